/// An engine's available locales and the likely-subtags index that decides whether a locale
/// exists.
///
/// ICU formats an unknown locale as root without a word, and answers even `zh_TW` with
/// `U_USING_DEFAULT_WARNING`, so existence is decided here, from the list: a locale is known
/// when the engine lists it or lists an id with the same likely-subtags form (`zh_TW` and the
/// listed `zh_Hant_TW` both maximize to `zh_Hant_TW`).
public struct LocaleIndex: Sendable {
  /// How an engine spells locales: its canonical form of a user's text and the likely-subtags
  /// form of an id (nil when it has none).
  public struct Rules: Sendable {
    /// ICU or BCP 47 text → the engine's canonical id; throws `InputError.malformedLocale`.
    public var canonical: @Sendable (String) throws -> String
    public var likelyForm: @Sendable (String) -> String?

    public init(
      canonical: @escaping @Sendable (String) throws -> String,
      likelyForm: @escaping @Sendable (String) -> String?
    ) {
      self.canonical = canonical
      self.likelyForm = likelyForm
    }
  }

  public let available: [LocaleID]
  private let availableSet: Set<String>
  /// Likely-subtags form → the listed ids with that form.
  private let byLikelyForm: [String: [String]]
  /// Short spellings that reach a listed id by likely subtags (`zh_TW`), for hints.
  private let aliases: [String]
  private let rules: Rules

  public init(available ids: [String], rules: Rules) {
    self.rules = rules
    available = ids.map(LocaleID.init(rawValue:)).sorted()
    let availableSet = Set(ids)
    self.availableSet = availableSet
    var index: [String: [String]] = [:]
    var aliases: [String] = []
    for id in ids {
      guard let likely = rules.likelyForm(id) else { continue }
      index[likely, default: []].append(id)
      // lang_Script_REGION is reached as lang_REGION when that maximizes to it.
      let parts = id.split(separator: "_")
      if parts.count == 3, parts[1].count == 4 {
        let short = "\(parts[0])_\(parts[2])"
        if !availableSet.contains(short), rules.likelyForm(short) == likely { aliases.append(short) }
      }
    }
    byLikelyForm = index
    self.aliases = aliases
  }

  /// The listed id a locale reaches, or nil when the engine has no data for it.
  public func listedID(for locale: LocaleID) -> String? {
    if availableSet.contains(locale.rawValue) { return locale.rawValue }
    guard let likely = rules.likelyForm(locale.rawValue) else { return nil }
    return byLikelyForm[likely]?.sorted().first
  }

  /// Canonicalizes `zh-TW`, `zh_tw` or `zh_TW` to `zh_TW` and checks the engine has it.
  ///
  /// - Throws: `InputError` for a malformed or unknown locale, with close matches.
  public func resolve(_ text: String) throws -> LocaleID {
    let allowed = text.utf8.allSatisfy { byte in
      (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    guard !text.isEmpty, text.utf8.count <= 64, allowed else {
      throw InputError.malformedLocale(
        text, reason: "only letters, digits, '_' and '-' may appear in a locale id")
    }
    let canonical = try rules.canonical(text)
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
