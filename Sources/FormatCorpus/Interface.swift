import CorpusDiff
import CorpusReports
import CorpusModel
import CorpusStore
import GoldenFormat
import Assembly

// The library's face. A user's Swift code — and the fmtcorpus CLI, which imports nothing else
// of this package — calls these entry points:
//
// - `Engines.make(_:)`: an engine by name (`icu` in process, `foundation` in its worker);
//   `engine.resolveLocale(_:)` and `engine.resolveZone(_:)` check input against it.
// - `CorpusGenerator(engine:).generate(_:)`: write a corpus (`GenerationRequest`), under the
//   folder's lock; or `generate(_:stored:)` with a `StoredCorpus` read under a `CorpusLock`
//   the caller holds (the CLI, which picks the engine from the stored manifest).
// - `StoredCorpus.require(_:)`: a corpus folder read once; `Engines.make(for:)` its engine;
//   `GateCheck(corpus:jobs:).run()`: the gate, the one public way to check.
// - `diffCorpora(_:_:)`: two stored corpora compared; `acceptPending(from:into:locales:classes:)`.
// - `engine.format(locale:calendar:zone:instant:pair:)`: one style string (`pattern:` a fixed
//   pattern's, checked first with `PatternSyntax`; `template:` a template's pattern and string);
//   `engine.parts(locale:calendar:zone:instant:format:)`: one date's typed parts, in any of
//   those forms (`SingleDateFormat`);
//   `engine.pickers(locale:calendars:modes:configuration:)`: date pickers as configured
//   (`PickerConfiguration`, `settled()` first);
//   `engine.month(locale:calendar:zone:instant:)`: the calendar view's month.
// - `JSONOutput`: what `format`, `wheels`, `month` and `info` print with `--json`.
//
// The names those calls take and return are listed here one by one rather than re-exported
// whole, so the modules behind them keep the rest to themselves.

public typealias CorpusEngine = Assembly.CorpusEngine
public typealias EngineInfo = CorpusModel.EngineInfo
public typealias Artifact = CorpusModel.Artifact
public typealias PlanAddition = CorpusModel.PlanAddition
public typealias ParallelJobs = CorpusModel.ParallelJobs
public typealias LocaleID = CorpusModel.LocaleID
public typealias CalendarID = CorpusModel.CalendarID
public typealias ZoneID = CorpusModel.ZoneID
public typealias Instant = CorpusModel.Instant
public typealias DateTimeStyle = CorpusModel.DateTimeStyle
public typealias StylePair = CorpusModel.StylePair
public typealias Plan = CorpusModel.Plan
public typealias PlanOverrides = CorpusModel.PlanOverrides
public typealias PlanOverride<Value: Sendable> = CorpusModel.PlanOverride<Value>
public typealias Shard = CorpusModel.Shard
public typealias PickerMode = CorpusModel.PickerMode
public typealias MinuteInterval = CorpusModel.MinuteInterval
public typealias Picker = CorpusModel.Picker
public typealias Month = CorpusModel.Month
public typealias MonthRange = CorpusModel.MonthRange
public typealias MonthKey = CorpusModel.MonthKey
public typealias MonthReference = CorpusModel.MonthReference
public typealias PickerConfiguration = CorpusModel.PickerConfiguration
public typealias PickerKey = CorpusModel.PickerKey
public typealias RowLabel = CorpusModel.RowLabel
public typealias Manifest = CorpusModel.Manifest
/// Checks a user's fixed pattern or template before it reaches an engine.
public typealias PatternSyntax = CorpusModel.PatternSyntax
/// A template's pattern and string (`engine.format(locale:calendar:zone:instant:template:)`).
public typealias SkeletonResult = CorpusModel.SkeletonResult
public typealias CorpusDirectory = CorpusStore.CorpusDirectory
public typealias StoredCorpus = CorpusStore.StoredCorpus
public typealias CorpusLock = CorpusStore.CorpusLock
/// Values echoed in messages, control characters escaped.
public typealias MessageText = CorpusModel.MessageText
public typealias Change = CorpusDiff.Change
public typealias ChangeClass = CorpusDiff.ChangeClass

/// Reports of a check or diff, one renderer per `--format`: `ReportSettings` says what a
/// report shows and what fails, `ReportFormat.render` writes it (`GateCheck`, `GateDiff` and
/// `GateAccept` are the gate's commands; `CheckOutcome.report(_:annotating:)` makes the report).
public typealias ReportFormat = CorpusReports.ReportFormat
public typealias ReportSettings = CorpusReports.ReportSettings
public typealias CorpusSide = CorpusDiff.CorpusSide
public typealias CheckReport = CorpusReports.CheckReport
public typealias TextReporter = CorpusReports.TextReporter
public typealias JSONReporter = CorpusReports.JSONReporter
public typealias JUnitReporter = CorpusReports.JUnitReporter
public typealias GitHubReporter = CorpusReports.GitHubReporter
public typealias MarkdownReporter = CorpusReports.MarkdownReporter
public typealias HTMLReporter = CorpusReports.HTMLReporter
/// `corpusReport(directory:locales:calendars:)`'s page of a stored corpus; `writeReport(_:to:)` writes one.
public typealias CorpusReport = CorpusReports.CorpusReport
/// Changed months drawn old beside new, for the reports (`CheckReport.months`).
public typealias MonthGrids = CorpusReports.MonthGrids
public typealias ShardReport = CorpusReports.ShardReport
public typealias ShardCheck = CorpusReports.ShardCheck

/// The errors an entry point throws, by what the caller did wrong: bad input (exit 2 in the
/// CLI), an unreadable corpus (2), the engine (3). `GenerationError` and `CheckError` are this
/// module's own.
public typealias InputError = CorpusModel.InputError
public typealias StoreError = GoldenFormat.StoreError
public typealias EngineError = CorpusModel.EngineError

/// This build's version, as manifests record it.
public let fmtcorpusVersion = CorpusModel.fmtcorpusVersion

/// How reports write invisible characters (`1:00⟨NNBSP U+202F⟩PM`); `fmtcorpus show` prints a
/// golden file through it (`InvisibleText.visibleLines`).
public typealias InvisibleText = CorpusReports.InvisibleText

/// The nearest of `candidates` to a misspelled `text` (`chek` → `check`), nearest first, for
/// "did you mean" hints; the engines rank locale and zone hints the same way.
public func nearestNames(to text: String, in candidates: [String], maxDistance: Int, limit: Int)
  -> [String]
{
  closeMatches(to: text, in: candidates, maxDistance: maxDistance, limit: limit)
}
