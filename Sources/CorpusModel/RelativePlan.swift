/// A unit of a relative time ("in 3 hours", "last Sunday"): ICU's `URelativeDateTimeUnit`, in
/// its order.
public enum RelativeUnit: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase,
  ListedValue
{
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case year, quarter, month, week, day, hour, minute, second
  case sunday, monday, tuesday, wednesday, thursday, friday, saturday

  public static let option = "--unit"

  /// Sunday … Saturday.
  public var isWeekday: Bool { (RelativeUnit.allCases.firstIndex(of: self) ?? 0) >= 8 }
}

/// How long a relative time's words are: ICU's `UDAT_STYLE_LONG`/`SHORT`/`NARROW`.
public enum RelativeWidth: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase {
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case long, short, narrow

  /// `--width`'s value with `--relative`; a duration's width (`wide`) is named as such.
  public init(validating text: String) throws {
    guard let width = RelativeWidth(rawValue: text) else {
      let other = DurationWidth(rawValue: text) != nil ? " (\(text) is a --duration width)" : ""
      throw InputError.invalidValue(
        text, option: "--width with --relative",
        expected: "one of long, short, narrow\(other)")
    }
    self = width
  }
}

/// Whether a relative time may use a named form: `auto` says "yesterday" (ICU's
/// `ureldatefmt_format`), `always` "1 day ago" (`ureldatefmt_formatNumeric`).
public enum RelativeNumeric: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase,
  ListedValue
{
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case always, auto

  public static let option = "--numeric"
}

/// One relative time to render: `-1` `day`, `long`, `auto` → "yesterday".
public struct RelativeQuery: Codable, Hashable, Sendable {
  public var offset: SpanAmount
  public var unit: RelativeUnit
  public var width: RelativeWidth
  public var numeric: RelativeNumeric
  /// Where the string stands in a sentence; nil is `none`, the data as it is (and what a
  /// corpus's relative times are written with).
  public var capitalization: RelativeCapitalization?
  /// A word without an amount (`--relative-word`), which takes the place of the offset and
  /// the numeric mode (then 0 and `auto`, so one word is one query); nil for an offset.
  public var word: RelativeWord?

  public init(
    offset: SpanAmount, unit: RelativeUnit, width: RelativeWidth = .long,
    numeric: RelativeNumeric = .auto, capitalization: RelativeCapitalization? = nil
  ) {
    self.offset = offset
    self.unit = unit
    self.width = width
    self.numeric = numeric
    self.capitalization = capitalization == RelativeCapitalization.none ? nil : capitalization
  }

  /// A word of `unit` (`format --relative-word next --unit day`: "tomorrow").
  public init(
    word: RelativeWord, unit: RelativeUnit, width: RelativeWidth = .long,
    capitalization: RelativeCapitalization? = nil
  ) {
    self.init(
      offset: SpanAmount.fixed("0"), unit: unit, width: width, capitalization: capitalization)
    self.word = word
  }

  /// What it asks, for messages: `-1 day`, `next day`.
  public var asked: String { "\(word?.rawValue ?? offset.text) \(unit.rawValue)" }
}

/// The `relative` artifact's plan: widths, and groups of units with the offsets each is
/// rendered at in one numeric mode. Stored in the manifest as `relative`.
///
/// Groups rather than one grid, because the named forms live at different offsets: −2 … 2 for
/// the calendar units ("the day before yesterday" in de: "vorgestern"), −1 … 1 for hours,
/// minutes and seconds ("this hour", "now") and the weekdays ("last Sunday"); past them `auto`
/// gives what `always` gives, which the `always` group already holds with a larger (10) and a
/// fractional (2.5) offset.
public struct RelativePlan: Codable, Hashable, Sendable {
  public struct Group: Codable, Hashable, Sendable {
    public var units: [RelativeUnit]
    public var numeric: RelativeNumeric
    public var offsets: [SpanAmount]

