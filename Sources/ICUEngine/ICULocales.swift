import CICU
import CorpusModel

/// ICU 72's locale list and spelling rules, for ``ICUSource``.
enum ICULocales {
  static func available() -> [String] {
    (0..<cicu_availableLocaleCount()).map { String(cString: cicu_availableLocale($0)) }
  }

  static func likelyForm(_ id: String) -> String? {
    try? icuASCII("uloc_addLikelySubtags", id) { buffer, capacity, status in
      cicu_localeAddLikelySubtags(id, buffer, capacity, status)
    }
  }

  /// `zh-TW` through `uloc_forLanguageTag` (which must consume the whole tag), `zh_tw` through
  /// `uloc_getName`.
  @Sendable static func canonical(_ text: String) throws -> String {
    guard text.contains("-") else {
      return try icuASCII("uloc_getName", text) { buffer, capacity, status in
        cicu_localeName(text, buffer, capacity, status)
      }
    }
    var parsed: Int32 = 0
    let canonical = try icuASCII("uloc_forLanguageTag", text) { buffer, capacity, status in
      cicu_localeForLanguageTag(text, buffer, capacity, &parsed, status)
    }
    guard Int(parsed) == text.utf8.count, !canonical.isEmpty else {
      throw InputError.malformedLocale(text, reason: "not a well-formed BCP 47 tag")
    }
    return canonical
  }

  /// `U_USING_DEFAULT_WARNING`: ICU found nothing for the id and opened the process's default
  /// locale instead (`und_TW`, `xx`).
  private static let usingDefault: Int32 = -127

  /// ICU's valid locale of the id's resource bundle; nil when ICU opened the default locale.
  static func dataLocale(_ id: String) -> String? {
    var status: Int32 = 0
    let dataLocale = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 160) { buffer in
      let length = cicu_localeDataLocale(id, buffer.baseAddress!, 159, &status)
      guard status <= 0, status != usingDefault, length > 0, length < 160 else { return "" }
      buffer[Int(length)] = 0
      return String(cString: buffer.baseAddress!)
    }
    return dataLocale.isEmpty ? nil : dataLocale
  }
}
