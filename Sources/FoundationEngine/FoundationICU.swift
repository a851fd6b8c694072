import CorpusModel
import _FoundationICU

/// What Foundation has no API for, asked of Foundation's own ICU (76, `swift_`-prefixed): its
/// versions, locale spelling, and cardinal plural rules. Nothing here formats a date.
enum FoundationICU {
  static func versionString(_ fill: (UnsafeMutablePointer<UInt8>) -> Void) -> String {
    var version: UVersionInfo = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &version) {
      fill($0.baseAddress!.assumingMemoryBound(to: UInt8.self))
    }
    var text = [CChar](repeating: 0, count: 32)
    withUnsafeBytes(of: &version) { raw in
      swift_u_versionToString(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), &text)
    }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static var icuVersion: String { versionString { swift_u_getVersion($0) } }
  static var unicodeVersion: String { versionString { swift_u_getUnicodeVersion($0) } }

  static func cldrVersion() throws(EngineError) -> String {
    var status = U_ZERO_ERROR
    let text = versionString { swift_ulocdata_getCLDRVersion($0, &status) }
    guard status.rawValue <= 0 else {
      throw EngineError(
        operation: "ulocdata_getCLDRVersion", status: "\(status.rawValue)", context: "versions")
    }
    return text
  }

  /// An ASCII answer of an ICU call that fills a `char` buffer.
  static func ascii(
    _ operation: String, _ context: String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<UErrorCode>) -> Int32
  ) throws(EngineError) -> String {
    var status = U_ZERO_ERROR
    var buffer = [CChar](repeating: 0, count: 160)
    let length = body(&buffer, Int32(buffer.count), &status)
    guard status.rawValue <= 0, length >= 0, length < Int32(buffer.count) else {
      throw EngineError(operation: operation, status: "\(status.rawValue)", context: context)
    }
    return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A locale's region-preferred calendars in Foundation's ICU
  /// (`ucal_getKeywordValuesForLocale("calendar", locale, true)`), as CLDR ids.
  static func preferredCalendars(_ locale: String) throws(EngineError) -> [String] {
    var status = U_ZERO_ERROR
    guard let values = swift_ucal_getKeywordValuesForLocale("calendar", locale, 1, &status),
      status.rawValue <= 0
    else {
      throw EngineError(
        operation: "ucal_getKeywordValuesForLocale", status: "\(status.rawValue)",
        context: locale)
    }
    defer { swift_uenum_close(values) }
    var ids: [String] = []
    var length: Int32 = 0
    while let id = swift_uenum_next(values, &length, &status), status.rawValue <= 0 {
      ids.append(String(cString: id))
    }
    guard status.rawValue <= 0 else {
      throw EngineError(operation: "uenum_next", status: "\(status.rawValue)", context: locale)
    }
    return ids
  }

  /// Foundation's ICU's numbering systems, sorted.
  static func numberingSystems() throws(EngineError) -> [String] {
    var status = U_ZERO_ERROR
    guard let names = swift_unumsys_openAvailableNames(&status), status.rawValue <= 0 else {
      throw EngineError(
        operation: "unumsys_openAvailableNames", status: "\(status.rawValue)",
        context: "numbering systems")
    }
    defer { swift_uenum_close(names) }
    var result: [String] = []
    var length: Int32 = 0
    while let name = swift_uenum_next(names, &length, &status), status.rawValue <= 0 {
      result.append(String(cString: name))
    }
    return result.sorted()
  }

  static func likelyForm(_ id: String) -> String? {
    try? ascii("uloc_addLikelySubtags", id) { swift_uloc_addLikelySubtags(id, $0, $1, $2) }
  }

  /// `zh-TW` through `uloc_forLanguageTag` (which must consume the whole tag), `zh_tw` through
  /// `uloc_getName`.
  @Sendable static func canonical(_ text: String) throws -> String {
    guard text.contains("-") else {
      return try ascii("uloc_getName", text) { swift_uloc_getName(text, $0, $1, $2) }
    }
    var parsed: Int32 = 0
    let canonical = try ascii("uloc_forLanguageTag", text) {
      swift_uloc_forLanguageTag(text, $0, $1, &parsed, $2)
    }
    guard Int(parsed) == text.utf8.count, !canonical.isEmpty else {
      throw InputError.malformedLocale(text, reason: "not a well-formed BCP 47 tag")
    }
    return canonical
  }
}

/// A locale's cardinal plural rules in Foundation's ICU (Foundation formats plurals with them
/// but does not expose them).
final class FoundationPluralRules {
  private let handle: OpaquePointer
  let locale: String

  init(locale: String) throws(EngineError) {
    self.locale = locale
    var status = U_ZERO_ERROR
    guard let handle = swift_uplrules_open(locale, &status), status.rawValue <= 0 else {
      throw EngineError(operation: "uplrules_open", status: "\(status.rawValue)", context: locale)
    }
    self.handle = handle
  }

  deinit { swift_uplrules_close(handle) }

  func category(of number: Int) throws(EngineError) -> String {
    var status = U_ZERO_ERROR
    var buffer = [UInt16](repeating: 0, count: 32)
    let length = swift_uplrules_select(handle, Double(number), &buffer, 32, &status)
    guard status.rawValue <= 0, length > 0, length < 32 else {
      throw EngineError(
        operation: "uplrules_select", status: "\(status.rawValue)", context: "\(locale) \(number)")
    }
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }
}
