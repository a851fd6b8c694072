import CorpusModel
import Synchronization

/// An engine's available locales and the rule that decides whether a locale exists.
///
/// ICU formats an unknown locale as root without a word, and answers even `zh_TW` with
/// `U_USING_DEFAULT_WARNING`, so existence is decided here, from the list: a locale is known
/// when the engine lists it, or lists an id with the same likely-subtags form (`zh_TW` and the
/// listed `zh_Hant_TW` both maximize to `zh_Hant_TW`) whose data the engine really renders for
/// it. That last part matters: `und_TW` maximizes to `zh_Hant_TW` but renders root, `ff_GH`
/// maximizes to `ff_Latn_GH` but ICU 72 opens `ff_Latn`, and ICU 76 gives `nds_Latn` another
/// hour cycle than `nds`. So an unlisted spelling must open the same resource bundle as the
/// listed id and render the same sample (``DataProbe``).
public struct LocaleIndex: Sendable {
  /// How an engine spells locales and what it renders for an id.
  public struct Rules: Sendable {
    /// ICU or BCP 47 text → the engine's canonical id; throws `InputError.malformedLocale`.
    public var canonical: @Sendable (String) throws -> String
    /// The likely-subtags form of an id (nil when it has none).
    public var likelyForm: @Sendable (String) -> String?
    /// What the engine opens and renders for an id; nil when it has no data of its own for it.
    public var probe: @Sendable (String) -> DataProbe?

    public init(
      canonical: @escaping @Sendable (String) throws -> String,
      likelyForm: @escaping @Sendable (String) -> String?,
      probe: @escaping @Sendable (String) -> DataProbe?
    ) {
      self.canonical = canonical
      self.likelyForm = likelyForm
      self.probe = probe
    }
  }

  /// The data an engine uses for an id: two ids with equal probes render alike.
  public struct DataProbe: Equatable, Sendable {
    /// The locale whose resource bundle the engine opens (ICU's valid locale: `zh_TW` →
    /// `zh_Hant_TW`, `en_Latn_US` → `en_US`).
    public var dataLocale: String
    /// A few strings the engine renders for the id: styles and skeleton patterns.
    public var sample: [String]

    public init(dataLocale: String, sample: [String]) {
      self.dataLocale = dataLocale
      self.sample = sample
    }

    /// What every engine samples, in each calendar: these style pairs at ``sampleInstant`` in
    /// ``sampleZone``, then the patterns of these skeletons. Every calendar, because an id's
    /// hour cycle can differ in one calendar only (ICU 76: `mic_Latn` and `mic` agree in the
    /// Gregorian calendar, not in the Buddhist one).
    public static let samplePairs = [
      StylePair(date: .full, time: .full), StylePair(date: .short, time: .short),
    ]
    public static let sampleSkeletons = ["yMMMMd", "jmm", "MMMEd"]
    public static let sampleInstant = Plan.skeletonInstant
    public static let sampleZone = ZoneID(rawValue: "America/New_York")
  }

  /// The engine's `--engine` name, for messages.
  public let engine: String
  public let available: [LocaleID]
  private let availableSet: Set<String>
  /// The ids in the engine's own order (hints rank ties by it).
  private let engineOrder: [String]
  private let rules: Rules
  /// What is read from the engine only when asked (each likely form costs an ICU call: all of
  /// them were 2% of `generate --locale zh_TW`), kept for the index's life.
  private let memo: Memo

  public init(available ids: [String], engine: String, rules: Rules) {
    self.engine = engine
    self.rules = rules
    available = ids.map(LocaleID.init(rawValue:)).sorted()
    availableSet = Set(ids)
    engineOrder = ids
    memo = Memo()
  }

  /// The index's answers read on first use, under a lock: threads share one index.
  private final class Memo: Sendable {
    struct State {
      /// Language → likely-subtags form → the listed ids of that language with that form.
      var byLanguage: [String: [String: [String]]] = [:]
      /// Canonical id → the listed id whose data the engine renders for it (nil: none).
      var listed: [String: String?] = [:]
      /// Short spellings whose likely form is a listed id's (`zh_TW`), read for hints only.
      var aliases: [String]?
    }
    let state = Mutex(State())
  }

