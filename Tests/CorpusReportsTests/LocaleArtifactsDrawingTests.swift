import CorpusModel
import GoldenFormat
import Testing

@testable import CorpusReports

/// What a locale's file holds once, outside its calendars, on the locale's page. The
/// expectations are read from the registry (``Artifact/all`` and each descriptor's place), so
/// an artifact added there is covered with no edit here, and one the page leaves out fails.
@Suite struct LocaleArtifactsDrawingTests {
  /// The registry's artifacts that a locale's file holds once, as their places say.
  static let expected = Artifact.all.filter {
    switch $0.place {
    case .locale, .calendarAndLocale: true
    case .calendar, .corpusFile: false
    }
  }

  /// A file with each of them at its root (a one-member object whose string names the
  /// artifact) beside a calendar, drawn.
  static func page() -> String {
    let calendars = GoldenNode.object(
      [(key: "gregorian", value: .object([], line: 3, endLine: 3))], line: 2, endLine: 4)
    var members: [(key: String, value: GoldenNode)] = [(key: "calendars", value: calendars)]
    for artifact in expected {
      let value = GoldenNode.object(
        [(key: "k", value: .string("value of \(artifact.name)", line: 6))], line: 5, endLine: 7)
      let part = GoldenNode.object([(key: "x", value: value)], line: 5, endLine: 8)
      members.append((key: artifact.name, value: part))
    }
    members.append((key: "locale", value: .string("xx", line: 9)))
    members.sort { $0.key < $1.key }
    let root = GoldenNode.object(members, line: 1, endLine: 10)
    return CorpusReport(
      title: "t", manifest: nil, files: [CorpusReport.File(name: "xx.json", root: root)]
    ).render()
  }

  /// Each is drawn in its own part (an `h3`, where a calendar's artifacts are `h4`s), after the
  /// calendars, in the registry's order.
  @Test func everyOncePerLocaleArtifactIsDrawnInOrder() throws {
    #expect(!Self.expected.isEmpty)
    #expect(CorpusReport.localeArtifacts == Self.expected)
    let html = Self.page()
    let calendars = try #require(html.range(of: "data-calendar=\"gregorian\""))
    var previous = calendars.upperBound
    for artifact in Self.expected {
      let part = "<div class=\"artifact\" data-artifact=\"\(artifact.name)\"><h3>"
      let found = html.range(of: part)
      #expect(found != nil, "\(artifact.name) is held once per locale but not drawn")
      guard let found else { continue }
      #expect(found.lowerBound > previous, "\(artifact.name) is out of the registry's order")
      previous = found.lowerBound
    }
  }

  /// One with no drawing of its own (``Artifact/Drawing/table``) is a table of its keys and
  /// values, the fallback every artifact has; the span artifacts keep their rows.
  @Test func withoutADrawingItIsATable() {
    let html = Self.page()
    for artifact in Self.expected where artifact.drawing == .table {
      #expect(
        html.contains("<tr><th>x › k</th><td>value of \(artifact.name)</td></tr>"),
        "\(artifact.name) is not drawn as a table")
    }
    for artifact in Self.expected where artifact.drawing == .spanRows {
      #expect(
        html.contains("<tr><th>x</th><td><small>k</small><br>value of \(artifact.name)</td></tr>"))
    }
  }

  /// The headings: what the one copy stands for.
  @Test func headings() {
    #expect(CorpusReport.localeHeading(.pickers) == "configured pickers (every calendar)")
    #expect(CorpusReport.localeHeading(.week) == "week (Gregorian, America/New_York)")
    #expect(CorpusReport.localeHeading(.relative) == "relative (every calendar and zone)")
    #expect(CorpusReport.localeHeading(.durations) == "durations (every calendar and zone)")
    #expect(CorpusReport.localeHeading(.accessibility) == "accessibility (every calendar)")
  }
}
