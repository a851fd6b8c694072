import CorpusModel
import Testing

/// Locales with settings (issue 29): the canonical names a variant's file may have.
@Suite struct LocaleSettingsTests {
  @Test func aVariantsNameIsItsCanonicalKeywords() {
    for good in [
      "en_US@hours=h23", "ar_EG@numbers=latn", "de_DE@fw=sun", "en_US@rg=gbzzzz",
      "ja_JP@calendar=japanese", "de_DE@fw=sun;hours=h23", "ar_SA@calendar=islamic-umalqura",
    ] {
      #expect(LocaleID.isWellFormed(good), "\(good)")
    }
    for bad in [
      "en_US@", "en_US@hours", "en_US@hours=", "en_US@hours=h23;fw=sun", "en_US@foo=bar",
      "en_US@hours=h23;hours=h12", "en_US@hours=H23", "en_US@hours=../x", "en_US@hours=h23@",
      "@hours=h23", "en_US@calendar=-x", "en_US@hours=h23;", "../x@hours=h23",
    ] {
      #expect(!LocaleID.isWellFormed(bad), "\(bad)")
    }
  }

  @Test func aVariantsPartsAndTheIdAnEngineIsGiven() {
    let variant = LocaleID(rawValue: "de_DE@fw=sun;hours=h23")
    #expect(variant.base == LocaleID(rawValue: "de_DE"))
    #expect(variant.settings.map(\.key) == ["fw", "hours"])
    #expect(variant.calendarSetting == nil)
    #expect(variant.withCalendar(.hebrew) == "de_DE@calendar=hebrew;fw=sun;hours=h23")
    #expect(LocaleID(rawValue: "en_US").withCalendar(.gregorian) == "en_US@calendar=gregorian")
    let japanese = LocaleID(rawValue: "ja_JP@calendar=japanese")
    #expect(japanese.calendarSetting == .japanese)
    #expect(japanese.withCalendar(.japanese) == "ja_JP@calendar=japanese")
    #expect(LocaleID(rawValue: "en_US@hours=h23").fileName == "en_US@hours=h23.json")
  }
}
