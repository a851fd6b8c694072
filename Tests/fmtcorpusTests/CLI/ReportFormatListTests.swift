import ArgumentParser
import CorpusReports
import FormatCorpus
import Foundation
import Testing

@testable import fmtcorpus

/// `ReportFormat.allCases` is the one list of report formats: `--format` parses it, help and
/// the `Reports` article name it, the fuzz test renders it. These tests fail when a reader of
/// the list keeps a copy of its own.
struct ReportFormatListTests {
  /// Spelled once: `#expect` cannot take a generic type's arguments in its expression.
  typealias Options = ReportOptions<ReportFile>

  static let names = ReportFormat.allCases.map(\.rawValue)

  /// The article's `--format a|b|…` line and its per-format bounds name exactly the formats.
  @Test func reportsArticleListsEveryFormat() throws {
    let article = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent(
        "Sources/FormatCorpus/FormatCorpus.docc/Reports.md"), encoding: .utf8)
    #expect(article.contains("`--format \(Self.names.joined(separator: "|"))`"))
    let bounds = article.split(separator: "\n").filter { $0.hasPrefix("- `") }
      .flatMap { line in
        line.prefix { $0 != ":" }.split(separator: "`").enumerated()
          .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      }
    #expect(Set(bounds.filter(Self.names.contains)) == Set(Self.names))
  }

  /// `check --help` names the formats and their default bounds from the type, not from text.
  @Test func helpNamesTheFormatsFromTheList() throws {
    let help = try CLI.run(["check", "--help"], environment: ["COLUMNS": "400"])
    #expect(help.status == 0)
    let formats =
      Self.names.dropLast().joined(separator: ", ") + " or " + Self.names.last!
    #expect(help.stdout.contains("\(formats) (html needs --out)."), "\(help.stdout)")
    #expect(
      help.stdout.contains(
        "Default: 50 for text, github and markdown; all for json, junit and html."),
      "\(help.stdout)")
  }

  /// Every format parses in any letter case, and each renders the run it was asked for.
  @Test func everyFormatParses() throws {
    let corpus = try SmallCorpus.copy()
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let out = corpus.deletingLastPathComponent().appendingPathComponent("report")
    for format in ReportFormat.allCases {
      let result = try CLI.run([
        "diff", corpus.path, corpus.path, "--format", format.rawValue.uppercased(), "--out",
        out.path,
      ])
      #expect(result.status == 0, "\(format): \(result.stderr)")
      #expect(result.stdout.hasPrefix("wrote \(out.path): "), "\(format): \(result.stdout)")
      #expect(result.stderr.isEmpty, "\(format): \(result.stderr)")
    }
  }

  /// The report options are values once parsed: a bad one is refused while parsing, with the
  /// project's own error (which `main` prints as one line, exit 2).
  @Test func reportOptionsAreTypedWhileParsing() throws {
    let parsed = try Options.parse([
      "--format", "JSON", "--color", "Never", "--max-entries", "ALL",
    ])
    #expect(parsed.format == .json)
    #expect(parsed.color == .never)
    #expect(parsed.maxEntries?.text == "ALL")
    #expect(try parsed.settings().maxEntries == nil)
    #expect(try Options.parse(["--max-entries", "7"]).settings().maxEntries == 7)
    #expect(try Options.parse([]).settings().maxEntries == 50)
    for (arguments, error) in [
      (["--max-entries", "-1"], InputError.invalidValue(
        "-1", option: "--max-entries", expected: "a whole number, 0 or more, or 'all'")),
      (["--format", "yaml"], InputError.invalidValue(
        "yaml", option: "--format",
        expected: "one of: " + Self.names.joined(separator: ", "))),
      (["--format", "html"], InputError.invalidValue(
        "html", option: "--format", expected: "--out FILE with html: the page is a file to open")),
    ] {
      #expect(FmtCorpusCommand.projectError(in: Self.parseError(arguments)) == error)
    }
  }

  static func parseError(_ arguments: [String]) -> Error {
    do {
      _ = try Options.parse(arguments)
      return CancellationError()
    } catch {
      return error
    }
  }
}
