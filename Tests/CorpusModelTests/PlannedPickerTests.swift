import Foundation
import Testing

@testable import CorpusModel

/// The plan's picker configurations: their keys (what a diff names) and their manifest form.
@Suite struct PlannedPickerTests {
  @Test func theDefaultsKeys() {
    #expect(
      PlannedPicker.defaults.map(\.keys) == [
        ["date@2025-03-01T20:00:00Z"],
        [
          "date@2024-02-14T20:00:00Z,min=2024-01-01T08:00:00Z,max=2024-12-31T08:00:00Z",
          "dateAndTime@2024-02-14T20:00:00Z,min=2024-01-01T08:00:00Z,max=2024-12-31T08:00:00Z",
        ],
        ["time,minute-interval=15", "dateAndTime,minute-interval=15"],
        ["countDownTimer,duration=4500,minute-interval=5"],
        ["minutesAndSeconds,duration=90"],
      ])
    #expect(PlannedPicker.defaults.map(\.isPerLocale) == [false, false, false, true, true])
    #expect(Plan.default.pickers == PlannedPicker.defaults)
  }

  /// A zone other than the reference's is named; a timer names its default duration too.
  @Test func keysNameWhatDiffersFromTheReference() throws {
    let planned = PlannedPicker(
      modes: [.time, .countDownTimer], calendars: nil,
      configuration: PickerConfiguration(
        date: try Instant(iso8601: "2024-07-01T18:00:00Z"), zone: ZoneID(rawValue: "Asia/Tokyo")))
    #expect(
      planned.keys == ["time@2024-07-01T18:00:00Z,zone=Asia/Tokyo", "countDownTimer,duration=6780"])
  }

  /// Codable (the engine worker's messages) keeps every property and leaves the reference's out.
  /// A timer shows a duration: a manifest's timer with a zone, date or range is refused by the
  /// rule `--picker` keeps, in the manifest's words.
  @Test func aTimerTakesNoDateZoneOrRange() throws {
    var configuration = PickerConfiguration.reference
    configuration.zone = ZoneID(rawValue: "Asia/Tokyo")
    #expect(
      PlannedPicker.problem(
        modes: [.countDownTimer], configuration: configuration, spelling: .manifest)
        == "the countDownTimer picker takes no zone: it shows a duration (expected duration and minuteInterval)"
    )
    configuration = .reference
    configuration.minimum = PickerReference.instant
    #expect(
      PlannedPicker.problem(
        modes: [.countDownTimer], configuration: configuration, spelling: .key)
        == "the countDownTimer picker takes no min=: it shows a duration (expected duration= and minute-interval=)"
    )
    #expect(
      PlannedPicker.problem(
        modes: [.countDownTimer], configuration: .reference, spelling: .manifest) == nil)
  }

  @Test func codableRoundTrip() throws {
    for planned in PlannedPicker.defaults {
      let data = try JSONEncoder().encode(planned)
      #expect(try JSONDecoder().decode(PlannedPicker.self, from: data) == planned)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(PlannedPicker.defaults[2]), as: UTF8.self)
    #expect(text == #"{"calendars":["gregorian"],"minuteInterval":15,"modes":["time","dateAndTime"]}"#)
  }
}
