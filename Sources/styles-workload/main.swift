// The styles workload of ../shared/bench/node-styles.js, through the ICU engine: a measuring
// tool for scripts/bench, not part of the product. Prints "<strings> <seconds> <utf16 length>"
// (the script prints its first two), timing the rendering alone as the script does.
//
// Usage: styles-workload < LOCALES_FILE   (one locale a line, ICU spelling)
//        styles-workload relative < LOCALES_FILE   (scripts/node-relative.js's workload: the
//        relative plan's times in the units Intl.RelativeTimeFormat has, year … second)
import CorpusModel
import ICUEngine

#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String) -> Never {
  let line = Array("styles-workload: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

let relative = CommandLine.arguments.dropFirst() == ["relative"]
guard CommandLine.arguments.count == 1 || relative else {
  fail(
    "expected no argument or 'relative' and the locales on stdin (one a line), got "
      + "\(CommandLine.arguments.dropFirst().joined(separator: " "))")
}
var locales: [LocaleID] = []
while let line = readLine() {
  let trimmed = line.filter { !$0.isWhitespace }
  if !trimmed.isEmpty { locales.append(LocaleID(rawValue: trimmed)) }
}
guard !locales.isEmpty else { fail("stdin names no locale") }
// ICU would render an unknown locale in root's data, silently: refuse it as generate does.
let available = Set(ICUSource().availableLocaleIDs())
if let unknown = locales.first(where: { !available.contains($0.rawValue) }) {
  fail("'\(unknown.rawValue)' is not one of ICU's locales (fmtcorpus info --locales lists them)")
}

do {
  var result: (strings: Int, utf16Length: Int) = (0, 0)
  let elapsed = try ContinuousClock().measure {
    result = try relative ? relativeWorkload(locales) : StylesWorkload.run(locales: locales)
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
