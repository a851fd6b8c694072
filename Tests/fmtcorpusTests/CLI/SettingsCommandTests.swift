import Foundation
import Testing

/// A user's settings on a locale (issue 29), as ICU keywords or BCP 47 `-u-` extensions,
/// wherever a locale is taken; what ICU 72 honours where is what the engine gives.
@Suite(.tags(.icu72)) struct SettingsCommandTests {
  static let at = ["--zone", "America/New_York", "--at", "2010-01-27T18:00:00Z"]

  @Test(arguments: [
    // ICU 72's pattern generator honours the hour cycle for `j`; its style formats do not.
    (["--locale", "en_US@hours=h23", "--template", "jm"], "13:00\n"),
    (["--locale", "en-US-u-hc-h23", "--template", "jm"], "13:00\n"),
    (["--locale", "en-US-u-hc-h23", "--time-style", "short"], "1:00\u{202F}PM\n"),
    // The numbering system: Latin digits where ar_EG writes Arabic-Indic ones.
    (["--locale", "ar-EG-u-nu-latn", "--date-style", "short"], "27\u{200F}/1\u{200F}/2010\n"),
    (["--locale", "ar_EG", "--date-style", "short"], "٢٧\u{200F}/١\u{200F}/٢٠١٠\n"),
  ])
  func aSettingIsWhatTheEngineMakesOfIt(arguments: [String], output: String) throws {
    let result = try CLI.run(["format"] + arguments + Self.at)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout == output)
  }

  /// With no `--calendar`, the locale's calendar setting decides.
  @Test(arguments: ["ja_JP@calendar=japanese", "ja-JP-u-ca-japanese"])
  func theCalendarSettingDecidesTheCalendar(locale: String) throws {
    let result = try CLI.run([
      "format", "--locale", locale, "--date-style", "long", "--zone", "Asia/Tokyo", "--at",
      "2010-01-27T18:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "平成22年1月28日\n")
  }

  /// ICU 72 reads the region setting for week data (Monday first), not `fw` (Foundation does).
  @Test func weekSettingsInTheMonthView() throws {
    let rg = try CLI.run(["month", "--locale", "en-US-u-rg-gbzzzz"])
    #expect(rg.status == 0, "\(rg.stderr)")
    #expect(rg.stdout.split(separator: "\n")[1] == "  Mon Tue Wed Thu Fri Sat Sun")
    let fw = try CLI.run(["month", "--locale", "de_DE@fw=sun"])
    #expect(fw.status == 0, "\(fw.stderr)")
    #expect(fw.stdout.split(separator: "\n")[1] == "  Mo Di Mi Do Fr Sa So")
  }

  @Test func wheelsFollowTheHourCycleSetting() throws {
    let result = try CLI.run([
      "wheels", "--locale", "en-US-u-hc-h23", "--mode", "time", "--calendar", "gregorian",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "[ 18 | 53 ]\n")
  }

  @Test(arguments: [
    (
      [
        "format", "--locale", "ja-JP-u-ca-japanese", "--calendar", "gregorian", "--date-style",
        "long",
      ],
      "locale 'ja_JP@calendar=japanese' sets calendar 'japanese' but --calendar is 'gregorian' (drop one, or make them the same)"
    ),
    (
      [
        "generate", "--locale", "ja_JP@calendar=japanese", "--calendar", "buddhist", "--out",
        "/nonexistent/x",
      ],
      "locale 'ja_JP@calendar=japanese' sets calendar 'japanese' but --calendar is 'buddhist' (drop one, or make them the same)"
    ),
    (
      ["format", "--locale", "en_US@foo=bar", "--date-style", "long"],
      "unknown setting 'foo' in locale 'en_US@foo=bar' (expected one of: calendar, fw, hours, numbers, rg; BCP 47 ca, fw, hc, nu, rg)"
    ),
    (
      ["wheels", "--locale", "en-US-u-hc-h25"],
      "invalid value 'h25' for setting 'hours' in locale 'en-US-u-hc-h25' (expected one of: h11, h12, h23, h24)"
    ),
    (
      ["month", "--locale", "en_US@rg=gb"],
      "invalid value 'gb' for setting 'rg' in locale 'en_US@rg=gb' (expected a region code and 'zzzz', such as gbzzzz or 419zzzz)"
    ),
    (
      ["format", "--locale", "en_US@calendar=vikram", "--date-style", "long"],
      "invalid value 'vikram' for setting 'calendar' in locale 'en_US@calendar=vikram' (expected one of: gregorian, japanese, buddhist, roc, persian, islamic-civil, islamic, hebrew, chinese, indian, coptic, ethiopic, ethiopic-amete-alem, iso8601, dangi, islamic-umalqura, islamic-tbla, islamic-rgsa)"
    ),
    (
      ["format", "--locale", "xx_YY@hours=h23", "--date-style", "long"],
      "unknown locale 'xx_YY@hours=h23': the icu engine has no data for it (run 'fmtcorpus info --locales' for the list)"
    ),
  ])
  func badSettingsAreRefused(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// Loose settings syntax (issue 38) is refused in one line naming the item, exit 2, in every
  /// command that takes a locale: ICU dropped everything after an empty item (`en_US@;hours=h23`
  /// rendered as `en_US`), failed on an item without a key or value (exit 3), and kept the
  /// first of a repeated key.
  @Test(arguments: [
    (
      ["format", "--locale", "en_US@;hours=h23", "--time-style", "short"],
      "empty setting in locale 'en_US@;hours=h23': nothing between '@' and ';' (drop the extra ';', or write key=value, such as hours=h23)"
    ),
    (
      ["wheels", "--locale", "en_US@hours=", "--mode", "time"],
      "malformed setting 'hours=' in locale 'en_US@hours=': it has no value (a setting is key=value, such as hours=h23)"
    ),
    (
      ["wheels", "--locale", "en_US@=h23", "--mode", "time"],
      "malformed setting '=h23' in locale 'en_US@=h23': it has no key (a setting is key=value, such as hours=h23)"
    ),
    (
      ["month", "--locale", "en_US@hours=h23;fw"],
      "malformed setting 'fw' in locale 'en_US@hours=h23;fw': it has no '=' (a setting is key=value, such as hours=h23)"
    ),
    (
      ["month", "--locale", "en_US@hours=h23;;fw=sun"],
      "empty setting in locale 'en_US@hours=h23;;fw=sun': nothing between ';' and ';' (drop the extra ';', or write key=value, such as hours=h23)"
    ),
    (
      ["wheels", "--locale", "en_US@hours=h23;hours=h12", "--mode", "time"],
      "malformed setting 'hours=h12' in locale 'en_US@hours=h23;hours=h12': 'hours' is already set by 'hours=h23' (give each setting once)"
    ),
    (
      ["wheels", "--locale", "en-US-u-hc-h12-hc-h23", "--mode", "time"],
      "malformed setting 'hc-h23' in locale 'en-US-u-hc-h12-hc-h23': 'hc' is already set by 'hc-h12' (give each setting once)"
    ),
    (
      ["format", "--locale", "en-US-u-rg-gb", "--date-style", "short"],
      "malformed setting 'rg' in locale 'en-US-u-rg-gb': it has no value: a region override is a region code and 'zzzz', such as rg-gbzzzz ('gb' alone is read as another key)"
    ),
    (
      ["format", "--locale", "@hours=h23", "--time-style", "short"],
      "malformed locale '@hours=h23': no locale before '@' (write one, then its settings: en_US@hours=h23) (expected an ICU or BCP 47 id such as zh_TW or zh-TW)"
    ),
    (
      ["generate", "--locale", "en_US@;hours=h23", "--out", "/nonexistent/x"],
      "empty setting in locale 'en_US@;hours=h23': nothing between '@' and ';' (drop the extra ';', or write key=value, such as hours=h23)"
    ),
    (
      ["format", "--engine", "foundation", "--locale", "en_US@hours=", "--time-style", "short"],
      "malformed setting 'hours=' in locale 'en_US@hours=': it has no value (a setting is key=value, such as hours=h23)"
    ),
  ])
  func looseSettingsSyntaxIsRefused(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// `check --locale` and `accept --locale` resolve locales as every command does: an empty
  /// item no longer narrows them to the plain locale.
  @Test func checkAndAcceptRefuseLooseSettingsToo() throws {
    let corpus = try SmallCorpus.copy()
    let message =
      "fmtcorpus: error: empty setting in locale 'en_US@;hours=h23': nothing between '@' and ';' (drop the extra ';', or write key=value, such as hours=h23)\n"
    let check = try CLI.run(["check", "--corpus", corpus.path, "--locale", "en_US@;hours=h23"])
    #expect(check.status == 2)
    #expect(check.stderr == message)
    let pending = corpus.deletingLastPathComponent().appendingPathComponent("pending")
    let accept = try CLI.run([
      "accept", "--from", pending.path, "--corpus", corpus.path, "--locale", "en_US@;hours=h23",
    ])
    #expect(accept.status == 2)
    #expect(accept.stderr == message)
  }

  /// A variant is a plan entry with its own file, named by ICU's canonical form; it checks,
  /// and a manifest naming a non-canonical variant is refused.
  @Test func aVariantIsAPlanEntryWithItsOwnFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("fmtcorpus-settings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let made = try CLI.run([
      "generate", "--locale", "en-US-u-hc-h23", "--locale", "ja-JP-u-ca-japanese", "--out",
      directory.path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      names == [
        "en_US@hours=h23.json", "fields.json", "ja_JP@calendar=japanese.json", "manifest.json",
      ])
    let japanese =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: directory.appendingPathComponent("ja_JP@calendar=japanese.json")))
      as? [String: Any]
    #expect((japanese?["calendars"] as? [String: Any])?.keys.sorted() == ["japanese"])
    let check = try CLI.run(["check", "--corpus", directory.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    // The same variant spelled otherwise names the same file.
    let again = try CLI.run(["generate", "--locale", "en_US@hours=h23", "--out", directory.path])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 4)
    // A manifest naming keywords out of order is not a corpus's.
    let manifest = directory.appendingPathComponent("manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try text.replacingOccurrences(of: "\"en_US@hours=h23\"", with: "\"en_US@hours=h23;fw=sun\"")
      .write(to: manifest, atomically: true, encoding: .utf8)
    let bad = try CLI.run(["check", "--corpus", directory.path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("en_US@hours=h23;fw=sun"), "\(bad.stderr)")
  }
}
