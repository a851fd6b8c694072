import CorpusDiff
import CorpusReports
import GoldenFormat
import TestSupport
import Testing

/// A report page narrowed to some calendars (`report --calendar`), and a settings variant's
/// page saying per artifact whether its settings changed anything (issue 29).
@Suite struct ReportSettingsAndCalendarsTests {
  /// A locale of two calendars, with a per-locale artifact.
  static let locale = SettingsFixtures.base

  /// Its variant: `jm` in 24 hours, the rest as it was, and an artifact whose name is hostile
  /// text (a bidi override, markup, a line of its own).
  static func variant() throws -> String {
    let wheels = #""wheels": {"time": {"wheels": [{"field": "hour", "rows": ["1", "2"]}, "#
      + #"{"field": "minute", "rows": ["00"]}]}}"#
    return try Fixtures.edit(
      SettingsFixtures.hours23(), wheels,
      wheels + ",\n" + String(repeating: " ", count: 10) + #""x\u202E<b>\n::error::y": {"k": "v"}"#)
  }

  static let fields = """
    {
      "fields": {
        "gregorian": {"UTC": {"2010-01-27T18:00:00Z": {"day": 27, "year": 2010}}},
        "hebrew": {"UTC": {"2010-01-27T18:00:00Z": {"day": 12, "year": 5770}}}
      }
    }

    """

  static func node(_ text: String, _ name: String) throws -> GoldenNode {
    try GoldenReader.parse(Array(text.utf8), file: name)
  }

  /// The `<p>` under an artifact's heading, as the page writes it.
  static func note(_ text: String) -> String { "<p class=\"more setting\">\(text)</p>" }

  @Test func aVariantPageSaysPerArtifactWhetherTheSettingChangedIt() throws {
    var file = CorpusReport.File(
      name: "xx@hours=h23.json", root: try Self.node(Self.variant(), "xx@hours=h23.json"))
    file.variant = CorpusReport.Variant(file, base: try Self.node(Self.locale, "xx.json"))
    let page = CorpusReport(title: "t", manifest: nil, files: [file]).render()
    #expect(
      page.contains(
        "<h2>xx@hours=h23</h2>"
          + Self.note(
            "a settings variant of xx (hours=h23): each artifact says whether hours=h23 changed "
              + "it, its entries compared with xx.json's as diff compares them")))
    for (artifact, heading, text) in [
      ("skeletons", "h4", "hours=h23 changed 2 of 4 entries in gregorian skeletons"),
      ("styles", "h4", "hours=h23 changed nothing in gregorian styles"),
      ("relative", "h3", "hours=h23 changed nothing in relative"),
    ] {
      #expect(
        page.contains(
          "<div class=\"artifact\" data-artifact=\"\(artifact)\"><\(heading)>"), "\(artifact)")
      let start = try #require(page.range(of: "data-artifact=\"\(artifact)\""))
      let after = page[start.upperBound...]
      #expect(after.dropFirst(2).drop { $0 != "<" }.hasPrefix("</\(heading)>" + Self.note(text)))
    }
    #expect(page.contains(Self.note("hours=h23 changed nothing in hebrew styles")))
    // The artifact's name is the corpus's text: escaped, its bidi override and line named.
    let hostile = "x⟨RLO U+202E⟩&lt;b&gt;⟨LF U+000A⟩::error::y"
    #expect(
      page.contains(
        Self.note("xx.json has no gregorian \(hostile): nothing to compare hours=h23 with")))
    #expect(!page.contains("\u{202E}") && !page.contains("<b>"))
  }

  @Test func withoutItsBaseFileAVariantPageSaysSoOnce() throws {
    var file = CorpusReport.File(
      name: "xx@hours=h23.json", root: try Self.node(Self.variant(), "xx@hours=h23.json"))
    file.variant = CorpusReport.Variant(file, base: nil)
    let page = CorpusReport(title: "t", manifest: nil, files: [file]).render()
    #expect(page.components(separatedBy: "<p class=\"more setting\">").count == 2)
    #expect(
      page.contains(
        "<h2>xx@hours=h23</h2>"
          + Self.note(
            "a settings variant of xx (hours=h23); xx.json is not in this corpus, so whether "
              + "hours=h23 changed anything is not shown")))
    // A plain locale is no variant.
    let plain = CorpusReport.File(name: "xx.json", root: try Self.node(Self.locale, "xx.json"))
    #expect(CorpusReport.Variant(plain, base: nil) == nil)
  }

  @Test func aPageOfSomeCalendarsDrawsOnlyTheirSectionsAndFields() throws {
    let files = [
      CorpusReport.File(name: "xx.json", root: try Self.node(Self.locale, "xx.json")),
      CorpusReport.File(
        name: "yy.json",
        root: try Self.node(#"{"calendars": {"gregorian": {}}, "locale": "yy"}"#, "yy.json")),
    ]
    let page = CorpusReport(
      title: "t", manifest: nil, files: files, fields: try Self.node(Self.fields, "fields.json"),
      calendars: ["hebrew"]
    ).render()
    #expect(page.contains("<section class=\"calendar\" data-calendar=\"hebrew\">"))
    #expect(!page.contains("data-calendar=\"gregorian\""))
    #expect(page.contains("<details class=\"fields\" id=\"fields-hebrew\""))
    #expect(page.contains("12 Shevat 5770"))
    #expect(!page.contains("1/27/10"))
    // What a locale holds once is drawn whatever the calendar.
    #expect(page.contains("<div class=\"artifact\" data-artifact=\"relative\">"))
    // A locale without the calendar says so instead of an empty page.
    #expect(page.contains("<p class=\"more\">yy.json has no hebrew calendar</p>"))
    #expect(!page.contains("xx.json has no"))

    let all = CorpusReport(
      title: "t", manifest: nil, files: files, fields: try Self.node(Self.fields, "fields.json")
    ).render()
    #expect(all.contains("<section class=\"calendar\" data-calendar=\"gregorian\">"))
    #expect(all.contains("<details class=\"fields\" id=\"fields-gregorian\""))
    #expect(!all.contains("has no"))
  }
}
