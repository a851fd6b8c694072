import Foundation
import Testing

/// The committed `corpus/` is the default corpus, and a slice of it regenerates byte for byte.
@Suite(.tags(.icu72)) struct CommittedCorpusTests {
  let corpus = CLI.packageRoot.appendingPathComponent("corpus")

  @Test(arguments: ["en_US", "zh_Hant_TW", "he_IL", "ar_EG", "th_TH"])
  func aSliceRegeneratesByteForByte(locale: String) throws {
    let fresh = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent("manifest.json"),
      to: fresh.appendingPathComponent("manifest.json"))
    let result = try CLI.run(["generate", "-q", "--out", fresh.path, "--locale", locale])
    #expect(result.status == 0, "\(result.stderr)")
    let stored = try Data(contentsOf: corpus.appendingPathComponent("\(locale).json"))
    let regenerated = try Data(contentsOf: fresh.appendingPathComponent("\(locale).json"))
    #expect(
      stored == regenerated,
      "corpus/\(locale).json is out of date: run 'swift run fmtcorpus generate --locale \(locale)'")
  }

  @Test func itIsTheDefaultPlanForEveryAvailableLocale() throws {
    let manifest = try CLI.json(corpus.appendingPathComponent("manifest.json"))
    #expect(manifest["formatVersion"] as? Int == 1)
    let plan = try #require(manifest["plan"] as? [String: Any])
    #expect(plan["includesAvailableLocales"] as? Bool == true)
    #expect(plan["locales"] as? [String] == [])
    #expect(plan["calendars"] as? [String] == ["buddhist", "gregorian", "hebrew"])
    #expect((plan["zones"] as? [String])?.count == 15)
    let files = try #require(manifest["files"] as? [String: [String: Any]])
    #expect(files.count == 806)
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      .filter { $0.hasSuffix(".json") && $0 != "manifest.json" }
    #expect(Set(onDisk) == Set(files.keys))
    var bytes = 0
    for name in onDisk {
      bytes +=
        try FileManager.default.attributesOfItem(atPath: corpus.appendingPathComponent(name).path)[
          .size] as? Int ?? 0
    }
    #expect(bytes < 50 * 1024 * 1024, "the default corpus must stay under 50 MB")
  }

  @Test func goldenFilesAreLineOrientedAndKeepInvisibleCharacters() throws {
    let text = try String(contentsOf: corpus.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(text.contains("\n            \"short/short\": \"1/27/10, 1:00\u{202F}PM\"\n"))
    #expect(!text.contains("\\u202f") && !text.contains("\\u202F"))
    #expect(text.hasSuffix("}\n"))
    let editorconfig = try String(
      contentsOf: corpus.appendingPathComponent(".editorconfig"), encoding: .utf8)
    #expect(editorconfig.contains("trim_trailing_whitespace = unset"))
  }
}
