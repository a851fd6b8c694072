import CICU
import CorpusModel

/// ICU 72's locale list and spelling rules, for ``LocaleIndex``.
enum ICULocales {
  static func index() -> LocaleIndex {
    var ids: [String] = []
    for index in 0..<cicu_availableLocaleCount() {
      ids.append(String(cString: cicu_availableLocale(index)))
    }
    return LocaleIndex(
      available: ids, rules: LocaleIndex.Rules(canonical: canonical, likelyForm: likelyForm))
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
}