  /// The language of an id or a likely form: `zh` of `zh_Hant_TW`.
  private static func language(_ id: String) -> String {
    String(id.prefix { $0 != "_" && $0 != "@" })
  }

  /// Likely form → the listed ids with that form, among the listed ids of `language`. A likely
  /// form keeps its id's language (only `und` changes, and no engine lists `und`), so the ids
  /// of one language are all that can share a form: one ICU call each, asked once.
  private func listedByLikelyForm(language: String) -> [String: [String]] {
    if let known = memo.state.withLock({ $0.byLanguage[language] }) { return known }
    var index: [String: [String]] = [:]
    for id in availableSet where Self.language(id) == language {
      guard let likely = rules.likelyForm(id) else { continue }
      index[likely, default: []].append(id)
    }
    let sorted = index.mapValues { $0.sorted() }
    memo.state.withLock { $0.byLanguage[language] = sorted }
    return sorted
  }

  /// The listed ids whose likely-subtags form is `likely`.
  private func listed(withLikelyForm likely: String) -> [String]? {
    listedByLikelyForm(language: Self.language(likely))[likely]
  }

  /// Short spellings whose likely form is a listed id's (`zh_TW` for `zh_Hant_TW`), candidates
  /// for hints: lang_Script_REGION is reached as lang_REGION when that maximizes to it.
  private var aliases: [String] {
    if let known = memo.state.withLock({ $0.aliases }) { return known }
    var aliases: [String] = []
    for id in engineOrder {
      let parts = id.split(separator: "_")
      guard parts.count == 3, parts[1].count == 4 else { continue }
      let short = "\(parts[0])_\(parts[2])"
      guard !availableSet.contains(short), let likely = rules.likelyForm(id),
        rules.likelyForm(short) == likely
      else { continue }
      aliases.append(short)
    }
    memo.state.withLock { $0.aliases = aliases }
    return aliases
  }

  /// The listed id whose data the engine renders for a canonical id, or nil when it has none.
  /// Asked once per id: the answer probes the engine's data (``DataProbe``).
  public func listedID(for id: String) -> String? {
    if availableSet.contains(id) { return id }
    if let known = memo.state.withLock({ $0.listed[id] }) { return known }
    let listed = probedListedID(for: id)
    memo.state.withLock { $0.listed[id] = .some(listed) }
    return listed
  }

  private func probedListedID(for id: String) -> String? {
    guard let likely = rules.likelyForm(id), let candidates = listed(withLikelyForm: likely),
      let probe = rules.probe(id)
    else { return nil }
    // The bundle ICU opens first: `en_Latn_US` opens `en_US`, not the listed `en`.
    let ordered =
      candidates.filter { $0 == probe.dataLocale } + candidates.filter { $0 != probe.dataLocale }
    return ordered.first { rules.probe($0) == probe }
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
    let canonical = LocaleIndex.replacingLegacyLanguage(try rules.canonical(text))
    // ICU 72 spells `und_TW` as `_TW` and `und` or `root` as ""; ICU 76 keeps `und` and `root`.
    let language = canonical.prefix { $0 != "_" && $0 != "@" }
    if language.isEmpty || language == "und" || language == "root" {
      throw InputError.localeWithoutLanguage(text, example: example(forLanguageless: canonical))
    }
    guard !canonical.contains("@") else {
      throw InputError.malformedLocale(
        text, reason: "keywords are not part of a corpus locale (the calendar is --calendar)")
    }
    guard listedID(for: canonical) != nil else {
      throw InputError.unknownLocale(
        text, engine: engine, suggestions: suggestions(for: canonical))
    }
    return LocaleID(rawValue: canonical)
  }

