import CorpusModel
import Testing

/// The span artifacts' plans and values: canonical amounts, unit sets, the numbers rule, and a
/// default plan holding the fixed points.
@Suite struct SpanPlanTests {
  @Test(arguments: [
    ("-1", "-1"), ("2.50", "2.5"), ("007", "7"), ("-0", "-0"), ("-0.00", "-0"), ("0.0", "0"),
    ("10", "10"), ("59.5", "59.5"),
  ])
  func amountsAreCanonical(text: String, canonical: String) throws {
    #expect(try SpanAmount(validating: text, option: "--relative").text == canonical)
  }

  @Test(arguments: [
    "", "-", "+1", "1e3", "1.", ".5", "nan", "inf", "1,5", "٣", "1234567890123", "1.23456789",
  ])
  func notDecimalNumbersAreRefused(text: String) {
    #expect(
      throws: InputError.invalidValue(
        text, option: "--relative",
        expected:
          "a decimal number such as -1 or 2.5, with at most 12 digits before the point and 6 after it"
      )
    ) { try SpanAmount(validating: text, option: "--relative") }
  }

  /// A duration's seconds may be negative (issue 42: Foundation's `Duration` is signed), but
  /// `-0`, in any spelling, is refused: no API holds it apart from `0`.
  @Test(arguments: ["-0", "-0.0", "-0.000"])
  func minusZeroSecondsAreRefused(text: String) throws {
    #expect(
      throws: InputError.invalidValue(
        text, option: "--duration",
        expected:
          "a number of seconds such as 4500, -4500 or 59.5 (not -0), with at most 12 digits before the point and 9 after it"
      )
    ) { try SpanAmount(durationSeconds: text, option: "--duration") }
    #expect(try SpanAmount(durationSeconds: "-4500.5", option: "--duration").text == "-4500.5")
  }

  /// A length that is no duration (a rounding increment) is refused negative, `-0` with them.
  @Test(arguments: ["-5", "-0", "-0.0"])
  func negativeLengthsAreRefused(text: String) {
    #expect(
      throws: InputError.invalidValue(
        text, option: "--rounding-increment",
        expected:
          "a number of seconds, not negative, such as 4500 or 59.5, with at most 12 digits before the point and 6 after it"
      )
    ) { try SpanAmount(validating: text, option: "--rounding-increment", allowsNegative: false) }
  }

  /// `-0` and `0` are two amounts (ICU words them differently), ordered `-0` first whatever
  /// order they arrive in.
  @Test func minusZeroIsItsOwnAmount() throws {
    let minusZero = try SpanAmount(validating: "-0", option: "--relative")
    let zero = try SpanAmount(validating: "0", option: "--relative")
    #expect(minusZero != zero)
    #expect(minusZero.value.sign == .minus)
    #expect([zero, minusZero].sorted() == [minusZero, zero])
    #expect([minusZero, zero].sorted() == [minusZero, zero])
  }

  @Test(arguments: ["", "hour,", "minute,hour", "hour,hour", "hours", "fortnight", "second,week"])
  func unitSetsAreLargestFirstAndKnown(text: String) {
    #expect(throws: InputError.self) { try DurationUnits(validating: text) }
  }

  /// Every unit but the last the whole quotient, zeros kept; the last the exact remainder.
  @Test func amountsFollowTheRule() throws {
    #expect(try DurationUnits(validating: "hour,minute").amounts(of: 59) == [0, 59.0 / 60])
    #expect(try DurationUnits(validating: "hour,minute").amounts(of: 4500) == [1, 15])
    #expect(
      try DurationUnits(validating: "day,hour,minute,second").amounts(of: 90061) == [1, 1, 1, 1])
    #expect(try DurationUnits(validating: "minute,second").amounts(of: 4500) == [75, 0])
    #expect(try DurationUnits(validating: "second").amounts(of: 59.5) == [59.5])
  }

  @Test func numericOnlyWhereAnHMFormExists() throws {
    let seconds = try SpanAmount(validating: "60", option: "t")
    #expect(throws: InputError.self) {
      try DurationQuery(
        seconds: seconds, units: try DurationUnits(validating: "day,hour"), width: .numeric)
    }
    #expect(
      try DurationQuery(
        seconds: seconds, units: try DurationUnits(validating: "minute,second"), width: .numeric
      ).width == .numeric)
  }

  /// The fixed points: −1 day auto long; 4,500 s as hour,minute wide; and the
  /// count-down picker's 6,780 s.
  @Test func theDefaultPlansHoldTheFixedPoints() throws {
    let relative = RelativePlan.default.queries
    #expect(relative.count == 333)
    #expect(Set(relative).count == relative.count)
    #expect(
      relative.contains(
        RelativeQuery(
          offset: try SpanAmount(validating: "-1", option: "t"), unit: .day, width: .long,
          numeric: .auto)))
    #expect(Set(relative.map(\.unit)) == Set(RelativeUnit.allCases))
    let durations = DurationPlan.default.queries
    #expect(durations.count == 75)
    let hourMinute = try DurationUnits(validating: "hour,minute")
    for seconds in ["4500", "6780"] {
      #expect(
        durations.contains(
          try DurationQuery(
            seconds: try SpanAmount(validating: seconds, option: "t"), units: hourMinute,
            width: .wide)))
    }
    // No numeric width for day…second.
    #expect(!durations.contains { $0.width == .numeric && $0.units.units.first == .day })
  }

  @Test func addingOffsetsAndDurationsExtendsEveryGroup() throws {
    var relative = RelativePlan.default
    relative.add(offsets: [try SpanAmount(validating: "7", option: "t")])
    #expect(relative.groups.allSatisfy { $0.offsets.last?.text == "7" })
    #expect(relative.queries.count == 333 + 3 * (8 + 5 + 10))
    var durations = DurationPlan.default
    durations.add(seconds: [try SpanAmount(validating: "4500", option: "t")])
    #expect(durations.queries.count == 75)
    durations.add(seconds: [try SpanAmount(validating: "3600", option: "t")])
    #expect(durations.queries.count == 90)
  }
}
