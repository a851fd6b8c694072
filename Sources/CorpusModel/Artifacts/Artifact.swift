/// A kind of corpus entry (`styles`, `month`, …), declared once: its name, where a golden file
/// holds it, the plan keys it owns, how a corpus made before it is recognised, how its changes
/// are classed and where a report draws it.
///
/// Every other part reads these values instead of spelling an artifact's name: the encoder
/// writes ``name`` as the artifact's key, `--artifact` lists ``all``, ``Change`` locates an
/// entry's artifact by it, the checker picks the comparison by ``comparison``, the reports
/// order and draw by ``page`` and ``drawing``, and the "predates" notes come from ``addition``.
/// Each artifact is declared in its own file (`Artifact+Styles.swift` …), like swift-format's
/// one rule per file; adding an artifact starts with adding one.
public struct Artifact: Hashable, Sendable, CustomStringConvertible {
  /// The artifact's key in a golden file, its `--artifact` name and report label: `styles`.
  public let name: String
  /// Where a golden file holds its entries.
  public let place: Place
  /// The plan's keys (in `manifest.json`'s `plan`, ``Plan`` members of those names) that say
  /// what it renders, declared here and nowhere else: `templates` for ``skeletons``; none when
  /// the plan's shared axes (zones, instants) say it. ``Plan/keys`` reads them.
  public let planKeys: [PlanKey]
  /// For an artifact added after the first corpora were made: how a plan made before it is
  /// recognised and what the notes say. Nil for an artifact every corpus has.
  public let addition: PlanAddition?
  /// How a changed entry is classed.
  public let comparison: Comparison
  /// How the HTML report draws it.
  public let drawing: Drawing

  public init(
    name: String, place: Place, planKeys: [PlanKey] = [], addition: PlanAddition? = nil,
    comparison: Comparison = .strings, drawing: Drawing = .table
  ) {
    self.name = name
    self.place = place
    self.planKeys = planKeys
    self.addition = addition
    self.comparison = comparison
    self.drawing = drawing
  }

  public var description: String { name }

  /// The first of ``planKeys``' names: the key the manifest codec reads the artifact's plan
  /// entries under.
  public var planKey: String? { planKeys.first?.name }

  /// The file of an artifact stored once per corpus (`fields.json`), nil for the others.
  public var fileName: String? {
    if case .corpusFile(let name) = place { return name }
    return nil
  }

  /// Where a golden file holds an artifact's entries.
  public enum Place: Hashable, Sendable {
    /// Under each calendar of a locale's file: `calendars › gregorian › styles`.
    case calendar
    /// At the top of a locale's file: `week`.
    case locale
    /// Under each calendar, and once per locale for what does not depend on the calendar (the
    /// configured timers): `calendars › gregorian › pickers` and `pickers`.
    case calendarAndLocale
    /// A file of its own, once per corpus: `fields.json`, whose root key is the artifact's name.
    case corpusFile(String)
  }

  /// How a changed entry of the artifact gets its class.
  public enum Comparison: Hashable, Sendable {
    /// A changed string is classed by what its change is (`whitespace` … `text`).
    case strings
    /// A picker: strings as above, and a wheel order that moved is `order`.
    case picker
    /// A calendar view's month: a first weekday that moved turns the whole month (`order`); its
    /// rows are strings.
    case monthGrid
    /// Every change is `parsing`: a string that parsed back no longer does, or lands elsewhere.
    case parsing
  }

  /// How the HTML report draws an artifact.
  public enum Drawing: Hashable, Sendable {
    /// Pickers as wheels, each with its selected rows in the band.
    case wheels
    /// Configured pickers as wheels, what a file leaves out as the reference's taken from it.
    case configuredPickers
    /// Months as grids.
    case monthGrid
    /// The style grid: pairs by zone and instant.
    case styleGrid
    /// Template → pattern and string.
    case patternTable
    /// A table of the artifact's keys and values.
    case table
    /// A two-level object as a grid: first-level keys down, second-level keys across.
    case grid
    /// Spans of time: a row per line of the golden file, a cell per offset or amount with its
    /// key above its string.
    case spanRows
  }

  /// Every artifact, in the order `--artifact`'s help and the reports list them.
  public static let all: [Artifact] = [
    .month, .wheels, .pickers, .styles, .skeletons, .patterns, .parsing, .week, .fields,
    .intervals, .arithmetic,
    .relative, .durations,
    .monthRanges, .accessibility,
  ]

  /// Where a locale's page draws a calendar's artifacts: these first, in this order, the others
  /// after them by name.
  public static let pageOrder: [Artifact] = [.wheels, .month, .styles, .skeletons]

  /// The artifact of a name (`styles`), nil for any other text.
  public static func named(_ name: String) -> Artifact? { byName[name] }

  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The names of ``all``, in order.
  public static var names: [String] { all.map(\.name) }

  /// Whether a locale's file holds some of the artifact's entries once, outside its calendars
  /// (``Place/locale`` and ``Place/calendarAndLocale``): where a report draws them.
  public var isOncePerLocale: Bool {
    switch place {
    case .locale, .calendarAndLocale: true
    case .calendar, .corpusFile: false
    }
  }
}
