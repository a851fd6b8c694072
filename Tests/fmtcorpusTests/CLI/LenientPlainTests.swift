import Foundation
import Testing

/// The docs' account (TwoEngines.md) of the style strings that fail a plain lenient parse in ICU 72: 560
/// strings of 35 locales, each holding U+202F — the space ICU 72 (CLDR 42) writes before ru
/// `г.`, uk `р.`, os `аз`, kk `ж.` and mn `оны`, which the plain form turns into U+0020 — and
/// 180 of them U+00A0 too.
@Suite(.tags(.icu72)) struct LenientPlainTests {
  @Test func theFailingStringsHoldTheNarrowNoBreakSpace() throws {
    let corpus = CLI.packageRoot.appendingPathComponent("corpus")
    var strings: [String] = []
    var locales = Set<String>()
    for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    where name.hasSuffix(".json") && name != "manifest.json" && name != "fields.json" {
      let data = try Data(contentsOf: corpus.appendingPathComponent(name))
      // Most files have no such failure: parse only those that do.
      guard String(decoding: data, as: UTF8.self).contains(#""lenientPlain": "fails""#) else {
        continue
      }
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let calendars = try #require(root["calendars"] as? [String: [String: Any]])
      for calendar in calendars.values {
        let results =
          (calendar["parsing"] as? [String: Any])?["styles"] as? [String: [String: String]]
        let styles = (calendar["styles"] as? [String: [String: [String: String]]])?[
          "America/New_York"]?["2010-01-27T18:00:00Z"]
        for (pair, result) in results ?? [:] where result["lenientPlain"] == "fails" {
          strings.append(try #require(styles?[pair], "\(name) \(pair)"))
          locales.insert(name)
        }
      }
    }
    #expect(strings.count == 560)
    #expect(locales.count == 35)
    #expect(strings.allSatisfy { $0.unicodeScalars.contains("\u{202F}") })
    #expect(strings.filter { $0.unicodeScalars.contains("\u{00A0}") }.count == 180)
    for word in ["г.", "р.", "аз", "ж.", "оны"] {
      let before = strings.compactMap { string -> Unicode.Scalar? in
        guard let range = string.range(of: word), range.lowerBound > string.startIndex else {
          return nil
        }
        return string[string.index(before: range.lowerBound)].unicodeScalars.first
      }
      #expect(before.contains("\u{202F}"), "\(word)")
      #expect(!before.contains("\u{00A0}") && !before.contains(" "), "\(word)")
    }
    let article = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent(
        "Sources/FormatCorpus/FormatCorpus.docc/TwoEngines.md"), encoding: .utf8)
    #expect(
      article.contains(
        "| plain, lenient | 560 `fails` (35 locales: kk, mn, os, ru, uk…: the U+202F before ru `г.`, uk `р.`, os `аз`, kk `ж.`, mn `оны` made a space; all 560 hold U+202F, 180 also U+00A0) |"
      ))
  }
}
