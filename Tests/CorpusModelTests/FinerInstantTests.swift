import Testing

@testable import CorpusModel

/// `calc`'s instants finer than a millisecond: read to the nanosecond, written with 3, 6 or 9
/// digits (the fewest that hold the value), ordered and compared by every digit, and kept out of
/// everything that reads a corpus's instants.
@Suite struct FinerInstantTests {
  @Test(arguments: [
    ("2022-08-22T22:02:38.712307Z", Int64(1_661_205_758_712), Int32(307_000)),
    ("2016-07-16T21:46:33.253373150Z", 1_468_705_593_253, 373_150),
    ("2001-01-01T00:00:00.000000005Z", 978_307_200_000, 5),
    ("2000-12-31T23:59:58.999999995Z", 978_307_198_999, 999_995),
    ("0000-12-29T23:59:59.999990Z", -62_135_769_600_001, 990_000),
    ("-0044-03-15T12:00:00.000001Z", -63_549_316_800_000, 1_000),
  ])
  func parsesAndPrintsTheSameText(text: String, millis: Int64, nanos: Int32) throws {
    let instant = try Instant(expandedISO8601: text)
    #expect(instant.millisecondsSince1970 == millis)
    #expect(instant.submillisecondNanoseconds == nanos)
    #expect(instant.iso8601 == text)
    #expect(!instant.isWholeMillisecond)
    #expect(
      Instant(millisecondsSince1970: millis, submillisecondNanoseconds: nanos) == instant)
  }

  /// Trailing zero groups are not written: the same instant has one text, however it was typed.
  @Test(arguments: [
    ("2022-08-22T22:02:38.712307000Z", "2022-08-22T22:02:38.712307Z"),
    ("2022-08-22T22:02:38.712000Z", "2022-08-22T22:02:38.712Z"),
    ("2022-08-22T22:02:38.000000Z", "2022-08-22T22:02:38Z"),
  ])
  func writesTheFewestDigits(typed: String, written: String) throws {
    #expect(try Instant(expandedISO8601: typed).iso8601 == written)
  }

  /// Nanoseconds count in equality, hashing and order: a corpus keyed by whole milliseconds
  /// never meets them, calc's answers are compared by them.
  @Test func everyDigitCounts() throws {
    let whole = try Instant(expandedISO8601: "2022-08-22T22:02:38.712Z")
    let finer = try Instant(expandedISO8601: "2022-08-22T22:02:38.712000001Z")
    #expect(whole != finer)
    #expect(whole < finer)
    #expect(Set([whole, finer, whole]).count == 2)
    #expect(finer < (try Instant(expandedISO8601: "2022-08-22T22:02:38.713Z")))
  }

  /// A corpus, a plan and `format` read whole milliseconds: a finer fraction is refused there
  /// with the reason, and a fraction of another length is no instant at all.
  @Test func theCorpusKeepsMilliseconds() {
    #expect(throws: InputError.self) { try Instant(iso8601: "2022-08-22T22:02:38.712307Z") }
    do {
      _ = try Instant(iso8601: "2022-08-22T22:02:38.712307Z")
    } catch {
      #expect(
        "\(error)"
          == "invalid instant '2022-08-22T22:02:38.712307Z': a fraction finer than a millisecond is calc's alone (a corpus, a plan and format hold .sss)"
      )
    }
    for text in [
      "2022-08-22T22:02:38.7123Z", "2022-08-22T22:02:38.71230Z", "2022-08-22T22:02:38.7123070000Z",
    ] {
      #expect(throws: InputError.self, "\(text)") { try Instant(expandedISO8601: text) }
    }
  }
}
