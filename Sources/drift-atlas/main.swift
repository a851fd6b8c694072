// The drift atlas's comparisons: a development tool for scripts/drift-atlas, not part of the
// product. Compares each step's two stored corpora as `fmtcorpus diff` does, once, and from
// that one comparison writes the step's HTML page and keeps only its counts and examples for
// the article; so a step costs one diff, not one for the page and another for the numbers,
// and no 138 MB JSON report is written and read back.
//
// Usage: drift-atlas --article FILE --pages DIR [--wait] (--step TITLE OLD NEW | --step-failed
//        TITLE REASON)...
//   Writes FILE (the article's generated part, DriftAtlas) and DIR/OLD-to-NEW.html per step
//   (the folders' last names); prints each step's wall time and the process's peak memory so
//   far on stderr. The article names a page where scripts/drift-atlas puts it,
//   .build/drift-atlas/, never a path of this machine.
//   --wait: the corpora are still being rendered; a step starts once both of its folders have
//   a marker beside them, FOLDER.done, whose first line is `ok`, or why that render failed
//   (the step is then named as not compared, with that reason). So the comparisons run while
//   the later corpora render, rather than after all of them.
import CorpusDiff
import CorpusModel
import CorpusReports
import CorpusStore
import FormatCorpus
import ICUEngine

#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String) -> Never {
  let line = Array("drift-atlas: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

func say(_ message: String) {
  let line = Array("drift-atlas: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func seconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The process's peak resident memory so far, in MB (Linux's ru_maxrss is in KiB).
func peakMB() -> Int {
  var usage = rusage()
  getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
  return usage.ru_maxrss / 1024
}

var article: String?
var pages: String?
var waits = false
/// A step to compare, or (`--step-failed TITLE REASON`) one whose corpus could not be
/// rendered, which the article names with the reason.
var steps: [(title: String, old: String, new: String, failure: String?)] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  let option = arguments.removeFirst()
  switch option {
  case "--article" where !arguments.isEmpty: article = arguments.removeFirst()
  case "--pages" where !arguments.isEmpty: pages = arguments.removeFirst()
  case "--wait": waits = true
  case "--step" where arguments.count >= 3:
    steps.append((arguments[0], arguments[1], arguments[2], nil))
    arguments.removeFirst(3)
  case "--step-failed" where arguments.count >= 2:
    steps.append((arguments[0], "", "", arguments[1]))
    arguments.removeFirst(2)
  default:
    fail(
      "unexpected '\(option)': expected --article FILE --pages DIR [--wait] and one or more "
        + "--step TITLE OLD NEW (or --step-failed TITLE REASON)")
  }
}
guard let article, let pages, !steps.isEmpty else {
  fail("expected --article FILE --pages DIR and one or more --step TITLE OLD NEW")
}

/// What the older corpus's engine leaves out, as `generate` said it: a loaded ICU's gaps
/// (ICU 60.3's timer pickers, durations and the accessibility artifact's field names and
/// count-down values), read from CICU's table of functions.
func leftOutNotes(_ manifest: Manifest) -> [String] {
  guard manifest.engine.name.hasPrefix("icu@"), let version = manifest.engine.versions["icu"]
  else { return [] }
  let plan = manifest.plan
  return ICUSource.leftOutNotes(
    engine: manifest.engine.name, version: version, durations: plan.durations != nil,
    accessibility: plan.accessibility == true && plan.renders(.accessibility))
}

/// The first line of `path`, nil while it does not exist.
func firstLine(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  while true {
    let byte = fgetc(file)
    if byte == EOF || byte == 10 { break }
    bytes.append(UInt8(byte))
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Whether both folders' renders are done (`--wait`): nil while one is still rendering,
/// `.some(nil)` when both succeeded, else the first failure's reason.
func renders(_ folders: [String]) -> String?? {
  for folder in folders {
    guard let marker = firstLine("\(folder).done") else { return nil }
    if marker != "ok" { return .some(marker) }
  }
  return .some(nil)
}

let settings = ReportSettings(
  format: .html, failOn: Set(ChangeClass.allCases), ignore: [], maxEntries: nil)

/// A step compared: its counts and examples, its page written.
@MainActor func compare(
  _ step: (title: String, old: String, new: String, failure: String?), waited: Double
)
  -> DriftStep
{
  let started = seconds()
  do {
    let outcome = try GateDiff(
      old: CorpusDirectory(path: step.old), new: CorpusDirectory(path: step.new)
    ).run()
    let compared = seconds()
    let report = outcome.report(settings, annotating: .new)
    let file = "\(name(step.old))-to-\(name(step.new)).html"
    let page = "\(pages)/\(file)"
    try writeReport(
      ReportFormat.html.render(
        report, old: outcome.stored, new: outcome.fresh, files: outcome.files, useColor: false),
      to: page)
    let drawn = seconds()
    let oldManifest = outcome.stored.manifest
    var notes = oldManifest.map(leftOutNotes) ?? []
    // Each side's render recorded what its engine refused (its manifest's records): those
    // entries are rendered by one engine only and counted apart; the older engine's one-by-one
    // refusals are named at the top of the step too. Every other entry one side lacks is drift.
    let oldRecords = oldManifest?.files ?? [:]
    let newRecords = outcome.fresh.manifest?.files ?? [:]
    if let engine = oldManifest?.engine.name {
      notes += DriftStep.refusalNotes(
        engine: engine, report.changes.filter { DriftStep.isRefused($0, by: oldRecords) })
    }
    var summary = DriftStep(
      title: step.title, report: report,
      entries: oldManifest?.files.values.reduce(0) { $0 + $1.entries } ?? 0,
      leftOut: notes,
      isLeftOut: {
        DriftStep.isRefused($0, by: oldRecords) || DriftStep.isRefused($0, by: newRecords)
      })
    summary.page = ".build/drift-atlas/\(file)"
    say(
      "step \(step.title): \(summary.total) changes; "
        + (waits ? "begun \(tenths(started - waited)) s after the tool, " : "")
        + "diff \(tenths(compared - started)) s, "
        + "page \(tenths(drawn - compared)) s, tally \(tenths(seconds() - drawn)) s; "
        + "peak so far \(peakMB()) MB")
    return summary
  } catch {
    fail("step \(step.title): \(error)")
  }
}

// Each step in the article's order, but compared in the order its corpora are done: with
// `--wait`, the first step whose two renders are done goes next (Foundation's may finish
// before ICU 78.3's).
let begun = seconds()
var compared: [DriftStep?] = steps.map { step in
  step.failure.map { DriftStep(title: step.title, failure: $0) }
}
while let next = compared.indices.first(where: { compared[$0] == nil }) {
  let ready =
    waits
    ? compared.indices.lazy.compactMap { index -> (Int, String?)? in
      guard compared[index] == nil, let state = renders([steps[index].old, steps[index].new])
      else { return nil }
      return (index, state)
    }.first : (next, nil)
  guard let (index, failure) = ready else {
    usleep(200_000)
    continue
  }
  if let failure {
    compared[index] = DriftStep(title: steps[index].title, failure: failure)
    say("step \(steps[index].title): not compared: \(failure)")
  } else {
    compared[index] = compare(steps[index], waited: begun)
  }
}
let atlas = DriftAtlas(steps: compared.map { $0! })
do {
  try writeReport(atlas.render(), to: article)
} catch {
  fail("\(article): \(error)")
}

/// A folder's last name: `icu-72.1` of `.build/drift-atlas/corpora/icu-72.1/`.
func name(_ folder: String) -> String {
  String(folder.split(separator: "/").last ?? Substring(folder))
}

func tenths(_ value: Double) -> String {
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}
