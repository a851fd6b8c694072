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

  /// Settings as typed (issue 38): the syntax an engine would read loosely is refused naming
  /// the item at fault; what is well formed passes on to the engine, known or not.
  @Test(arguments: [
    (
      "en_US@;hours=h23",
      "empty setting in locale 'en_US@;hours=h23': nothing between '@' and ';' (drop the extra ';', or write key=value, such as hours=h23)"
    ),
    (
      "en_US@hours=h23;;fw=sun",
      "empty setting in locale 'en_US@hours=h23;;fw=sun': nothing between ';' and ';' (drop the extra ';', or write key=value, such as hours=h23)"
    ),
    (
      "en_US@hours=h23;",
      "empty setting in locale 'en_US@hours=h23;': nothing after ';' (drop the extra ';', or write key=value, such as hours=h23)"
    ),
    (
      "en_US@",
      "empty setting in locale 'en_US@': nothing after '@' (drop the extra ';', or write key=value, such as hours=h23)"
    ),
    (
      "en_US@hours=",
      "malformed setting 'hours=' in locale 'en_US@hours=': it has no value (a setting is key=value, such as hours=h23)"
    ),
    (
      "en_US@=h23",
      "malformed setting '=h23' in locale 'en_US@=h23': it has no key (a setting is key=value, such as hours=h23)"
    ),
    (
      "en_US@hours=h23;fw",
      "malformed setting 'fw' in locale 'en_US@hours=h23;fw': it has no '=' (a setting is key=value, such as hours=h23)"
    ),
    (
      "en_US@hours=h23=h12",
      "malformed setting 'hours=h23=h12' in locale 'en_US@hours=h23=h12': it has more than one '=' (a setting is key=value, such as hours=h23)"
    ),
    (
      "en_US@hours=h23;hours=h12",
      "malformed setting 'hours=h12' in locale 'en_US@hours=h23;hours=h12': 'hours' is already set by 'hours=h23' (give each setting once)"
    ),
    (
      "en_US@hours=h23;HOURS=h12",
      "malformed setting 'HOURS=h12' in locale 'en_US@hours=h23;HOURS=h12': 'hours' is already set by 'hours=h23' (give each setting once)"
    ),
    (
      "en-US-u-hc-h12-hc-h23",
      "malformed setting 'hc-h23' in locale 'en-US-u-hc-h12-hc-h23': 'hc' is already set by 'hc-h12' (give each setting once)"
    ),
    (
      "en-US-u-rg-gb",
      "malformed setting 'rg' in locale 'en-US-u-rg-gb': it has no value: a region override is a region code and 'zzzz', such as rg-gbzzzz ('gb' alone is read as another key)"
    ),
    (
      "en-US-u-hc",
      "malformed setting 'hc' in locale 'en-US-u-hc': it has no value (a -u- setting is a key and its value, such as hc-h23)"
    ),
    (
      "@hours=h23",
      "malformed locale '@hours=h23': no locale before '@' (write one, then its settings: en_US@hours=h23) (expected an ICU or BCP 47 id such as zh_TW or zh-TW)"
    ),
  ])
  func looseSyntaxIsRefusedNamingTheItem(text: String, message: String) {
    #expect(throws: InputError.self) { try LocaleSettings.checkTyped(text) }
    do {
      try LocaleSettings.checkTyped(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(arguments: [
    "en_US", "en_US@hours=h23", "de_DE@fw=sun;hours=h23", "en_US@foo=bar", "en-US-u-hc-h23",
    "ar-SA-u-ca-islamic-umalqura-nu-latn", "en-US-u-attr-hc-h23", "en-US-x-u-hc-hc",
    "en-US-u-hc-h23-t-hc-hc",
  ])
  func wellFormedSettingsPassToTheEngine(text: String) throws {
    try LocaleSettings.checkTyped(text)
  }
}
