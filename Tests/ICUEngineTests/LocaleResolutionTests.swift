import CorpusModel
import Testing

@testable import ICUEngine

@Suite struct LocaleResolutionTests {
  let engine: ICUEngine

  init() throws { engine = try ICUEngine() }

  @Test(arguments: [
    ("zh_TW", "zh_TW"), ("zh-TW", "zh_TW"), ("zh-Hant-TW", "zh_Hant_TW"), ("sr_RS", "sr_RS"),
    ("en_us", "en_US"), ("he-IL", "he_IL"), ("en", "en"),
  ])
  func knownSpellingsCanonicalize(asked: String, canonical: String) throws {
    #expect(try engine.resolveLocale(asked).rawValue == canonical)
  }

  @Test(arguments: ["en_XX", "xx_YY", "zh_XX", "root"])
  func unknownLocalesAreRefusedNotRootedSilently(asked: String) {
    #expect(throws: InputError.self) { try engine.resolveLocale(asked) }
  }

  @Test(arguments: ["../../etc", "", "en US", "de_DE@calendar=hebrew", "en-", String(repeating: "a", count: 80)])
  func malformedLocalesAreRefused(asked: String) {
    #expect {
      try engine.resolveLocale(asked)
    } throws: { error in
      if case InputError.malformedLocale(let value, _) = error { return value == asked }
      return false
    }
  }

  @Test func zonesAreCheckedAgainstICUsOwnList() throws {
    #expect(try engine.resolveZone("Asia/Kolkata").rawValue == "Asia/Kolkata")
    #expect(try engine.resolveZone("US/Pacific").rawValue == "US/Pacific")
    for zone in ["Mars/Olympus", "Etc/Unknown", "", "america/new york"] {
      #expect(throws: InputError.self) { try engine.resolveZone(zone) }
    }
  }

  @Test(.tags(.icu72Engine)) func theAvailableListIsICU72s() {
    #expect(engine.availableLocales.count == 805)
    #expect(engine.info.versions["icu"] == "72.1")
    #expect(engine.availableLocales.contains(LocaleID(rawValue: "zh_Hant_TW")))
  }
}

extension Tag {
  /// Depends on the system ICU being 72.1.
  @Tag static var icu72Engine: Self
}
