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
    let units = Array(skeleton.utf16)
    let pattern = try icuString("udatpg_getBestPattern", "\(locale) \(skeleton)") {
      buffer, capacity, status in
      cicu_udatpg_getBestPattern(handle, units, Int32(units.count), buffer, capacity, status)
    }
    patterns[skeleton] = pattern
    return pattern
  }

  /// The date-time glue (`{1}, {0}`: date first in en_US).
  func dateTimeGlue() throws(EngineError) -> String {
    try icuString("udatpg_getDateTimeFormat", locale) { buffer, capacity, _ in
      cicu_udatpg_getDateTimeFormat(handle, buffer, capacity)
    }
  }
}
