import CorpusModel
import TestSupport
import Testing

@testable import ICUEngine

@Suite struct LocaleResolutionTests {
  let engine: ICUCorpusEngine

  init() throws { engine = try ICUCorpusEngine() }

  @Test(arguments: [
    ("zh_TW", "zh_TW"), ("zh-TW", "zh_TW"), ("zh-Hant-TW", "zh_Hant_TW"), ("sr_RS", "sr_RS"),
    ("en_us", "en_US"), ("he-IL", "he_IL"), ("en", "en"), ("sr_ME", "sr_ME"),
    ("en_Latn_US", "en_Latn_US"),
  ])
  func knownSpellingsCanonicalize(asked: String, canonical: String) throws {
    #expect(try engine.resolveLocale(asked).rawValue == canonical)
  }

  @Test(arguments: ["en_XX", "xx_YY", "zh_XX"])
  func unknownLocalesAreRefusedNotRootedSilently(asked: String) {
    #expect(throws: InputError.self) { try engine.resolveLocale(asked) }
  }

  /// `und_TW` maximizes to the listed `zh_Hant_TW`, but ICU renders root (or the process's
  /// default locale) for it: a locale must name its language.
  @Test(arguments: [
    ("und_TW", "zh_TW"), ("und-TW", "zh_TW"), ("und_IL", "he_IL"), ("und_Thai", "th_TH"),
    ("und", "en_US"), ("root", "en_US"), ("und_XX", nil),
  ])
  func languagelessLocalesAreRefused(asked: String, example: String?) {
    #expect(throws: InputError.localeWithoutLanguage(asked, example: example)) {
      try engine.resolveLocale(asked)
    }
  }

  /// ICU 72 has no `ff_GH` bundle: it opens `ff_Latn` (a U+0020 before the day period where
  /// the listed `ff_Latn_GH` has U+202F), so `ff_GH` is refused and the listed id suggested.
  @Test(.tags(.icu72)) func aSpellingThatOpensOtherDataIsRefused() {
    #expect {
      try engine.resolveLocale("ff_GH")
    } throws: { error in
      guard case InputError.unknownLocale("ff_GH", "icu", let suggestions) = error else {
        return false
      }
      return suggestions.first == "ff_Latn_GH"
    }
  }

  /// What an accepted alias renders is its listed locale's corpus, entry for entry.
  @Test(arguments: [
    ("zh_TW", "zh_Hant_TW"), ("sr_RS", "sr_Cyrl_RS"), ("sr_ME", "sr_Latn_ME"),
    ("zh_MO", "zh_Hant_MO"), ("pa_PK", "pa_Arab_PK"), ("uz_AF", "uz_Arab_AF"),
    ("en_Latn_US", "en_US"),
  ])
  func anAcceptedAliasRendersTheListedLocalesData(alias: String, listed: String) throws {
    let plan = Plan(
      includesAvailableLocales: false, locales: [], calendars: Plan.defaultCalendars,
      styleZone: Plan.defaultStyleZone, zones: [Plan.defaultStyleZone],
      seedInstants: Plan.defaultSeedInstants, edgeInstants: [], sweepInstants: [])
    let aliasCorpus = try engine.localeCorpus(for: engine.resolveLocale(alias), plan: plan)
    var listedCorpus = try engine.localeCorpus(for: engine.resolveLocale(listed), plan: plan)
    // Only the name differs: the file's and each picker's and month's.
    listedCorpus.locale = aliasCorpus.locale
    for calendar in Array(listedCorpus.calendars.keys) {
      for mode in Array(listedCorpus.calendars[calendar]?.pickers.keys ?? [:].keys) {
        listedCorpus.calendars[calendar]?.pickers[mode]?.locale = aliasCorpus.locale
      }
      for instant in Array(listedCorpus.calendars[calendar]?.months.keys ?? [:].keys) {
        listedCorpus.calendars[calendar]?.months[instant]?.locale = aliasCorpus.locale
      }
      for key in Array(listedCorpus.calendars[calendar]?.configuredPickers.keys ?? [:].keys) {
        listedCorpus.calendars[calendar]?.configuredPickers[key]?.locale = aliasCorpus.locale
      }
    }
    for key in Array(listedCorpus.pickers.keys) {
      listedCorpus.pickers[key]?.locale = aliasCorpus.locale
    }
    #expect(aliasCorpus.calendars[.gregorian]?.pickers.count == 4)
    #expect(aliasCorpus == listedCorpus)
  }

  @Test(arguments: [
    "../../etc", "", "en US", "de_DE@calendar=he/brew", "de_DE@hours", "en-",
    String(repeating: "a", count: 80),
  ])
  func malformedLocalesAreRefused(asked: String) {
    // `de_DE@calendar=hebrew` is a variant (issue 29): settings are part of a locale now.
    #expect {
      try engine.resolveLocale(asked)
    } throws: { error in
      if case InputError.malformedLocale(let value, _) = error { return value == asked }
      // A setting without '=' is named as the malformed item it is (issue 38).
      if case InputError.malformedSetting(let locale, _, _) = error { return locale == asked }
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

  /// ICU parses custom offsets into a zone of their own, but they are no IANA ids; a whole-hour
  /// offset is pointed to its `Etc/GMT` zone, whose sign POSIX inverts.
  @Test(arguments: [
    ("GMT+5", ["Etc/GMT-5"]), ("UTC+3", ["Etc/GMT-3"]), ("GMT-0300", ["Etc/GMT+3"]),
    ("GMT+05:30", []),
  ])
  func customOffsetsAreRefused(zone: String, suggestions: [String]) {
    #expect(throws: InputError.unknownZone(zone, engine: "icu", suggestions: suggestions)) {
      try engine.resolveZone(zone)
    }
  }

  @Test(.tags(.icu72)) func theAvailableListIsICU72s() {
    #expect(engine.availableLocales.count == 805)
    #expect(engine.info.versions["icu"] == "72.1")
    #expect(engine.availableLocales.contains(LocaleID(rawValue: "zh_Hant_TW")))
  }
}
