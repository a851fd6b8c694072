import CICU
import CorpusModel

/// ICU's available locales and the likely-subtags index that decides whether a locale exists.
///
/// ICU formats an unknown locale as root without a word, and answers even `zh_TW` with
/// `U_USING_DEFAULT_WARNING`, so existence is decided here, from the list: a locale is known
/// when ICU lists it or lists an id with the same likely-subtags form (`zh_TW` and the listed
/// `zh_Hant_TW` both maximize to `zh_Hant_TW`).
struct ICULocales: Sendable {
  let available: [LocaleID]
  private let availableSet: Set<String>
  /// Likely-subtags form → the listed ids with that form.
  private let byLikelyForm: [String: [String]]
  /// Short spellings that reach a listed id by likely subtags (`zh_TW`), for hints.
  private let aliases: [String]

  init() throws(EngineError) {
    var ids: [String] = []
    for index in 0..<cicu_availableLocaleCount() {
      ids.append(String(cString: cicu_availableLocale(index)))
    }
    available = ids.map(LocaleID.init(rawValue:)).sorted()
    availableSet = Set(ids)
    var index: [String: [String]] = [:]
    var aliases: [String] = []
    for id in ids {
      let likely = try ICULocales.likelyForm(id)
      index[likely, default: []].append(id)
      // lang_Script_REGION is reached as lang_REGION when that maximizes to it.
      let parts = id.split(separator: "_")
      if parts.count == 3, parts[1].count == 4 {
        let short = "\(parts[0])_\(parts[2])"
        if !availableSet.contains(short), (try? ICULocales.likelyForm(short)) == likely {
          aliases.append(short)
        }
      }
    }
    byLikelyForm = index
    self.aliases = aliases
  }

  static func likelyForm(_ id: String) throws(EngineError) -> String {
    try icuASCII("uloc_addLikelySubtags", id) { buffer, capacity, status in
      cicu_localeAddLikelySubtags(id, buffer, capacity, status)
    }
  }

  /// The listed id a locale reaches, or nil when ICU has no data for it.
  func listedID(for locale: LocaleID) -> String? {
    if availableSet.contains(locale.rawValue) { return locale.rawValue }
    guard let likely = try? ICULocales.likelyForm(locale.rawValue) else { return nil }
    return byLikelyForm[likely]?.sorted().first
  }

  /// Canonicalizes `zh-TW`, `zh_tw` or `zh_TW` to `zh_TW` and checks ICU has it.
  ///
  /// - Throws: `InputError` for a malformed or unknown locale, with close matches.
  func resolve(_ text: String) throws -> LocaleID {
    let allowed = text.utf8.allSatisfy { byte in
      (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    guard !text.isEmpty, text.utf8.count <= 64, allowed else {
      throw InputError.malformedLocale(
        text, reason: "only letters, digits, '_' and '-' may appear in a locale id")
    }
    let canonical: String
    if text.contains("-") {
      var parsed: Int32 = 0
      canonical = try icuASCII("uloc_forLanguageTag", text) { buffer, capacity, status in
        cicu_localeForLanguageTag(text, buffer, capacity, &parsed, status)
      }
      guard Int(parsed) == text.utf8.count, !canonical.isEmpty else {
        throw InputError.malformedLocale(text, reason: "not a well-formed BCP 47 tag")
      }
    } else {
      canonical = try icuASCII("uloc_getName", text) { buffer, capacity, status in
        cicu_localeName(text, buffer, capacity, status)
      }
    }
    guard !canonical.isEmpty, !canonical.contains("@") else {
      throw InputError.malformedLocale(
        text, reason: "keywords are not part of a corpus locale (the calendar is --calendar)")
    }
    let locale = LocaleID(rawValue: canonical)
    guard listedID(for: locale) != nil else {
      throw InputError.unknownLocale(text, suggestions: suggestions(for: canonical))
    }
    return locale
  }

  private func suggestions(for id: String) -> [String] {
    let language = id.split(separator: "_").first.map(String.init) ?? id
    let pool = available.map(\.rawValue) + aliases
    let sameLanguage = pool.filter { $0 == language || $0.hasPrefix(language + "_") }
    if !sameLanguage.isEmpty {
      return closeMatches(to: id, in: sameLanguage, maxDistance: Int.max, limit: 4)
    }
    return closeMatches(to: id, in: pool, maxDistance: 1, limit: 4)
  }
}
