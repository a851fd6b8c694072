import CorpusModel
import Testing

@testable import Assembly

extension EchoCalendar {
  func parts(_ format: SingleDateFormat, at instant: Instant) throws -> [FormattedPart] {
    [FormattedPart(.literal, "\(prefix) \(format) \(zone) \(instant.iso8601)")]
  }
}

/// One date's parts (`format --at D --parts`): the request reaches the locale's formatters of
/// the calendar and zone asked, with the form as given.
@Suite struct DatePartsAssemblyTests {
  @Test func thePartsAreTheCalendarFormattersOwn() throws {
    let engine = try CorpusAssembly(EchoSource())
    let at = try Instant(iso8601: "2019-08-10T01:02:03Z")
    let parts = try engine.parts(
      locale: LocaleID(rawValue: "de_DE"), calendar: .hebrew, zone: ZoneID(rawValue: "Asia/Tokyo"),
      instant: at, format: .template("yMMMd"))
    let echoed = "de_DE hebrew --template 'yMMMd' Asia/Tokyo 2019-08-10T01:02:03Z"
    #expect(parts == [FormattedPart(.literal, echoed)])
  }
}
