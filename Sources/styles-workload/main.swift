// The yardsticks' workloads through the ICU engine: a measuring tool for scripts/bench, not part
// of the product. Prints "<strings> <seconds> <utf16 length>" (the script prints its first two),
// timing the rendering alone as each Node script does.
//
// Usage: styles-workload < LOCALES_FILE   (../shared/bench/node-styles.js's workload; one
//        locale a line, ICU spelling)
//        styles-workload relative < LOCALES_FILE   (scripts/node-relative.js's workload: the
//        relative plan's times in the units Intl.RelativeTimeFormat has, year … second)
//        styles-workload intervals < LOCALES_FILE   (scripts/node-intervals.js's workload)
//        styles-workload calendar-plan < LOCALES_FILE   (prints each locale's calendars of the
//        default plan, "LOCALE CALENDAR …" a line: the input of the next mode and of
//        scripts/node-calendars.js; renders nothing, times nothing)
//        styles-workload calendars < CALENDAR_PLAN   (scripts/node-calendars.js's workload)
//        styles-workload strings < LOCALES_FILE   (the styles workload's strings, one a line, in
//        scripts/node-styles-strings.js's order; times nothing)
//        styles-workload --icu DIR [MODE] < …   (any mode through the ICU in DIR, one version's
//        libicudata, libicuuc and libicui18n, e.g. ~/.cache/fmtcorpus/icu/78.2: bound as the
//        fmtcorpus-icu worker binds them, so Node's own ICU version can be met like for like)
import CICU
import CorpusModel
import ICUEngine
import ICULibraries

#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String) -> Never {
  let line = Array("styles-workload: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

let modes = ["relative", "intervals", "calendar-plan", "calendars", "strings"]
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--icu" {
  guard arguments.count >= 2 else { fail("--icu needs a folder of one ICU version's libraries") }
  bindICU(in: arguments[1])
  arguments.removeFirst(2)
}
guard arguments.isEmpty || (arguments.count == 1 && modes.contains(arguments[0])) else {
  fail(
    "expected no argument or one of \(modes.joined(separator: ", ")) and the locales on stdin "
      + "(one a line), got \(arguments.joined(separator: " "))")
}
let mode = arguments.first ?? "styles"
// One locale a line, or for `calendars` a locale and its calendars.
var lines: [[String]] = []
while let line = readLine() {
  let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
  if !words.isEmpty { lines.append(words) }
}
guard !lines.isEmpty else { fail("stdin names no locale") }
if mode != "calendars", let line = lines.first(where: { $0.count != 1 }) {
  fail("expected one locale a line, got '\(line.joined(separator: " "))'")
}
let locales = lines.map { LocaleID(rawValue: $0[0]) }
// ICU would render an unknown locale in root's data, silently: refuse it as generate does.
let available = Set(ICUSource().availableLocaleIDs())
if let unknown = locales.first(where: { !available.contains($0.rawValue) }) {
  fail("'\(unknown.rawValue)' is not one of ICU's locales (fmtcorpus info --locales lists them)")
}

do {
  if mode == "calendar-plan" {
    for (locale, calendars) in try CalendarsWorkload.plan(locales: locales) {
      print(([locale.rawValue] + calendars.map(\.rawValue)).joined(separator: " "))
    }
    exit(0)
  }
  if mode == "strings" {
    _ = try StylesWorkload.run(locales: locales) { print($0) }
    exit(0)
  }
  var plan: [(locale: LocaleID, calendars: [CalendarID])] = []
  if mode == "calendars" {
    // ICU would render a calendar it lacks as Gregorian, silently: refuse it.
    let engine = try ICUSource().calendarIDs()
    for line in lines {
      let calendars = line.dropFirst().map(CalendarID.init(rawValue:))
      if let unknown = calendars.first(where: { !engine.contains($0) }) {
        fail(
          "'\(unknown.rawValue)' (for \(line[0])) is not one of ICU's calendars: "
            + engine.map(\.rawValue).joined(separator: ", "))
      }
      if calendars.isEmpty { fail("'\(line[0])' names no calendar (expected LOCALE CALENDAR …)") }
      plan.append((LocaleID(rawValue: line[0]), calendars))
    }
  }
  var result: (strings: Int, utf16Length: Int) = (0, 0)
  let elapsed = try ContinuousClock().measure {
    switch mode {
    case "relative": result = try relativeWorkload(locales)
    case "intervals": result = try IntervalsWorkload.run(locales: locales)
    case "calendars": result = try CalendarsWorkload.run(plan: plan)
    default: result = try StylesWorkload.run(locales: locales)
    }
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print("\(result.strings) \(seconds) \(result.utf16Length)")
} catch {
  fail("\(error)")
}

/// The relative plan's queries in year … second (Intl has no weekdays), every locale, through the
/// ICU engine's formatters: one relative formatter per locale and width, as `generate` opens.
func relativeWorkload(_ locales: [LocaleID]) throws -> (strings: Int, utf16Length: Int) {
  let queries = RelativePlan.default.queries.filter { !$0.unit.isWeekday }
  var strings = 0
  var length = 0
  for locale in locales {
    let formatters = ICUSource().formatters(for: locale)
    for query in queries {
      length += try formatters.relative(query)?.utf16.count ?? 0
      strings += 1
    }
  }
  return (strings, length)
}

/// Binds CICU to the ICU in `folder` (absolute): its one version's `libicudata`, `libicuuc`
/// and `libicui18n`, whatever hash or version their names carry, found as `--icu-libs` finds
/// them (``ICULibraryFolder``).
func bindICU(in folder: String) {
  guard folder.hasPrefix("/") else { fail("--icu needs an absolute folder, got '\(folder)'") }
  let paths: [String]
  switch ICULibraryFolder.libraries(in: folder) {
  case .success(let found): paths = found
  case .failure(let refusal): fail("--icu: '\(folder)': \(refusal.reason)")
  }
  var message = [CChar](repeating: 0, count: 512)
  guard cicu_bind_load(paths[0], paths[1], paths[2], nil, &message, 512) == 0 else {
    fail("--icu: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8($0) }, as: UTF8.self))")
  }
}
