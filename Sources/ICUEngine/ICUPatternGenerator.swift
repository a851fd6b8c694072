import CICU
import CorpusModel

/// ICU's DateTimePatternGenerator for one locale and calendar: skeleton → best pattern.
///
/// The generator is never changed after it opens, so a skeleton's pattern is asked once and
/// kept: the pickers ask `jmm`, `MMMEd` and `yMMMMd` once per configured picker, and the
/// skeletons artifact asks some of them again.
final class ICUPatternGenerator {
  private let handle: OpaquePointer
  let locale: String
  // Unchecked at run time, as `RememberingPickerSource`'s state is (its note says why).
  @exclusivity(unchecked) private var patterns: [String: String] = [:]

  init(locale: String) throws(EngineError) {
    self.locale = locale
    handle = try icuOpen("udatpg_open", locale) { status in cicu_udatpg_open(locale, status) }
  }

  deinit { cicu_udatpg_close(handle) }

  func bestPattern(for skeleton: String) throws(EngineError) -> String {
    if let kept = patterns[skeleton] { return kept }
    let pattern = try withUTF16Units(skeleton) { units, count throws(EngineError) in
      try icuString("udatpg_getBestPattern", "\(locale) \(skeleton)") {
        buffer, capacity, status in
        cicu_udatpg_getBestPattern(handle, units, count, buffer, capacity, status)
      }
    }
    patterns[skeleton] = pattern
    return pattern
  }

  /// A field's display name in a width (`udatpg_getFieldDisplayName`): en_US hour `hour`,
  /// `hr.`, `hr`.
  func fieldDisplayName(_ field: WheelField, _ width: FieldNameWidth) throws(EngineError)
    -> String
  {
    // UDateTimePatternField and UDateTimePGDisplayWidth (udatpg.h, stable since ICU 61).
    let number: Int32 =
      switch field.namedField {
      case .year: 1
      case .month: 3
      case .day, .date: 9
      case .dayPeriod: 10
      case .hour: 11
      case .minute: 12
      case .second: 13
      }
    let widthNumber: Int32 =
      switch width {
      case .wide: 0
      case .abbreviated: 1
      case .narrow: 2
      }
    return try icuString(
      "udatpg_getFieldDisplayName", "\(locale) \(field.rawValue) \(width.rawValue)"
    ) { buffer, capacity, status in
      cicu_udatpg_getFieldDisplayName(handle, number, widthNumber, buffer, capacity, status)
    }
  }

  /// The date-time glue (`{1}, {0}`: date first in en_US).
  func dateTimeGlue() throws(EngineError) -> String {
    try icuString("udatpg_getDateTimeFormat", locale) { buffer, capacity, _ in
      cicu_udatpg_getDateTimeFormat(handle, buffer, capacity)
    }
  }
}
