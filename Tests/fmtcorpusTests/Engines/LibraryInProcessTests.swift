import FormatCorpus
import Foundation
import TestSupport
import Testing

/// A user's own test target imports Foundation, which loads Foundation's ICU 76, and the
/// library's `icu` engine links the system's ICU 72 into that same process. The decision (see
/// LibraryAPI.md): rendering with the library beside Foundation is safe — each
/// ICU's C functions carry their version (`udat_open_72`, `swift_udat_open`) and its C++ its
/// namespace, so neither ICU's calls reach the other for what fmtcorpus renders — and this test
/// proves it the way `EngineIsolationTests` proves the CLI's separation: it checks both ICUs are
/// really mapped in this process, renders a corpus here, and compares it byte for byte with the
/// one the CLI renders in a process that has only ICU 72. Like a user's code, it imports only
/// `FormatCorpus` of this package.
@Suite struct LibraryInProcessTests {
  static let locales = [
    "en_US", "he_IL", "zh_TW", "ar_EG", "th_TH", "ja_JP", "kk_KZ", "fa_IR", "hi_IN", "tr_TR",
  ]

  @Test func theLibraryBesideFoundationsICURendersWhatTheCLIRendersAlone() throws {
    // Foundation's ICU at work in this process first, as in a user's tests.
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "tr_TR")
    formatter.timeZone = TimeZone(identifier: "Europe/Istanbul")
    formatter.dateStyle = .full
    formatter.timeStyle = .long
    let date = Date(timeIntervalSince1970: 1_264_615_200)
    let before = formatter.string(from: date)
    let upperBefore = "istanbul".uppercased(with: Locale(identifier: "tr_TR"))

    let here = TestSupport.temporaryDirectory("library")
    let engine = try Engines.make("icu")
    let request = GenerationRequest(
      directory: CorpusDirectory(path: here.path),
      locales: try Self.locales.map(engine.resolveLocale), jobs: 2)
    _ = try CorpusGenerator(engine: engine).generate(request)

    let maps = try TestSupport.maps()
    #expect(maps.contains("libicui18n.so.72") && maps.contains("libicuuc.so.72"))
    #expect(maps.contains("lib_FoundationICU.so"))

    let alone = CLI.temporaryDirectory()
    let cli = try CLI.run(
      ["generate", "--quiet", "--out", alone.path] + Self.locales.flatMap { ["--locale", $0] })
    #expect(cli.status == 0, "\(cli.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: alone.path).sorted()
    #expect(names.count == Self.locales.count + 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: here.path).sorted() == names)
    for name in names {
      let a = try Data(contentsOf: here.appendingPathComponent(name))
      let b = try Data(contentsOf: alone.appendingPathComponent(name))
      #expect(a == b, "\(name) differs between the library in this process and the CLI")
    }

    // And Foundation, after the ICU 72 engine ran beside it, answers as it did before.
    #expect(formatter.string(from: date) == before)
    #expect("istanbul".uppercased(with: Locale(identifier: "tr_TR")) == upperBefore)
    #expect(upperBefore == "İSTANBUL")
  }
}
