import Foundation
import TestSupport
import Testing

/// `fmtcorpus report` and `--format html` as commands: what they write, and their errors (one
/// line, exit 2). What the pages look like is `ReportBrowserTests`'.
@Suite struct ReportCommandTests {
  static let corpus = CLI.packageRoot.appendingPathComponent("corpus")

  func folder() throws -> URL {
    let url = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a report is one self-contained file: style and script inline, nothing fetched")
  func selfContained() throws {
    let file = try folder().appendingPathComponent("r.html")
    let result = try CLI.run([
      "report", "--corpus", Self.corpus.path, "--out", file.path, "--locale", "zh-Hant-TW",
      "--locale", "en_US",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("wrote \(file.path) (2 locales, "))
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<style>") && html.contains("<script>"))
    for external in ["<link", " src=", "http:", "https:", "@import", "url("] {
      #expect(!html.contains(external), "the page refers to something outside it: \(external)")
    }
    // The index names both locales; zh-Hant-TW is the corpus's zh_Hant_TW.
    #expect(html.contains("<a href=\"#zh_Hant_TW\" data-l=\"zh_Hant_TW\">"))
    #expect(
      html.contains("<section class=\"locale\" id=\"en_US\" data-locale=\"en_US\" lang=\"en-US\">"))
    #expect(html.contains("lang=\"zh-Hant-TW\""))
    #expect(html.contains("<details data-language=\"zh\" open><summary>zh (1)</summary>"))
    // The seed's table (date styles down, time styles across); the edge instants' four
    // matching pairs as a list.
    #expect(html.contains("</caption><tr><th>date \\ time</th><th>none</th><th>short</th>"))
    #expect(html.contains("1876-03-10T04:56:02Z</caption><tr><th>full/full</th><td>"))
  }

  /// The row of one zone and instant in one calendar's fields table, as the page writes it.
  static func fieldsRow(_ html: String, calendar: String, zone: String, instant: String) throws
    -> Substring
  {
    let table = try #require(html.range(of: "<details class=\"fields\" id=\"fields-\(calendar)\""))
    let end = try #require(html[table.upperBound...].range(of: "</details>"))
    let body = html[table.upperBound..<end.lowerBound]
    let zoneStart = try #require(body.range(of: ">\(zone)<th>"))
    let rows = body[zoneStart.lowerBound...]
    let row = try #require(rows.range(of: "<th>\(instant)<td>"))
    let next = rows[row.upperBound...].range(of: "<tr>")?.lowerBound ?? rows.endIndex
    return rows[row.lowerBound..<next]
  }

  @Test(
    "fields.json is drawn once, after the locale, even on a page narrowed by --locale",
    .tags(.icu72))
  func fields() throws {
    let file = try folder().appendingPathComponent("r.html")
    let result = try CLI.run([
      "report", "--corpus", Self.corpus.path, "--out", file.path, "--locale", "en_US",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.components(separatedBy: "<section id=\"fields\"").count == 2)
    // The seed's instant in the Buddhist calendar, 10:00 in Los Angeles: 9 January 2550 (era
    // 0), a Tuesday (3), the 2nd of the month.
    #expect(
      try Self.fieldsRow(
        html, calendar: "buddhist", zone: "America/Los_Angeles", instant: "2007-01-09T18:00:00Z")
        == "<th>2007-01-09T18:00:00Z<td>0<td>2550<td>1<td>January<td>false<td>9<td>10<td>0<td>3<td>2"
    )
    // Adar I 5784 in the Hebrew calendar (month 6 of a leap year), at midday in New York.
    #expect(
      try Self.fieldsRow(
        html, calendar: "hebrew", zone: "America/New_York", instant: "2024-02-29T17:00:00Z")
        == "<th>2024-02-29T17:00:00Z<td>0<td>5784<td>6<td>Adar I<td>false<td>20<td>12<td>0<td>5<td>3"
    )
    // Every default zone at every instant of the plan (the 9 defaults and the sweep's summer).
    for calendar in ["gregorian", "buddhist", "hebrew"] {
      #expect(html.contains("<summary>\(calendar) · 15 zones × 10 instants</summary>"))
    }
  }

