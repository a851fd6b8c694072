import FormatCorpus
import Foundation
import TestSupport
import Testing

/// An ICU that lacks a function: one every artifact needs refuses the libraries in one line
/// naming it (exit 2); one a single artifact needs leaves that artifact out of a corpus, with a
/// note, and `wheels` and `format` refuse it in one line (exit 2) — never exit 3.
@Suite struct MissingFunctionEndToEndTests {
  /// The first `cc` on the PATH, which builds the stub libraries.
  static let compiler: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/cc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// A cache home with nothing fetched, so no test reads the user's cache by accident.
  static func emptyCache() throws -> [String: String] {
    let home = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return ["XDG_CACHE_HOME": home.path, Engines.icuLibrariesVariable: ""]
  }

  /// The functions CICU's list marks every artifact's (`CICU_CORE`), by their ICU names.
  static func coreFunctions() throws -> [String] {
    let list = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("Sources/CICU/icu_functions.h"),
      encoding: .utf8)
    return list.matches(of: #/X\(CICU_CORE,[^,]+,\s*(\w+),/#).map { String($0.output.1) }
  }

  static func compile(_ source: String, to library: URL) throws {
    let compiler = try #require(compiler, "no cc on the PATH")
    let file = library.appendingPathExtension("c")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let built = try CLI.run(
      ["-shared", "-fPIC", "-o", library.path, file.path], executable: compiler)
    try #require(built.status == 0, "\(built.stderr)")
    try FileManager.default.removeItem(at: file)
  }

