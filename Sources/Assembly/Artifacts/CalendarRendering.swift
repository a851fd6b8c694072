import CorpusModel

/// One calendar of one locale while its artifacts are asked for: the formatters, the plan, what
/// the steps have made so far and what they share.
public struct CalendarRendering<Formatters: CalendarFormatters> {
  public let formatters: Formatters
  public let plan: Plan
  public let locale: LocaleID
  public let calendar: CalendarID
  public let isRightToLeft: Bool
  /// Whether the per-locale configured pickers (the timers) are rendered in this calendar.
  public let rendersPerLocale: Bool
  /// The locale's timer answers and split patterns, shared by its calendars.
  public let memo: LocalePickerMemo
  /// What the steps made in this calendar.
  public var corpus = CalendarCorpus()
  /// The per-locale configured pickers made here, by key.
  public var perLocalePickers: [String: Picker] = [:]
  /// The locale's accessibility values, made in the calendar that renders per-locale parts.
  public var perLocaleAccessibility: LocaleAccessibility?
  /// What the engine refused here, by key paths in the locale's file (the per-locale parts'
  /// at the file's top, the rest under ``path(_:_:)``).
  public var refused: RefusedEntries = [:]
  /// The reference picker's source, opened by the first step that needs it: the configurations
  /// at the reference's date and zone ask many of its rows again, and each source costs a
  /// formatter.
  private var reference: RememberingPickerSource<Formatters.Pickers>?
  /// Makes this locale's and calendar's formatters in another zone than the style zone.
  private let makeFormatters: (ZoneID) throws -> Formatters
  /// The formatters made in other zones (a format's own `zones`), kept for the calendar.
  private var zoned: [ZoneID: Formatters] = [:]

  init(
    formatters: Formatters, plan: Plan, locale: LocaleID, calendar: CalendarID,
    isRightToLeft: Bool, rendersPerLocale: Bool, memo: LocalePickerMemo,
    makeFormatters: @escaping (ZoneID) throws -> Formatters
  ) {
    self.makeFormatters = makeFormatters
    self.formatters = formatters
    self.plan = plan
    self.locale = locale
    self.calendar = calendar
    self.isRightToLeft = isRightToLeft
    self.rendersPerLocale = rendersPerLocale
    self.memo = memo
  }

  /// The key path of an entry of `artifact` in this calendar: `calendars › buddhist ›
  /// intervals › yMMMd`.
  public func path(_ artifact: Artifact, _ keys: String...) -> [String] {
    ["calendars", calendar.rawValue, artifact.name] + keys
  }

  /// This locale's and calendar's formatters whose strings render in `zone`: ``formatters`` in
  /// the style zone, else ones made for the zone on first use and kept, as a format scope's
  /// `zones` ask the same zone of every template and pattern that names it.
  public mutating func formatters(in zone: ZoneID) throws -> Formatters {
    if zone == plan.styleZone { return formatters }
    if let kept = zoned[zone] { return kept }
    let made = try makeFormatters(zone)
    zoned[zone] = made
    return made
  }

  /// A picker assembly of this locale and calendar.
  public func pickerAssembly(
    configuration: PickerConfiguration = .reference, labelsRows: Bool = false
  ) -> PickerAssembly {
    PickerAssembly(
      locale: locale, calendar: calendar, isRightToLeft: isRightToLeft,
      configuration: configuration, labelsRows: labelsRows, memo: memo)
  }

  /// The source of the reference picker's rows (its date and zone), kept for the calendar.
  public mutating func referencePickerSource() throws -> RememberingPickerSource<
    Formatters.Pickers
  > {
    if let reference { return reference }
    let configuration = PickerConfiguration.reference
    let made = RememberingPickerSource(
      try formatters.pickerSource(date: configuration.date, zone: configuration.zone))
    reference = made
    return made
  }
}
