/// Where one of the plan's templates or fixed patterns is rendered, when not in every locale
/// and calendar of the plan: a plan file's per-format `locales` and `calendars`.
///
/// An app formats its ISO timestamp in `en` alone, or pins one format to the ISO 8601
/// calendar; rendering such a format everywhere would fill the corpus with strings the app never
/// shows. A scope only narrows: its locales and calendars are among the plan's (the plan file's
/// reader refuses others), and a format without a scope renders everywhere, as before scopes.
public struct FormatScope: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Which of the plan's lists the format is in.
  public enum Kind: String, Codable, Hashable, Sendable, Comparable {
    case template
    case pattern

    public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
  }

  public var kind: Kind
  /// The template or pattern, as the plan lists it.
  public var format: String
  /// The locales it renders in; nil, every locale of the plan.
  public var locales: [LocaleID]?
  /// The calendars it renders in; nil, every calendar of the plan.
  public var calendars: [CalendarID]?
  /// The engines that render it, among the plan's ``Plan/engines``, sorted; nil, the corpus's
  /// own engine alone.
  public var engines: [String]?

  public init(
    kind: Kind, format: String, locales: [LocaleID]? = nil, calendars: [CalendarID]? = nil,
    engines: [String]? = nil
  ) {
    self.kind = kind
    self.format = format
    self.locales = locales.map { Array(Set($0)).sorted() }
    self.calendars = calendars.map { Array(Set($0)).sorted() }
    self.engines = engines.map { Array(Set($0)).sorted() }
  }

  /// Whether the format renders in `locale` and `calendar`.
  public func includes(_ locale: LocaleID, _ calendar: CalendarID) -> Bool {
    (locales?.contains(locale) ?? true) && (calendars?.contains(calendar) ?? true)
  }

  /// `template 'MMM d' in locales en; calendars gregorian`: how plan differences name it.
  public var description: String {
    var parts: [String] = []
    if let locales { parts.append("locales " + locales.map(\.rawValue).joined(separator: ", ")) }
    if let calendars {
      parts.append("calendars " + calendars.map(\.rawValue).joined(separator: ", "))
    }
    if let engines { parts.append("engines " + engines.joined(separator: ", ")) }
    return "\(kind.rawValue) '\(format)' in " + parts.joined(separator: "; ")
  }

  public static func < (a: FormatScope, b: FormatScope) -> Bool {
    (a.kind, a.format) < (b.kind, b.format)
  }
}

extension Plan {
  /// Whether the plan renders its template or fixed pattern `format` in `locale` and
  /// `calendar`: everywhere, unless a scope narrows it.
  public func renders(
    _ kind: FormatScope.Kind, _ format: String, in locale: LocaleID, _ calendar: CalendarID
  ) -> Bool {
    guard let scopes = formatScopes, !scopes.isEmpty else { return true }
    return scopes.first { $0.kind == kind && $0.format == format }?.includes(locale, calendar)
      ?? true
  }
}