  /// Legacy language codes and the codes ICU 72's `Locale::createCanonical` replaces them with
  /// (CLDR's language aliases): `iw_IL` → `he_IL`, `tl_PH` → `fil_PH`, `sh_RS` → `sr_Latn_RS`.
  /// Neither engine lists the legacy codes, and `uloc_getName` keeps them as they are.
  public static let legacyLanguages = [
    "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "tl": "fil", "mo": "ro", "sh": "sr_Latn",
  ]

  /// `iw_IL` → `he_IL`; any other id as it is. A script the id names wins over the
  /// replacement's (`sh_Cyrl_RS` → `sr_Cyrl_RS`).
  public static func replacingLegacyLanguage(_ id: String) -> String {
    let language = id.prefix { $0 != "_" && $0 != "@" }
    guard let replacement = legacyLanguages[String(language)] else { return id }
    let rest = id.dropFirst(language.count)
    let parts = rest.split(separator: "_", maxSplits: 1)
    let namesScript = parts.first.map { $0.count == 4 && $0.allSatisfy(\.isLetter) } ?? false
    let base = namesScript ? String(replacement.prefix { $0 != "_" }) : replacement
    return base + rest
  }

  /// A locale with a language that the rest of a language-less id points to: `und_TW` → `zh_TW`,
  /// `und` → `en_US`; the short `lang_REGION` spelling when the engine accepts it.
  private func example(forLanguageless canonical: String) -> String? {
    let rest = canonical.drop { $0 != "_" && $0 != "@" }.prefix { $0 != "@" }
    guard let likely = rules.likelyForm("und" + rest), let listed = listed(withLikelyForm: likely)
    else {
      return nil
    }
    let parts = likely.split(separator: "_")
    let short = parts.count == 3 ? ["\(parts[0])_\(parts[2])"] : []
    func languageRegion(_ id: String) -> Bool {
      let parts = id.split(separator: "_")
      return parts.count == 2 && parts[1].count != 4
    }
    let candidates = short + listed.filter(languageRegion) + listed.filter { !languageRegion($0) }
    return candidates.first { listedID(for: $0) != nil }
  }

  /// Region codes people type for another (CLDR's territory aliases of current regions):
  /// `en_UK` means `en_GB`.
  static let regionAliases = [
    "UK": "GB", "BU": "MM", "DD": "DE", "FX": "FR", "TP": "TL", "YU": "RS", "ZR": "CD",
    "CS": "RS", "AN": "CW",
  ]

  /// The region alias's id first (`en_UK` → `en_GB`), then the listed ids with the same likely
  /// form (`ff_GH` → `ff_Latn_GH`), then the nearest spellings of the same language, or of any
  /// language one edit away.
  private func suggestions(for id: String) -> [String] {
    let parts = id.split(separator: "_").map(String.init)
    let aliased =
      parts.count >= 2
      ? LocaleIndex.regionAliases[parts[parts.count - 1]].map {
        (parts.dropLast() + [$0]).joined(separator: "_")
      } : nil
    let sameForm =
      (aliased.map { [$0] } ?? []) + (rules.likelyForm(id).flatMap { listed(withLikelyForm: $0) } ?? [])
    let language = id.split(separator: "_").first.map(String.init) ?? id
    let pool = available.map(\.rawValue) + aliases
    let sameLanguage = pool.filter { $0 == language || $0.hasPrefix(language + "_") }
    let ranked =
      sameLanguage.isEmpty
      ? closeMatches(to: id, in: pool, maxDistance: 1, limit: .max)
      : closeMatches(to: id, in: sameLanguage, maxDistance: .max, limit: .max)
    let first =
      (aliased.map { [$0] } ?? [])
      + closeMatches(to: id, in: sameForm, maxDistance: .max, limit: .max).filter { $0 != aliased }
    // An alias is named only if it would be accepted (`ff_GH` is not).
    return Array(
      (first + ranked.filter { !sameForm.contains($0) }).lazy.filter { listedID(for: $0) != nil }
        .prefix(4))
  }
}