  @Test("a folder without fields.json (a pending corpus of a check narrowed by --locale) is drawn")
  func noFields() throws {
    let corpus = try SmallCorpus.copy()
    let pending = corpus.deletingLastPathComponent().appendingPathComponent("pending")
    let checked = try CLI.run([
      "check", "--corpus", corpus.path, "--locale", "en_US", "--pending", pending.path,
    ])
    #expect(checked.status == 0, "\(checked.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: pending.appendingPathComponent("fields.json").path))
    let file = try folder().appendingPathComponent("r.html")
    let result = try CLI.run(["report", "--corpus", pending.path, "--out", file.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("wrote \(file.path) (1 locale, "))
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.contains("data-text=\"[ 6 | 53 | PM ]\""))
    #expect(!html.contains("<section id=\"fields\""))
    #expect(html.hasSuffix("</script></body></html>\n"))
  }

  @Test("another spelling of a listed locale finds its file: zh_TW is zh_Hant_TW", .tags(.icu72))
  func alias() throws {
    // A corpus of its own: the README's first command adds a zh_TW.json to corpus/ itself.
    let corpus = try folder()
    let generated = try CLI.run(["generate", "-q", "--out", corpus.path, "--locale", "zh_Hant_TW"])
    try #require(generated.status == 0, "\(generated.stderr)")
    let file = try folder().appendingPathComponent("r.html")
    let result = try CLI.run([
      "report", "--corpus", corpus.path, "--out", file.path, "--locale", "zh_TW",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("wrote \(file.path) (1 locale, "))
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.contains("<title>fmtcorpus: zh_Hant_TW</title>"))
  }

  @Test("a locale the engine does not know, or the corpus has no file for, is one line, exit 2")
  func unknownLocale() throws {
    let file = try folder().appendingPathComponent("r.html")
    let unknown = try CLI.run([
      "report", "--corpus", Self.corpus.path, "--out", file.path, "--locale", "en_XX",
    ])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("fmtcorpus: error: unknown locale 'en_XX': "))
    #expect(unknown.stderr.split(separator: "\n").count == 1)

    let small = try folder()
    #expect(try CLI.run(["generate", "--locale", "en_US", "--out", small.path]).status == 0)
    let absent = try CLI.run([
      "report", "--corpus", small.path, "--out", file.path, "--locale", "en_GB",
    ])
    #expect(absent.status == 2)
    #expect(
      absent.stderr
        == "fmtcorpus: error: invalid value 'en_GB' for --locale (expected a locale with a file in \(small.path)/: did you mean en_US?)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test(
    "html without --out is refused in one line, exit 2", arguments: ["report", "diff", "check"])
  func outRequired(command: String) throws {
    let arguments: [String]
    switch command {
    case "report": arguments = ["report", "--corpus", Self.corpus.path]
    case "diff": arguments = ["diff", Self.corpus.path, Self.corpus.path, "--format", "html"]
    default: arguments = ["check", "--corpus", Self.corpus.path, "--format", "html"]
    }
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(
      result.stderr
        == (command == "report"
          ? "fmtcorpus: error: Missing expected argument '--out <file>' (see 'fmtcorpus help')\n"
          : "fmtcorpus: error: invalid value 'html' for --format (expected --out FILE with html: the page is a file to open)\n")
    )
  }

  @Test("diff --format html writes the page and says so in one line; the exit code is the verdict")
  func diffWrites() throws {
    let old = try folder()
    #expect(try CLI.run(["generate", "--locale", "en_US", "--out", old.path]).status == 0)
    let file = try folder().appendingPathComponent("d.html")
    let same = try CLI.run(["diff", old.path, old.path, "--format", "html", "--out", file.path])
    #expect(same.status == 0)
    #expect(same.stdout == "wrote \(file.path): no changes\n")
    let html = try String(contentsOf: file, encoding: .utf8)
    #expect(html.contains("<p class=\"verdict ok\">ok: no changes</p>"))

    // check draws its report the same way.
    let checked = try folder().appendingPathComponent("c.html")
    let check = try CLI.run([
      "check", "--corpus", old.path, "--format", "html", "--out", checked.path,
    ])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout == "wrote \(checked.path): no changes\n")
    #expect(try String(contentsOf: checked, encoding: .utf8).contains("ok: no changes"))

    // --out takes any format's report.
    let text = try folder().appendingPathComponent("d.txt")
    let plain = try CLI.run(["diff", old.path, old.path, "--out", text.path])
    #expect(plain.stdout == "wrote \(text.path): no changes\n")
    #expect(try String(contentsOf: text, encoding: .utf8).hasSuffix("ok: no changes\n"))

    let missing = old.appendingPathComponent("no/such/folder/d.html")
    let bad = try CLI.run(["diff", old.path, old.path, "--format", "html", "--out", missing.path])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("fmtcorpus: error: "))
    #expect(bad.stderr.split(separator: "\n").count == 1)
  }
}
