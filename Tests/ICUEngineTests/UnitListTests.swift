import CICU
import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

/// Durations through ICU's C API (`cicu_unitlist`: a number formatter per unit, joined by a
/// units list), which a loaded ICU writes durations with, against ICU 72's C++
/// `MeasureFormat::formatMeasures` on the linked ICU: every locale, the three unit widths, the
/// default plan's durations and more.
@Suite(.tags(.icu72)) struct UnitListTests {
  static func string(
    _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
  ) -> (String, Int32) {
    var status: Int32 = 0
    var buffer = [UInt16](repeating: 0, count: 512)
    let length = body(&buffer, 512, &status)
    guard status <= 0, length <= 512 else { return ("", status) }
    return (String(decoding: buffer[..<Int(length)], as: UTF16.self), status)
  }

  @Test(arguments: [DurationWidth.wide, .short, .narrow])
  func theCAPIWritesWhatMeasureFormatWrites(width: DurationWidth) throws {
    // The default plan's durations, and singular and plural amounts of each unit.
    var plan = DurationPlan.default
    plan.add(
      seconds: try ["1", "2", "61", "3600", "93784"].map {
        try SpanAmount(validating: $0, option: "--duration-seconds")
      })
    let queries = plan.queries.filter { $0.width == width }
    #expect(queries.count == 40)
    let index = Int32(DurationWidth.allCases.firstIndex(of: width)!)
    var compared = 0
    for locale in ICULocales.available() {
      var status: Int32 = 0
      let list = try #require(cicu_unitlist_open(locale, index, 1, -1, -1, -1, &status), "\(locale)")
      defer { cicu_unitlist_close(list) }
      let measures = try #require(cicu_measfmt_open(locale, index, &status), "\(locale)")
      defer { cicu_measfmt_close(measures) }
      for query in queries {
        let amounts = query.amounts
        let units = query.units.units.map { Int32(DurationUnit.allCases.firstIndex(of: $0)!) }
        let viaC = Self.string {
          cicu_unitlist_format(list, amounts, units, Int32(units.count), $0, $1, $2)
        }
        let viaCXX = Self.string {
          cicu_measfmt_formatMeasures(measures, amounts, units, Int32(units.count), $0, $1, $2)
        }
        #expect(viaC.1 <= 0 && viaCXX.1 <= 0)
        #expect(viaC.0 == viaCXX.0, "\(locale) \(query)")
        compared += 1
      }
    }
    #expect(compared == ICULocales.available().count * 40)
  }

  @Test func theNumericWidthHasNoCAPI() {
    var status: Int32 = 0
    #expect(cicu_unitlist_open("en_US", 3, 1, -1, -1, -1, &status) == nil)
    #expect(status == Int32(CICU_UNSUPPORTED_ERROR))
  }
}
