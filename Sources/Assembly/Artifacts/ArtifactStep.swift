import CorpusModel
import GoldenFormat

/// An artifact's part of the pipeline, in one file per artifact: the questions it asks an
/// engine and how its answers become entries, and how it writes them in a golden file.
///
/// Its ``Artifact`` (in CorpusModel, beside its name, plan keys and classing, which the checker
/// and reports read without an engine) says what it is; the step says how it is made and
/// stored. ``CorpusAssembly`` asks every step of ``ArtifactSteps`` in turn and
/// ``LocaleFileEncoding`` writes them in byte order of their names: adding an artifact is adding
/// its descriptor, its step and its registration, plus one primitive per engine when it asks a
/// new question.
public protocol CalendarArtifactStep: Sendable {
  /// What the step makes.
  static var artifact: Artifact { get }

  /// Asks the engine for the artifact in one calendar of one locale, storing the answers in
  /// `rendering`.
  static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>) throws

  /// Writes the artifact's member of a calendar's object (`"styles": {…}`), or nothing when
  /// the calendar holds none of it (a plan made before the artifact keeps its files' bytes).
  static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter)
}

/// An artifact a locale's file holds once, at its top (`week`, the per-locale pickers).
public protocol LocaleArtifactStep: Sendable {
  static var artifact: Artifact { get }

  /// Asks the engine for the locale's part of the artifact; called after every calendar.
  static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus) throws

  /// Writes the artifact's member of the file's root object, or nothing when it holds none.
  static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter)
}

/// The steps, in the order they are asked.
public enum ArtifactSteps {
  /// A calendar's artifacts. Their order decides no answer: an engine keeps its handles by what
  /// they were made for and hands none from one step to another
  /// (``CalendarFormatters/pickerSource(date:zone:)``, ``CalendarFormatters/monthSource(zone:)``).
  public static let calendar: [any CalendarArtifactStep.Type] = [
    StylesStep.self, SkeletonsStep.self, PatternsStep.self, ParsingStep.self, WheelsStep.self,
    PickersStep.self, MonthStep.self, IntervalsStep.self,
    MonthRangesStep.self, AccessibilityStep.self,
  ]

  /// What a locale's file holds once.
  public static let locale: [any LocaleArtifactStep.Type] = [
    WeekStep.self, PickersStep.self, RelativeStep.self, DurationsStep.self,
    AccessibilityStep.self,
  ]
}
