import CorpusModel
import Foundation

/// The architecture's rule, checked where it can be broken: a Foundation engine never renders
/// in a process that has loaded another ICU. Foundation's ICU 76 and the system's ICU 72 export
/// some of the same C++ symbols (UCaseMap's constructors and destructor, CollatorSpec's
/// destructor), and in one process each ICU's calls to them bind to whichever loaded first.
///
/// The `fmtcorpus-foundation` worker loads only Foundation's ICU (`lib_FoundationICU.so`), so
/// the engines start there; in the `fmtcorpus` process or a test bundle, which link ICU 72,
/// starting one is refused in one line (`FoundationEngineTests` pins it), and
/// `Engines.make("foundation")` drives the worker instead.
enum OneICUPerProcess {
  /// The ICU libraries other than Foundation's mapped into this process, by file name
  /// (`libicuuc.so.72.1`), from `/proc/self/maps` (read to its end: the file reports no size,
  /// and `String(contentsOfFile:)` stops after one page); empty where that cannot be read.
  static func otherICUs(maps: String? = nil) -> [String] {
    guard let maps = maps ?? processMaps() else { return [] }
    var names: Set<String> = []
    for line in maps.split(separator: "\n") {
      guard let slash = line.lastIndex(of: "/") else { continue }
      let name = line[line.index(after: slash)...]
      if name.hasPrefix("libicu") { names.insert(String(name)) }
    }
    return names.sorted()
  }

  private static func processMaps() -> String? {
    let handle = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps"))
    guard let bytes = try? handle?.readToEnd() else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// - Throws: `EngineError` naming the other ICU and the worker to run instead.
  static func require(engine: String, maps: String? = nil) throws(EngineError) {
    let others = otherICUs(maps: maps)
    guard let first = others.first else { return }
    throw EngineError(
      operation: "starting the \(engine) engine", status: "another ICU in this process",
      context:
        "\(first) is loaded here; Foundation's ICU must have a process of its own: run it through the fmtcorpus-foundation worker (Engines.make(\"\(engine)\"))"
    )
  }
}
