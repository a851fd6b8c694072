import CorpusModel
import _FoundationICU

/// The pattern `Date.FormatStyle` renders for a skeleton, from Foundation's own ICU pattern
/// generator asked as `Date.FormatStyle` asks it (`udatpg_getBestPatternWithOptions` with
/// every field's length matched) — Foundation has no public API that names the pattern a
/// `Date.FormatStyle` uses. The corpus's template patterns and the pickers' and months'
/// patterns come from here; their strings come from the FormatStyles themselves.
///
/// One generator per locale and calendar, opened in `init` and closed in `deinit`.
final class FormatStylePatterns {
  private let handle: UnsafeMutablePointer<UDateTimePatternGenerator?>
  private let id: String
  private var patterns: [String: String] = [:]

  /// - Parameter id: the locale with its calendar keyword (`th_TH@calendar=buddhist`).
  init(_ id: String) throws(EngineError) {
    self.id = id
    var status = U_ZERO_ERROR
    guard let handle = swift_udatpg_open(id, &status), status.rawValue <= 0 else {
      throw EngineError(operation: "udatpg_open", status: "\(status.rawValue)", context: id)
    }
    self.handle = handle
  }

  deinit { swift_udatpg_close(handle) }

  func pattern(forSkeleton skeleton: String) throws(EngineError) -> String {
    if let known = patterns[skeleton] { return known }
    let units = Array(skeleton.utf16)
    var capacity: Int32 = 128
    while true {
      var status = U_ZERO_ERROR
      var buffer = [UInt16](repeating: 0, count: Int(capacity))
      let length = swift_udatpg_getBestPatternWithOptions(
        handle, units, Int32(units.count), UDATPG_MATCH_ALL_FIELDS_LENGTH, &buffer, capacity,
        &status)
      if status == U_BUFFER_OVERFLOW_ERROR || length >= capacity {
        capacity = length + 1
        continue
      }
      guard status.rawValue <= 0 else {
        throw EngineError(
          operation: "udatpg_getBestPatternWithOptions", status: "\(status.rawValue)",
          context: "\(id) '\(skeleton)'")
      }
      let pattern = String(decoding: buffer[..<Int(length)], as: UTF16.self)
      patterns[skeleton] = pattern
      return pattern
    }
  }
}
