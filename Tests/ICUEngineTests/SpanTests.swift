import Assembly
import CICU
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// The span artifacts of a locale corpus (formatters opened once per width and kept) compared,
/// entry by entry, with what a freshly opened ICU formatter gives for that one entry; and the
/// duration rule's numbers as ICU writes them.
@Suite(.tags(.icu72)) struct SpanTests {
  /// Latin, Cyrillic (three plural forms), Arabic-Indic digits, Hebrew, CJK, Persian, Thai,
  /// Hindi, German (its "vorgestern").
  static let sample = [
    "en_US", "ru_RU", "ar_EG", "he_IL", "ja_JP", "zh_Hant_TW", "fa_IR", "th_TH", "hi_IN", "de_DE",
  ]

  static let plan = Plan(
    includesAvailableLocales: false, locales: [], calendars: [.gregorian],
    styleZone: Plan.defaultStyleZone, zones: [Plan.defaultStyleZone], seedInstants: [],
    edgeInstants: [], sweepInstants: [], monthInstants: [], templates: [], patterns: [],
    pickers: [])

  /// `ureldatefmt_open` for this one string, then closed.
  func fresh(_ locale: String, _ query: RelativeQuery) throws -> String {
    var status: Int32 = 0
    let width = Int32(RelativeWidth.allCases.firstIndex(of: query.width)!)
    let handle = try #require(cicu_ureldatefmt_open(locale, width, 0, &status))
    defer { cicu_ureldatefmt_close(handle) }
    var buffer = [UInt16](repeating: 0, count: 256)
    let length = cicu_ureldatefmt_format(
      handle, query.offset.value, Int32(RelativeUnit.allCases.firstIndex(of: query.unit)!),
      query.numeric == .always ? 1 : 0, &buffer, 256, &status)
    #expect(status <= 0)
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }

  /// `MeasureFormat::formatMeasures` of a fresh `MeasureFormat` for this one string, given the
  /// amounts worked out here, then closed: the engine writes unit widths from kept formatters.
  func fresh(_ locale: String, _ query: DurationQuery, amounts: [Double]) throws -> String {
    var status: Int32 = 0
    let width = Int32(DurationWidth.allCases.firstIndex(of: query.width)!)
    let handle = try #require(cicu_measfmt_open(locale, width, &status))
    defer { cicu_measfmt_close(handle) }
    let units = query.units.units.map { Int32(DurationUnit.allCases.firstIndex(of: $0)!) }
    var buffer = [UInt16](repeating: 0, count: 256)
    let length = cicu_measfmt_formatMeasures(
      handle, amounts, units, Int32(units.count), &buffer, 256, &status)
    #expect(status <= 0)
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }

  @Test(arguments: sample)
  func everyEntryIsWhatAFreshFormatterGives(locale: String) throws {
    let assembly = try CorpusAssembly(ICUSource())
    let corpus = try assembly.localeCorpus(for: LocaleID(rawValue: locale), plan: Self.plan)
    #expect(corpus.relative.count == 333)
    #expect(corpus.durations.count == 75)
    for (query, string) in corpus.relative {
      #expect(string == (try fresh(locale, query)), "\(locale) \(query)")
    }
    for (query, string) in corpus.durations {
      // The rule, worked out here by hand for the default plan's unit sets.
      var rest = query.seconds.value
      var amounts: [Double] = []
      for unit in query.units.units.dropLast() {
        let whole = (rest / unit.seconds).rounded(.down)
        amounts.append(whole)
        rest -= whole * unit.seconds
      }
      amounts.append(rest / query.units.units.last!.seconds)
      #expect(string == (try fresh(locale, query, amounts: amounts)), "\(locale) \(query)")
    }
  }

  /// The numbers rule: every unit but the last the whole quotient (zeros kept), the last the
  /// exact remainder; ICU 72 writes the fraction to three digits.
  @Test(arguments: [
    ("59", "hour,minute", "wide", "0 hours, 0.983 minutes"),
    ("4500", "hour,minute", "wide", "1 hour, 15 minutes"),
    ("90061", "hour,minute", "short", "25 hr, 1.017 min"),
    ("90061", "day,hour,minute,second", "wide", "1 day, 1 hour, 1 minute, 1 second"),
    ("0", "minute,second", "narrow", "0m 0s"),
    ("59", "hour,minute", "numeric", "0:00.983"),
    ("6780", "hour,minute,second", "numeric", "1:53:00"),
  ])
  func durationsFollowTheRule(seconds: String, units: String, width: String, expected: String)
    throws
  {
    let query = try DurationQuery(
      seconds: try SpanAmount(validating: seconds, option: "t"),
      units: try DurationUnits(validating: units), width: try DurationWidth(validating: width))
    let formatters = ICUSource().formatters(for: LocaleID(rawValue: "en_US"))
    #expect(try formatters.duration(query) == expected)
  }
}