  /// Stub libraries of an "ICU 99" that export every core function but `udat_open_99`, and a
  /// `u_getVersion_99` that says 99.1: the binding stops at the missing one, naming it, and
  /// nothing of theirs runs but `u_getVersion`.
  @Test(.enabled(if: compiler != nil))
  func aLibraryWithoutACoreFunctionIsRefusedNamingIt() throws {
    let core = try Self.coreFunctions()
    #expect(core.count == 63 && core.contains("udat_open") && core.contains("ucal_open"))
    let folder = CLI.temporaryDirectory().appendingPathComponent("icu99")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.compile("", to: folder.appendingPathComponent("libicudata.so.99"))
    try Self.compile(
      "void u_getVersion_99(unsigned char *v) { v[0] = 99; v[1] = 1; v[2] = 0; v[3] = 0; }\n",
      to: folder.appendingPathComponent("libicuuc.so.99"))
    let stubs = core.filter { !["udat_open", "u_getVersion"].contains($0) }
      .map { "void \($0)_99(void) {}\n" }
    try Self.compile(stubs.joined(), to: folder.appendingPathComponent("libicui18n.so.99"))
    let message =
      "fmtcorpus: error: cannot use the ICU libraries of '\(folder.path)': libicui18n.so.99 has no udat_open_99, which fmtcorpus needs\n"
    let out = folder.deletingLastPathComponent().appendingPathComponent("out")
    let cache = try Self.emptyCache()
    let made = try CLI.run(
      [
        "generate", "-q", "--engine", "icu@99", "--icu-libs", folder.path, "--locale", "en_US",
        "--out", out.path,
      ], environment: cache)
    #expect(made.status == 2 && !made.signaled)
    #expect(made.stderr == message)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let wheels = try CLI.run(
      ["wheels", "--engine", "icu@99", "--icu-libs", folder.path, "--locale", "en_US"],
      environment: cache)
    #expect(wheels.status == 2 && wheels.stderr == message)
  }

  static let refusal =
    "the icu@60.3 engine cannot render 'countDownTimer and minutesAndSeconds pickers': this ICU has no unumf_openForSkeletonAndLocale (first in ICU 62), the only C API that writes a unit's label with its number"

  /// ICU 60.3 (`fmtcorpus icu fetch 60`) has no `unumf_*`, no `ulistfmt_openForType` and no
  /// `udatpg_getFieldDisplayName`: its corpus leaves the timers, durations and the
  /// accessibility artifact's field names and count-down values out, saying so, and checks
  /// clean; `wheels` draws
  /// the date picker and refuses the timers in one line.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func icu60LeavesOutWhatItCannotDraw() throws {
    let out = CLI.temporaryDirectory()
    let made = try CLI.run(
      ["generate", "--engine", "icu@60", "--locale", "en_US", "--out", out.path]
        + SmallCorpus.plan)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stderr == "")
    let lines = made.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.dropLast() == [
        "note: the icu@60.3 engine leaves countDownTimer and minutesAndSeconds pickers out of the corpus: ICU 60.3 has no unumf_openForSkeletonAndLocale (first in ICU 62)",
        "note: the icu@60.3 engine leaves durations out of the corpus: ICU 60.3 has no unumf_formatDouble (first in ICU 62)",
        "note: the icu@60.3 engine leaves the accessibility artifact's field names out of the corpus: ICU 60.3 has no udatpg_getFieldDisplayName (first in ICU 61)",
        "note: the icu@60.3 engine leaves the accessibility artifact's count-down values out of the corpus: ICU 60.3 has no unumf_openForSkeletonAndLocale (first in ICU 62)",
      ])
    let file = try CLI.json(out.appendingPathComponent("en_US.json"))
    #expect(file["durations"] == nil && file["pickers"] == nil)
    let calendars = try #require(file["calendars"] as? [String: [String: Any]])
    let wheels = try #require(calendars["gregorian"]?["wheels"] as? [String: Any])
    #expect(wheels.keys.sorted() == ["date", "dateAndTime", "time"])
    let relative = try #require(file["relative"] as? [String: [String: [String: [String: Any]]]])
    #expect(relative["long"]?["auto"]?["quarter"]?["-1"] is NSNull)
    #expect(relative["long"]?["auto"]?["day"]?["-1"] as? String == "yesterday")

    let checked = try CLI.run(["check", "--corpus", out.path])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")

    for mode in ["countDownTimer", "minutesAndSeconds"] {
      let timer = try CLI.run(
        ["wheels", "--engine", "icu@60", "--locale", "en_US", "--mode", mode])
      #expect(timer.status == 2 && !timer.signaled)
      #expect(timer.stdout == "" && timer.stderr == "fmtcorpus: error: \(Self.refusal)\n")
    }
    let date = try CLI.run(
      [
        "wheels", "--engine", "icu@60", "--locale", "en_US", "--mode", "date", "--calendar",
        "gregorian",
      ])
    #expect(date.status == 0 && date.stdout == "[ November | 15 | 2007 ]\n")
    let quarter = try CLI.run(
      [
        "format", "--engine", "icu@60", "--locale", "en_US", "--relative", "-1", "--unit",
        "quarter",
      ])
    #expect(quarter.status == 2)
    #expect(
      quarter.stderr
        == "fmtcorpus: error: the icu@60.3 engine cannot render '-1 quarter': this ICU's ureldatefmt_format answers U_UNSUPPORTED_ERROR for it\n"
    )
  }

  /// ICU 60.3 cannot read `ak`'s numeric relative pattern for a year (U_INVALID_FORMAT_ERROR):
  /// that entry is refused in one line (exit 2) as a quarter is, not an engine failure (exit
  /// 3), so the whole default corpus renders with 60.3 (the drift atlas's first corpus) and
  /// leaves it out; the word form of the same offset still renders.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@60.3")))
  func icu60sUnreadablePatternIsRefusedNotAFailure() throws {
    let numeric = try CLI.run(
      [
        "format", "--engine", "icu@60", "--locale", "ak", "--relative", "-1", "--unit", "year",
        "--numeric", "always",
      ])
    #expect(numeric.status == 2 && !numeric.signaled)
    #expect(numeric.stdout == "")
    #expect(
      numeric.stderr
        == "fmtcorpus: error: the icu@60.3 engine cannot render '-1 year': this ICU's ureldatefmt_format answers U_INVALID_FORMAT_ERROR for it\n"
    )
    let words = try CLI.run(
      ["format", "--engine", "icu@60", "--locale", "ak", "--relative", "-1", "--unit", "year"])
    #expect(words.status == 0 && words.stdout == "last year\n")
  }
}
