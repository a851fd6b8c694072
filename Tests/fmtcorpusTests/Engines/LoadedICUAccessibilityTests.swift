import FormatCorpus
import Foundation
import TestSupport
import Testing

/// The accessibility artifact through a loaded ICU (issue 44): any ICU with
/// `udatpg_getFieldDisplayName` (61 and later) answers it; 60.3 refuses field names as "Any
/// ICU, pinned" refuses what a version lacks, and its corpus leaves them out with a note.
@Suite struct LoadedICUAccessibilityTests {
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@78.3")))
  func icu78AnswersFieldNames() throws {
    let result = try CLI.run([
      "wheels", "--locale", "de_DE", "--calendar", "gregorian", "--mode", "time",
      "--accessibility", "--engine", "icu@78.3",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Stunde: 18\nMinute: 53\n")
  }

  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func icu60RefusesFieldNamesInOneLine() throws {
    let wheels = try CLI.run([
      "wheels", "--locale", "en_US", "--mode", "time", "--accessibility", "--engine", "icu@60.3",
    ])
    #expect(wheels.status == 2)
    #expect(wheels.stdout == "")
    #expect(
      wheels.stderr
        == "fmtcorpus: error: the icu@60.3 engine cannot render 'the year field's display name': this ICU has no udatpg_getFieldDisplayName (first in ICU 61)\n"
    )
    // The month's words need none of the locale's values.
    let month = try CLI.run([
      "month", "--locale", "en_US", "--accessibility", "--engine", "icu@60.3",
    ])
    #expect(month.status == 0, "\(month.stderr)")
    #expect(month.stdout.contains("Saturday\nThursday, February 1\nFriday, February 2\n"))
    #expect(month.stdout.hasSuffix("Wednesday, February 28\nThursday, February 29\n"))
  }

  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func icu60CorpusLeavesThemOutWithNotes() throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try CLI.run([
      "generate", "--engine", "icu@60.3", "--locale", "en_US", "--calendar", "gregorian",
      "--out", out.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        """
        note: the icu@60.3 engine leaves the accessibility artifact's field names out of the corpus: ICU 60.3 has no udatpg_getFieldDisplayName (first in ICU 61)
        note: the icu@60.3 engine leaves the accessibility artifact's count-down values out of the corpus: ICU 60.3 has no unumf_openForSkeletonAndLocale (first in ICU 62)

        """), "\(result.stdout)")
    let file = try String(contentsOf: out.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(file.hasPrefix("{\n  \"accessibility\": {},\n  \"calendars\": {\n"))
    #expect(
      file.contains(
        #"        "date": [{"field": "month", "value": "November"}, {"field": "day", "value": "15"}, {"field": "year", "value": "2007"}],"#
      ))
  }
}
