import Testing

@testable import CorpusModel

/// The seeds' picker rules, as ``PickerConfiguration/settled()`` applies them.
@Suite struct PickerConfigurationTests {
  func instant(_ text: String) throws -> Instant { try Instant(iso8601: text) }

  @Test func minimumAfterMaximumDropsBoth() throws {
    var asked = PickerConfiguration.reference
    asked.minimum = try instant("2025-01-01T00:00:00Z")
    asked.maximum = try instant("2024-01-01T00:00:00Z")
    let (settled, warnings) = asked.settled()
    #expect(settled.minimum == nil && settled.maximum == nil)
    #expect(settled.date == PickerReference.instant)
    #expect(
      warnings == [
        "minimum date 2025-01-01T00:00:00Z is later than maximum date 2024-01-01T00:00:00Z; both are ignored, as the picker does"
      ])
  }

  @Test func aDateOutsideTheRangeIsClampedToItsNearerEnd() throws {
    var asked = PickerConfiguration.reference
    asked.minimum = try instant("2024-01-01T08:00:00Z")
    asked.maximum = try instant("2024-12-31T08:00:00Z")
    asked.date = try instant("2023-06-01T00:00:00Z")
    #expect(asked.settled().configuration.date == asked.minimum)
    asked.date = try instant("2025-06-01T00:00:00Z")
    let (settled, warnings) = asked.settled()
    #expect(settled.date == asked.maximum)
    #expect(
      warnings == [
        "date 2025-06-01T00:00:00Z is after the maximum date; showing 2024-12-31T08:00:00Z, as the picker clamps it"
      ])
    asked.date = try instant("2024-06-01T00:00:00Z")
    #expect(asked.settled().warnings.isEmpty)
  }

  @Test func durationsDefaultAndClampPerMode() throws {
    var asked = PickerConfiguration.reference
    #expect(asked.settledDuration(for: .countDownTimer).seconds == 6_780)
    #expect(asked.settledDuration(for: .minutesAndSeconds).seconds == 90)
    asked.duration = 86_400
    #expect(asked.settledDuration(for: .countDownTimer).seconds == 86_399)
    #expect(asked.settledDuration(for: .minutesAndSeconds).seconds == 3_599)
    asked.duration = 0
    #expect(asked.settledDuration(for: .countDownTimer).seconds == 0)
    #expect(asked.settledDuration(for: .countDownTimer).warning == nil)
    #expect(try PickerConfiguration.duration(validating: "4500") == 4_500)
    #expect(try PickerConfiguration.duration(validating: "99999999999999999999") == Int.max)
    for bad in ["-5", "abc", "", "4.5", "+5", "٥"] {
      #expect(throws: InputError.self) { try PickerConfiguration.duration(validating: bad) }
    }
  }

  @Test func placementFollowsTheNumberInTheTemplate() {
    let labels = WheelLabels.units(
      wide: ["one": "ساعة", "few": "{0} ساعات", "other": "\u{200F}{0} h"],
      short: ["other": "h {0}"])
    let placement = labels.placement
    #expect(placement?.wide == ["one": "none", "few": "before", "other": "before"])
    #expect(placement?.short == ["other": "after"])
    #expect(WheelLabels.today("Today").placement == nil)
  }
}
