import CorpusReports
import Foundation
import Testing

/// `ReportFormat.allCases` is the one list of report formats: `--format` parses it, help and
/// the `Reports` article name it, the fuzz test renders it. These tests fail when a reader of
/// the list keeps a copy of its own.
struct ReportFormatListTests {
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
  @Test(arguments: ReportFormat.allCases)
  func everyFormatParses(format: ReportFormat) throws {
    let corpus = try SmallCorpus.copy()
    defer { try? FileManager.default.removeItem(at: corpus.deletingLastPathComponent()) }
    let out = corpus.deletingLastPathComponent().appendingPathComponent("report")
    let result = try CLI.run([
      "diff", corpus.path, corpus.path, "--format", format.rawValue.uppercased(), "--out",
      out.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("wrote \(out.path): "), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }
}
