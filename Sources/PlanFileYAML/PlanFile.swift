import CorpusModel

/// A team's plan file (`fmtcorpus.yml`), read but not yet checked: every value as written, with
/// its line and column, so that the flags' own parsers (in FormatCorpus, beside the engine) can
/// check it and a refusal can point at it.
///
/// The file is the source of a team's plan; the manifest records the plan the corpus was made
/// with. It is untrusted input (it comes in pull requests): ``read(_:fileName:)`` bounds its
/// size and the values it expands to, and refuses what it does not know in one line.
public struct PlanFile: Sendable, Hashable {
  /// The file's path as found or given (`fmtcorpus.yml`, `../fmtcorpus.yml`): messages start
  /// with it.
  public var fileName: String
  /// The corpus folder, relative to the file's folder.
  public var corpus: Located?
  /// The engine (`--engine`'s spellings): `engine`, or the first of `engines`.
  public var engine: Located?
  /// `engines`: the corpus's engines, its own first (the manifest's `engine`, which ``engine``
  /// then holds too); nil when the file says `engine` or neither.
  public var engines: [Located]?
  /// The artifacts rendered, by registry name; nil renders every artifact.
  public var artifacts: [Located]?
  /// Locales, spelled as `--locale` takes them; `all` stands for the engine's list.
  public var locales: [Located]?
  public var calendars: [Located]?
  public var zones: [Located]?
  public var styleZone: Located?
  public var instants: [Located]?
  public var edgeInstants: [Located]?
  public var sweepInstants: [Located]?
  /// The team's formats, in the file's order.
  public var formats: [Format] = []
  /// The accepted differences (`known-differences`), in the file's order; nil without the
  /// section.
  public var knownDifferences: [KnownDifference]?

  public init(fileName: String) { self.fileName = fileName }

  /// A value as written, and where.
  public struct Located: Sendable, Hashable {
    public var value: String
    public var line: Int
    public var column: Int

    public init(_ value: String, line: Int, column: Int) {
      self.value = value
      self.line = line
      self.column = column
    }
  }

  /// One named format: `dayHeader: { template: "EEEEMMMMdd" }`. The name is the team's label;
  /// the golden key is the value, the app's own spelling, so grep finds it in the app's code.
  public struct Format: Sendable, Hashable {
    public var name: Located
    public var kind: Kind
    public var value: Located
    /// The entry's own `locales` (`[en]`): where a template or pattern renders, among the
    /// plan's; nil renders it in every locale of the plan.
    public var locales: [Located]?
    /// The entry's own `calendars`, among the plan's; nil, every calendar of the plan.
    public var calendars: [Located]?
    /// The entry's own `zones` (`--zone`'s spellings): where a template or pattern renders;
    /// nil, the plan's style zone.
    public var zones: [Located]?
    /// The entry's own `instants` (`--instant`'s): when it renders; nil, the skeleton instant.
    public var instants: [Located]?
    /// The entry's own `engines`, among the plan's `engines`; nil, the corpus's own engine.
    public var engines: [Located]?

    public init(
      name: Located, kind: Kind, value: Located, locales: [Located]? = nil,
      calendars: [Located]? = nil, zones: [Located]? = nil, instants: [Located]? = nil,
      engines: [Located]? = nil
    ) {
      self.name = name
      self.kind = kind
      self.value = value
      self.locales = locales
      self.calendars = calendars
      self.zones = zones
      self.instants = instants
      self.engines = engines
    }

    /// Whether the entry narrows or moves where its format renders, or names its engines.
    public var hasScope: Bool {
      locales != nil || calendars != nil || zones != nil || instants != nil || engines != nil
    }
  }

  /// One accepted difference: a change `check` reports as known rather than failing.
  ///
  /// It matches a change by key, engine and new value together, so a later, different change
  /// of the same entry fails again instead of hiding behind the first one's reason.
  public struct KnownDifference: Sendable, Hashable {
    /// Where the entry starts (its `- ` item), for stale-entry reports.
    public var line: Int
    /// The change's key as reports print it (`en_US › gregorian › styles › …`).
    public var key: Located
    /// The engine that renders the new value (`icu`, `icu@78.3`, `foundation`).
    public var engine: Located
    /// The new value as the check renders it; nil accepts the entry's removal.
    public var new: Located?
    /// Why it is accepted: free text, shown beside the entry in reports.
    public var reason: Located

    public init(line: Int, key: Located, engine: Located, new: Located?, reason: Located) {
      self.line = line
      self.key = key
      self.engine = engine
      self.new = new
      self.reason = reason
    }
  }

  /// What a format entry is, each read by its `generate` flag's parser.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `--template`: a skeleton, as the app passes it to the template APIs.
    case template
    /// `--pattern`: a fixed format pattern.
    case pattern
    /// `--picker`: a configured picker's key.
    case picker
    /// `--duration-format`: a configured duration's key.
    case duration
    /// `--relative-format`: a configured relative time's key.
    case relative
    /// `--interval-template`: a template the intervals artifact spans each interval pair with.
    case interval
    /// `--style-pair`: a date style and a time style, `medium/short`, as the styles artifact
    /// keys the pair and `format --date-style`/`--time-style` take each.
    case style
    /// `--arithmetic`: a calendar arithmetic case, `AT add FIELD=N,…` (`roll`, `to INSTANT
    /// UNIT,…`, week rules and ` in ZONE` as `--arithmetic` reads them), named by its entry.
    case arithmetic
  }

  /// The values of one kind of format, in the file's order.
  public func formats(_ kind: Kind) -> [Format] { formats.filter { $0.kind == kind } }
}

extension PlanFile {
  /// The file's name where it is looked for: the current folder, then its parents.
  public static let name = "fmtcorpus.yml"

  /// The largest plan file read: a team's plan is a few hundred lines.
  public static let maximumBytes = 256 * 1024

  /// The most values (scalars, lists and mappings, after aliases) a file may hold, so that an
  /// alias bomb is refused before it is walked.
  public static let maximumValues = 20_000
}