    public init(units: [RelativeUnit], numeric: RelativeNumeric, offsets: [SpanAmount]) {
      self.units = units
      self.numeric = numeric
      self.offsets = offsets
    }
  }

  public var widths: [RelativeWidth]
  public var groups: [Group]
  /// A team's own configurations (`generate --relative-format`), each one string; nil when
  /// there are none, as in the default plan, so a manifest without them is the one made before
  /// they existed.
  public var configurations: [RelativeConfiguration]?

  public init(
    widths: [RelativeWidth], groups: [Group], configurations: [RelativeConfiguration]? = nil
  ) {
    self.widths = widths
    self.groups = groups
    self.configurations = configurations
  }

  /// Adds configurations (`generate --relative-format`), each once, in the order given.
  public mutating func add(configurations more: [RelativeConfiguration]) {
    guard !more.isEmpty else { return }
    var all = configurations ?? []
    for configuration in more where !all.contains(configuration) { all.append(configuration) }
    configurations = all
  }

  /// The configurations that describe an instant from another, in their order.
  public var betweenQueries: [RelativeInstantsQuery] {
    (configurations ?? []).compactMap {
      guard case .between(let query) = $0.form else { return nil }
      return query
    }
  }

  /// Every entry of the plan, each once, as configurations: ``queries`` (the groups' and the
  /// configured offsets), then ``betweenQueries``. Two plans differ where these do.
  public var entries: [RelativeConfiguration] {
    queries.map(RelativeConfiguration.init) + betweenQueries.map(RelativeConfiguration.init)
  }

  /// Every query of the plan, each once: the groups', then each configured offset not among
  /// them.
  public var queries: [RelativeQuery] {
    let count = widths.count * groups.reduce(0) { $0 + $1.units.count * $1.offsets.count }
    var seen = Set<RelativeQuery>(minimumCapacity: count)
    var queries: [RelativeQuery] = []
    queries.reserveCapacity(count)
    for width in widths {
      for group in groups {
        for unit in group.units {
          for offset in group.offsets {
            let query = RelativeQuery(
              offset: offset, unit: unit, width: width, numeric: group.numeric)
            if seen.insert(query).inserted { queries.append(query) }
          }
        }
      }
    }
    for configuration in configurations ?? [] {
      guard case .offset(let query) = configuration.form else { continue }
      if seen.insert(query).inserted { queries.append(query) }
    }
    return queries
  }

  /// Adds offsets (`generate --relative-offset`) to every group: rendered for every unit,
  /// width and numeric mode of the plan.
  public mutating func add(offsets more: [SpanAmount]) {
    for index in groups.indices {
      for offset in more where !groups[index].offsets.contains(offset) {
        groups[index].offsets.append(offset)
      }
    }
  }

  /// A team's own configurations alone, each one string, with no width or group of the
  /// default plan: what a plan file's `relative` entries make.
  public static func configured(_ configurations: [RelativeConfiguration]) -> RelativePlan {
    var plan = RelativePlan(widths: [], groups: [])
    plan.add(configurations: configurations)
    return plan
  }

  /// The default plan: 111 strings a width, 333 a locale.
  public static let `default` = RelativePlan(
    widths: RelativeWidth.allCases,
    groups: [
      Group(
        units: [.year, .quarter, .month, .week, .day, .hour, .minute, .second], numeric: .always,
        offsets: amounts("-2", "-1", "0", "1", "2", "10", "2.5")),
      Group(
        units: [.year, .quarter, .month, .week, .day], numeric: .auto,
        offsets: amounts("-2", "-1", "0", "1", "2")),
      Group(
        units: [.hour, .minute, .second] + RelativeUnit.allCases.filter(\.isWeekday),
        numeric: .auto, offsets: amounts("-1", "0", "1")),
    ])

  static func amounts(_ texts: String...) -> [SpanAmount] { texts.map(SpanAmount.fixed) }
}
