// The styles workload of ../shared/bench/node-styles.js, through the ICU engine: a measuring
// tool for scripts/bench, not part of the product. Prints "<strings> <seconds> <utf16 length>"
// (the script prints its first two), timing the rendering alone as the script does.
//
// Usage: styles-workload LOCALES_FILE   (one locale a line, ICU spelling)
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

/// The file's bytes, or a one-line failure naming it.
func contents(of path: String) -> [UInt8] {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { fail("cannot read '\(path)': \(String(cString: strerror(errno)))") }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { fail("cannot read '\(path)': \(String(cString: strerror(errno)))") }
    if count == 0 { return bytes }
    bytes += chunk[..<count]
  }
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let path = arguments.first else {
  fail("expected one argument, a file of locales (one a line), got \(arguments.count)")
}
let locales = String(decoding: contents(of: path), as: UTF8.self)
  .split(whereSeparator: \.isNewline)
  .map { $0.filter { !$0.isWhitespace } }
  .filter { !$0.isEmpty }
  .map(LocaleID.init(rawValue:))
guard !locales.isEmpty else { fail("'\(path)' names no locale") }
// ICU would render an unknown locale in root's data, silently: refuse it as generate does.
let available = Set(ICUSource().availableLocaleIDs())
if let unknown = locales.first(where: { !available.contains($0.rawValue) }) {
  fail("'\(unknown.rawValue)' is not one of ICU's locales (fmtcorpus info --locales lists them)")
}

do {
  var result: (strings: Int, utf16Length: Int) = (0, 0)
  let elapsed = try ContinuousClock().measure {
    result = try StylesWorkload.run(locales: locales)
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print("\(result.strings) \(seconds) \(result.utf16Length)")
} catch {
  fail("\(error)")
}
