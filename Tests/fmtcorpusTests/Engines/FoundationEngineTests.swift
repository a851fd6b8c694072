import Foundation
import Testing

/// The Foundation engine end to end: what Swift 6.3's Foundation (ICU 76.1, CLDR 46) renders,
/// served by `fmtcorpus-foundation` and driven by `fmtcorpus --engine foundation`.
@Suite(.tags(.foundation76)) struct FoundationEngineTests {
  /// The seed's en_US style table as Foundation really renders it: U+202F before PM like ICU 72,
  /// and `at` joining medium date and time where ICU 72 writes a comma.
  @Test(arguments: [
    ("short", "1/27/10, 1:00\u{202F}PM"),
    ("medium", "Jan 27, 2010 at 1:00:00\u{202F}PM"),
    ("long", "January 27, 2010 at 1:00:00\u{202F}PM EST"),
    ("full", "Wednesday, January 27, 2010 at 1:00:00\u{202F}PM Eastern Standard Time"),
  ])
  func seedStyleTable(style: String, expected: String) throws {
    let result = try CLI.run([
      "format", "--engine", "foundation", "--locale", "en_US", "--date-style", style,
      "--time-style", style, "--zone", "America/New_York", "--at", "2010-01-27T18:00:00Z",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected + "\n")
  }

  /// The seeds' Buddhist 2558 and Hebrew 5775 (19 January 2015), 20 Adar I 5784, and the
  /// calendars of issue 29: Heisei 22 in Japanese, a Vikram date (a calendar ICU 72 lacks).
  @Test(arguments: [
    ("ja_JP", "japanese", "Asia/Tokyo", "2010-01-27T18:00:00Z", "平成22年1月28日"),
    ("hi_IN", "vikram", "UTC", "2023-04-10T12:00:00Z", "21 फ़रवरी 2080"),
    ("th_TH", "buddhist", "Asia/Bangkok", "2015-01-19T14:45:00Z", "19 มกราคม 2558"),
    ("th_TH", "gregorian", "Asia/Bangkok", "2015-01-19T14:45:00Z", "19 มกราคม ค.ศ. 2015"),
    ("en_US", "buddhist", "America/New_York", "2015-01-19T14:45:00Z", "January 19, 2558 BE"),
    ("en_US", "hebrew", "America/New_York", "2015-01-19T14:45:00Z", "28 Tevet 5775"),
    ("he_IL", "hebrew", "Asia/Jerusalem", "2015-01-19T14:45:00Z", "כ״ח בטבת תשע״ה"),
    ("en_US", "hebrew", "America/New_York", "2024-02-29T17:00:00Z", "20 Adar I 5784"),
  ])
  func buddhistAndHebrewYears(
    locale: String, calendar: String, zone: String, at: String, expected: String
  ) throws {
    let result = try CLI.run([
      "format", "--engine", "foundation", "--locale", locale, "--calendar", calendar,
      "--date-style", "long", "--zone", zone, "--at", at,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected + "\n")
  }

  @Test func wheelsFromFoundationsTemplates() throws {
    let all = try CLI.run([
      "wheels", "--engine", "foundation", "--locale", "en_US", "--calendar", "gregorian",
    ])
    #expect(all.status == 0, "\(all.stderr)")
    #expect(
      all.stdout == """
        gregorian time: [ 6 | 53 | PM ]
        gregorian date: [ November | 15 | 2007 ]
        gregorian dateAndTime: [ Thu, Nov 15 | 6 | 53 | PM ]
        gregorian countDownTimer: [ 1 | 53 ]

        """)
    let json = try CLI.run([
      "wheels", "--engine", "foundation", "--locale", "en_US", "--calendar", "gregorian", "--mode",
      "dateAndTime", "--json",
    ])
    let picker = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    // Foundation has no glue API; the joined template gives ICU 76's `at`.
    #expect(picker["pattern"] as? String == "EEE, MMM d 'at' h:mm\u{202F}a")
    let hebrew = try CLI.run([
      "wheels", "--engine", "foundation", "--locale", "he_IL", "--calendar", "hebrew", "--mode",
      "date",
    ])
    // A dateFormat of its own loses the styles' Hebrew numerals: 5768, not תשס״ח.
    #expect(hebrew.stdout == "[ 5 | בכסלו | 5768 ]\n")
  }

  @Test func infoNamesFoundationsICUAndSwift() throws {
    let json = try CLI.run(["info", "--engine", "foundation", "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["engine"] as? String == "foundation")
    let versions = try #require(object["versions"] as? [String: String])
    #expect(
      versions["icu"] == "76.1" && versions["cldr"] == "46.0" && versions["tzdata"] == "2025b")
    #expect(versions["swift"]?.hasPrefix("6.3") == true)
    #expect(object["localeCount"] as? Int == 1034)
    let locales = try CLI.run(["info", "--engine", "foundation", "--locales"]).stdout.split(
      separator: "\n")
    #expect(locales.contains("ain_JP") && locales.count == 1034)
  }

  /// The engines differ in values, never in shape: for the same plan both write the same entries
  /// (every key path, list indices included), so `diff` sees changes, not additions. The one
  /// exception is by design: a field's display name (`accessibility/fields`, 7 wheel fields in
  /// 3 widths), which Foundation has no API for and its engines leave out with a note.
  @Test func bothEnginesWriteTheSameKeys() throws {
    let (icu, foundation) = try EnginePair.corpora.get()
    func keyPaths(_ directory: URL, _ file: String) throws -> Set<String> {
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      var paths: Set<String> = []
      func walk(_ value: Any, _ path: String) {
        if let object = value as? [String: Any] {
          for (key, child) in object { walk(child, path + "/" + key) }
        } else if let array = value as? [Any] {
          for (index, child) in array.enumerated() { walk(child, path + "[\(index)]") }
        } else {
          paths.insert(path)
        }
      }
      walk(try JSONSerialization.jsonObject(with: data), "")
      return paths
    }
    for file in ["en_US.json", "he_IL.json", "fields.json"] {
      let allICUKeys = try keyPaths(icu, file)
      let fieldNames = allICUKeys.filter { $0.hasPrefix("/accessibility/fields/") }
      #expect(fieldNames.count == (file == "fields.json" ? 0 : 21), "\(file)")
      let icuKeys = allICUKeys.subtracting(fieldNames)
      let foundationKeys = try keyPaths(foundation, file)
      #expect(icuKeys.count > 1_500, "\(file)")
      let differing = icuKeys.symmetricDifference(foundationKeys).sorted().prefix(5)
      #expect(icuKeys == foundationKeys, "\(file): \(differing)")
    }
    // The manifests differ by what each engine reports of itself: Foundation adds its Swift,
    // and each file's record of what Foundation refused (ICU 72 refuses nothing here).
    let manifest = try keyPaths(foundation, "manifest.json")
      .subtracting(try keyPaths(icu, "manifest.json"))
    #expect(manifest.filter { !$0.contains("/refused/") } == ["/engine/versions/swift"])
    #expect(try keyPaths(icu, "manifest.json").allSatisfy { !$0.contains("/refused") })
    #expect(manifest.contains { $0.hasPrefix("/files/en_US.json/refused/") })
  }

  /// Zones are decided by Foundation's own ICU, as the ICU engine decides them: IANA ids and
  /// their aliases (`UTC`, `Asia/Kolkata`, `US/Eastern`, which `TimeZone.knownTimeZoneIdentifiers`
  /// leaves out), no custom offsets.
  @Test func zonesAreFoundationICUsSystemIDs() throws {
    let list = try CLI.run(["info", "--engine", "foundation", "--zones"])
    #expect(list.status == 0, "\(list.stderr)")
    let zones = Set(list.stdout.split(separator: "\n").map(String.init))
    #expect(
      zones.isSuperset(of: ["UTC", "Asia/Kolkata", "US/Eastern", "America/St_Johns", "Etc/GMT-5"]))
    #expect(zones.isDisjoint(with: ["GMT+5", "UTC+3", "Etc/Unknown"]))
    #expect(zones.count == 638)
    let json = try CLI.run(["info", "--engine", "foundation", "--json"]).stdout
    let info = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(info["zoneCount"] as? Int == 459)
    for zone in ["UTC", "Asia/Kolkata", "US/Eastern"] {
      let result = try CLI.run([
        "format", "--engine", "foundation", "--locale", "en_US", "--time-style", "short", "--zone",
        zone, "--at", "2010-01-27T18:00:00Z",
      ])
      #expect(result.status == 0, "\(zone): \(result.stderr)")
    }
  }

  /// ICU 76 picks a time pattern by the id's likely region, so some spellings that maximize to
  /// a listed id render other strings than it: refused, with the listed ids named first.
  @Test(arguments: [
    ("nds_Latn", "did you mean nds_DE, nds, nds_NL?"),
    ("ko_Kore_KP", "did you mean ko_KP, ko_KR, ko_CN, ko?"),
    ("mic_Latn", "did you mean mic_CA, mic?"),
  ])
  func spellingsThatRenderOtherDataAreRefused(locale: String, hint: String) throws {
    let result = try CLI.run([
      "format", "--engine", "foundation", "--locale", locale, "--date-style", "full", "--zone",
      "UTC", "--at", "2010-01-27T18:00:00Z",
    ])
    #expect(result.status == 2)
    let message = "unknown locale '\(locale)': the foundation engine has no data for it (\(hint))"
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
  }

  /// A Foundation corpus records its engine, and `check` regenerates it with that engine.
  @Test func checkRendersWithTheManifestsEngine() throws {
    let corpus = CLI.temporaryDirectory()
    let made = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--out", corpus.path, "--locale", "en_US",
    ])
    try #require(made.status == 0, "\(made.stderr)")
    let manifest = try CLI.json(corpus.appendingPathComponent("manifest.json"))
    let engine = try #require(manifest["engine"] as? [String: Any])
    #expect(engine["name"] as? String == "foundation")
    #expect((engine["versions"] as? [String: String])?["icu"] == "76.1")

    let clean = try CLI.run(["check", "--corpus", corpus.path])
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(clean.stdout.hasSuffix("engine: unchanged\nok: no changes\n"))

    // Putting ICU 72's string in is drift for the Foundation engine.
    let file = corpus.appendingPathComponent("en_US.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "\"Jan 27, 2010 at 1:00:00\u{202F}PM\"", with: "\"Jan 27, 2010, 1:00:00\u{202F}PM\"")
    #expect(edited != text)
    try Data(edited.utf8).write(to: file)
    try CorpusEdits.rerecord(corpus, "en_US.json")
    #expect(try CLI.run(["check", "--corpus", corpus.path]).status == 1)

    let switched = try CLI.run(["generate", "--engine", "icu", "--out", corpus.path])
    #expect(switched.status == 2)
    #expect(
      switched.stderr
        == "fmtcorpus: error: the corpus in '\(corpus.path)' was made by engine 'foundation'; regenerating it with 'icu' needs --replan (or a new --out folder)\n"
    )
    #expect(try String(contentsOf: file, encoding: .utf8) == edited)
  }

  /// `diff` of an ICU 72 corpus against a Foundation one of the same plan: real differences,
  /// each with its class.
  @Test func diffNamesWhatMovesBetweenTheEngines() throws {
    let (icu, foundation) = try EnginePair.corpora.get()
    let result = try CLI.run(["diff", icu.path, foundation.path, "--format", "json"])
    #expect(result.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let changes = try #require(report["changes"] as? [[String: Any]])
    func change(_ key: [String], in file: String) -> [String: Any]? {
      changes.first { $0["file"] as? String == file && $0["key"] as? [String] == key }
    }
    let medium = try #require(
      change(
        [
          "calendars", "gregorian", "styles", "America/New_York", "2010-01-27T18:00:00Z",
          "medium/medium",
        ], in: "en_US.json"))
    #expect(medium["old"] as? String == "Jan 27, 2010, 1:00:00\u{202F}PM")
    #expect(medium["new"] as? String == "Jan 27, 2010 at 1:00:00\u{202F}PM")
    #expect(medium["class"] as? String == "text")
    // he_IL's Hebrew day wheel: ICU 72 follows the styles' Hebrew numerals, Foundation's
    // dateFormat writes digits — a numbering-system change.
    let day = try #require(
      change(
        ["calendars", "hebrew", "wheels", "date", "wheels", "day", "rows", "4"], in: "he_IL.json"))
    #expect(day["old"] as? String == "ה׳")
    #expect(day["new"] as? String == "5")
    #expect(day["class"] as? String == "digits")
    let engine = try #require(report["engine"] as? [[String: Any]])
    #expect(
      engine.contains {
        $0["name"] as? String == "icu" && $0["old"] as? String == "72.1"
          && $0["new"] as? String == "76.1"
      })
  }

  /// Foundation's ICU 76 parses en_US typed with ordinary spaces even strictly, where ICU 72
  /// fails (`PatternsTests`); ru_RU's U+00A0 before `г.` fails plain in both. Patterns render
  /// through `DateFormatter.dateFormat`, as an app sets it.
  @Test func parsingDiffersFromICU72() throws {
    let out = CLI.temporaryDirectory()
    let result = try CLI.run([
      "generate", "-q", "--engine", "foundation", "--calendar", "gregorian", "--out", out.path,
      "--locale", "en_US", "--locale", "ru_RU",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let enUS = try String(contentsOf: out.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(
      enUS.contains(
        "\"full/full\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\", \"strictPlain\": \"ok\"}"
      ))
    #expect(
      enUS.contains(
        "\"EEEE, MMMM dd, yyyy' at 'h:mm a.\": \"Wednesday, January 27, 2010 at 1:00 PM.\""))
    let ruRU = try String(contentsOf: out.appendingPathComponent("ru_RU.json"), encoding: .utf8)
    #expect(
      ruRU.contains(
        "\"full/full\": {\"lenient\": \"ok\", \"lenientPlain\": \"fails\", \"strict\": \"ok\", \"strictPlain\": \"fails\"}"
      ))
  }

  /// The Foundation engine's Swift version is stamped at build time: it runs where the
  /// toolchain's module files are absent (here: a libFoundation.so loaded from a folder
  /// without `Foundation.swiftmodule`, which a run-time read needed), and says the toolchain's
  /// version.
  @Test func foundationsSwiftVersionNeedsNoModuleFiles() throws {
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let toolchain = URL(fileURLWithPath: "/opt/swift/usr/lib/swift/linux/libFoundation.so")
    try FileManager.default.copyItem(
      at: toolchain, to: folder.appendingPathComponent("libFoundation.so"))
    let swift = try CLI.run(
      ["swift", "--version"], executable: URL(fileURLWithPath: "/usr/bin/env"))
    let version = try #require(
      (swift.stdout + swift.stderr).split(separator: "\n").first { $0.hasPrefix("Swift version ") }?
        .split(separator: " ")[2])
    let result = try CLI.run(
      ["info", "--engine", "foundation", "--json"], environment: ["LD_LIBRARY_PATH": folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((object["versions"] as? [String: String])?["swift"] == String(version))
  }
}

/// en_US and he_IL generated once by each engine, shared by the tests that compare them.
enum EnginePair {
  static let corpora: Result<(icu: URL, foundation: URL), any Error> = Result {
    let icu = CLI.temporaryDirectory()
    let foundation = CLI.temporaryDirectory()
    for (engine, directory) in [("icu", icu), ("foundation", foundation)] {
      let made = try CLI.run([
        "generate", "-q", "--engine", engine, "--out", directory.path, "--locale", "en_US",
        "--locale", "he_IL",
      ])
      guard made.status == 0 else { throw EngineFailed(engine: engine, stderr: made.stderr) }
    }
    return (icu, foundation)
  }

  struct EngineFailed: Error, CustomStringConvertible {
    var engine: String
    var stderr: String
    var description: String { "generate --engine \(engine) failed: \(stderr)" }
  }
}

extension Tag {
  /// Results of Swift 6.3's Foundation: ICU 76.1 / CLDR 46 / tzdata 2025b.
  @Tag static var foundation76: Self
}
