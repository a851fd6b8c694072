/// Where one of the plan's templates or fixed patterns is rendered, when not in every locale
/// and calendar of the plan: a plan file's per-format `locales` and `calendars`; and where and
/// when, when not in the style zone at the skeleton instant: its `zones` and `instants`. A
/// configured duration, relative time or interval template names its `locales` and `engines`,
/// a configured picker its `locales`, a style pair its `locales`, `zones`, `instants` and
/// `engines`.
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
    /// A configured duration (``DurationPlan/configurations``), by its text: its scope names
    /// its locales and engines only (a duration is written once per locale, in no zone).
    case duration
    /// A configured relative time (``RelativePlan/configurations``), by its text: locales and
    /// engines only.
    case relative
    /// An interval template (``Plan/intervalTemplates``): locales, calendars and engines (it
    /// renders over the plan's interval pairs, in the style zone).
    case interval
    /// A style pair (``Plan/stylePairs``), by its `date/time` text: locales, calendars, zones,
    /// instants and engines (it renders in every calendar, in the plan's zones at its seed
    /// instants, unless its scope narrows them).
    case style
    /// A configured picker (``Plan/pickers``), by its key (`time,minute-interval=5`): locales,
    /// engines, and calendars for a date or time picker (its configuration, its zone and date among it,
    /// is in its key; a timer is written once per locale, in no calendar).
    case picker

    public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
  }

  public var kind: Kind
  /// The template or pattern, as the plan lists it.
  public var format: String
  /// The locales it renders in; nil, every locale of the plan.
  public var locales: [LocaleID]?
  /// The calendars it renders in; nil, every calendar of the plan.
  public var calendars: [CalendarID]?
  /// The zones it renders in, in the order given; nil, the plan's style zone alone (a style
  /// pair: the plan's zones). Any zone the engine knows, not only the plan's: a zone renders no
  /// other format.
  public var zones: [ZoneID]?
  /// The instants it renders at, sorted; nil, ``Plan/skeletonInstant`` alone (a style pair:
  /// the plan's ``Plan/seedInstants``).
  public var instants: [Instant]?
  /// The engines that render it, among the plan's ``Plan/engines``, sorted; nil, the corpus's
  /// own engine alone.
  public var engines: [String]?

  public init(
    kind: Kind, format: String, locales: [LocaleID]? = nil, calendars: [CalendarID]? = nil,
    zones: [ZoneID]? = nil, instants: [Instant]? = nil, engines: [String]? = nil
  ) {
    self.kind = kind
    self.format = format
    self.locales = locales.map { Array(Set($0)).sorted() }
    self.calendars = calendars.map { Array(Set($0)).sorted() }
    self.zones = zones.map(Plan.unique)
    self.instants = instants.map(Plan.sortedUnique)
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
    if let zones { parts.append("zones " + zones.map(\.rawValue).joined(separator: ", ")) }
    if let instants {
      parts.append("instants " + instants.map(\.iso8601).joined(separator: ", "))
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

extension Plan {
  /// Whether the plan renders its configured duration, relative time or interval template
  /// `format` in `locale`: everywhere, unless a scope names its locales.
  public func renders(_ kind: FormatScope.Kind, _ format: String, in locale: LocaleID) -> Bool {
    scope(kind, format)?.locales?.contains(locale) ?? true
  }

  /// Whether the plan renders its style pair, interval template or date picker `format` in
  /// `calendar`: everywhere, unless a scope names its calendars.
  public func renders(_ kind: FormatScope.Kind, _ format: String, in calendar: CalendarID) -> Bool {
    scope(kind, format)?.calendars?.contains(calendar) ?? true
  }

  /// The plan one locale's file is rendered with: the configured durations and relative times,
  /// the interval templates, the style pairs and the configured pickers' modes whose scope
  /// leaves the locale out are taken out, so the steps that write them (whose plans are listed
  /// once per run) need no scope of their own. The plan itself when no such scope names
  /// locales, as in the default plan.
  public func narrowed(toLocale locale: LocaleID) -> Plan {
    let spans: Set<FormatScope.Kind> = [.duration, .relative, .interval, .style, .picker]
    guard
      let scopes = formatScopes,
      scopes.contains(where: { spans.contains($0.kind) && $0.locales != nil })
    else { return self }
    var plan = self
    plan.durations?.configurations = durations?.configurations?.filter {
      renders(.duration, $0.text, in: locale)
    }
    plan.relative?.configurations = relative?.configurations?.filter {
      renders(.relative, $0.text, in: locale)
    }
    plan.intervalTemplates = intervalTemplates?.filter { renders(.interval, $0, in: locale) }
    plan.stylePairs = stylePairs?.filter { renders(.style, $0, in: locale) }
    // A picker is scoped by its key, which names one mode: a configuration planned in several
    // modes keeps the modes the locale renders.
    plan.pickers = pickers?.compactMap { planned in
      let modes = planned.modes.filter { renders(.picker, planned.key(mode: $0), in: locale) }
      guard !modes.isEmpty else { return nil }
      return PlannedPicker(
        modes: modes, calendars: planned.calendars, configuration: planned.configuration)
    }
    return plan
  }

  /// The scope of a template or fixed pattern, nil when it has none.
  public func scope(_ kind: FormatScope.Kind, _ format: String) -> FormatScope? {
    formatScopes?.first { $0.kind == kind && $0.format == format }
  }

  /// Where and when the plan renders a template or fixed pattern: its scope's zones (else the
  /// style zone) at its instants (else the skeleton instant); nil for one zone and one instant,
  /// whose string keeps the shape of a format without a scope (``FormatPlace``).
  public func places(_ kind: FormatScope.Kind, _ format: String) -> (
    zone: ZoneID, instant: Instant, several: [FormatPlace]?
  ) {
    guard let scope = scope(kind, format), scope.zones != nil || scope.instants != nil else {
      return (styleZone, Plan.skeletonInstant, nil)
    }
    let zones = scope.zones ?? [styleZone]
    let instants = scope.instants ?? [Plan.skeletonInstant]
    guard zones.count > 1 || instants.count > 1 else { return (zones[0], instants[0], nil) }
    var places: [FormatPlace] = []
    for zone in zones {
      for instant in instants {
        places.append(
          FormatPlace(
            zone: zone, instant: instant,
            keys: (zones.count > 1 ? [zone.rawValue] : [])
              + (instants.count > 1 ? [instant.iso8601] : [])))
      }
    }
    return (zones[0], instants[0], places)
  }
}

/// One of the zones and instants a template or fixed pattern renders at when its scope names
/// several (`zones: [UTC, Asia/Tokyo]`, `instants: [...]`): its string is keyed by the zone
/// when there are several zones, then by the instant when there are several instants, so each
/// key says what the string depends on and a format without them keeps its one-value shape.
public struct FormatPlace: Codable, Hashable, Sendable {
  public var zone: ZoneID
  public var instant: Instant
  /// The keys under the format's own: `["Asia/Tokyo", "2024-01-27T18:00:00Z"]`, or one of them.
  public var keys: [String]

  public init(zone: ZoneID, instant: Instant, keys: [String]) {
    self.zone = zone
    self.instant = instant
    self.keys = keys
  }
}
