import Testing

@testable import Assembly

/// "Did you mean" hints: nearest spellings first, stable on ties.
@Suite struct CloseMatchesTests {
  @Test func closeMatchesRankByDistanceThenBytes() {
    let zones = ["America/New_York", "America/Newfoundland", "Europe/London", "Asia/Tokyo"]
    #expect(closeMatches(to: "America/New_Yrok", in: zones, maxDistance: 4) == ["America/New_York"])
    #expect(
      closeMatches(to: "zh_XX", in: ["zh_TW", "zh_HK", "zh", "en"], maxDistance: 9, limit: 2) == [
        "zh_HK", "zh_TW",
      ])
    #expect(closeMatches(to: "Mars/Olympus", in: zones, maxDistance: 3).isEmpty)
  }
}
