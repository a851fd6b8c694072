import Foundation
import TestSupport
import Testing

@Suite struct GenerateTests {
  @Test(arguments: [
    ("zh_TW", "zh_TW"), ("zh-TW", "zh_TW"), ("sr_RS", "sr_RS"), ("sr-Latn-RS", "sr_Latn_RS"),
    ("EN_us", "en_US"),
  ])
  func localesAreNamedByTheirCanonicalSpelling(asked: String, file: String) throws {
    let out = CLI.temporaryDirectory()
    let result = try CLI.run(["generate", "--quiet", "--out", out.path, "--locale", asked])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == ["\(file).json", "fields.json", "manifest.json"].sorted())
    let corpus = try CLI.json(out.appendingPathComponent("\(file).json"))
    #expect(corpus["locale"] as? String == file)
    let plan = try #require(
      try CLI.json(out.appendingPathComponent("manifest.json"))["plan"] as? [String: Any])
    #expect(plan["locales"] as? [String] == [file])
    #expect(plan["includesAvailableLocales"] as? Bool == false)
  }

  @Test(.tags(.icu72)) func zhTWIsTraditionalChineseNotRoot() throws {
    let out = CLI.temporaryDirectory()
    try CLI.run(["generate", "--quiet", "--out", out.path, "--locale", "zh_TW"])
    let corpus = try CLI.json(out.appendingPathComponent("zh_TW.json"))
    let calendars = try #require(corpus["calendars"] as? [String: [String: Any]])
    let styles = try #require(
      calendars["gregorian"]?["styles"] as? [String: [String: [String: String]]])
    #expect(
      styles["America/New_York"]?["2010-01-27T18:00:00Z"]?["full/full"]
        == "2010年1月27日 星期三 下午1:00:00 [東部標準時間]")
    #expect(styles["Asia/Taipei"]?["2010-01-27T18:00:00Z"]?["none/short"] == "凌晨2:00")
    let skeletons = try #require(
      calendars["gregorian"]?["skeletons"] as? [String: [String: String]])
    // The pattern generator gives `a` for jm; the short time style uses flexible day periods (`B`).
    #expect(skeletons["jm"] == ["pattern": "ah:mm", "string": "下午1:00"])
  }

  /// The seed's component table: 2007-01-09 10:00 US/Pacific seen from three zones.
  @Test(.tags(.icu72)) func fieldsReproduceTheSeedTables() throws {
    let out = CLI.temporaryDirectory()
    try CLI.run(["generate", "--quiet", "--out", out.path, "--locale", "en_US"])
    let root = try CLI.json(out.appendingPathComponent("fields.json"))
    let fields = try #require(root["fields"] as? [String: [String: [String: [String: Any]]]])
    func record(_ calendar: String, _ zone: String, _ instant: String) throws -> [String: Any] {
      try #require(fields[calendar]?[zone]?[instant])
    }
    let seed = "2007-01-09T18:00:00Z"
    for (zone, hour, day, weekday) in [
      ("America/New_York", 13, 9, 3), ("America/Los_Angeles", 10, 9, 3), ("Asia/Tokyo", 3, 10, 4),
    ] {
      let value = try record("gregorian", zone, seed)
      #expect(value["year"] as? Int == 2007)
      #expect(value["month"] as? Int == 1)
      #expect(value["day"] as? Int == day)
      #expect(value["hour"] as? Int == hour)
      #expect(value["minute"] as? Int == 0)
      #expect(value["weekday"] as? Int == weekday)
      #expect(value["weekdayOrdinal"] as? Int == 2)
    }
    // January 2015: Buddhist 2558, Hebrew 5775.
    #expect(
      try record("buddhist", "America/New_York", "2015-01-19T14:45:00Z")["year"] as? Int == 2558)
    #expect(
      try record("hebrew", "America/New_York", "2015-01-19T14:45:00Z")["year"] as? Int == 5775)
    // 29 February 2024 is 20 Adar I 5784: the sixth month, which only leap years have.
    let leapDay = try record("hebrew", "America/New_York", "2024-02-29T17:00:00Z")
    #expect(leapDay["year"] as? Int == 5784)
    #expect(leapDay["month"] as? Int == 6)
    #expect(leapDay["monthName"] as? String == "Adar I")
    #expect(leapDay["day"] as? Int == 20)
    // 1 Tishri 5784, and New York's local mean time before standard time.
    let roshHashanah = try record("hebrew", "Asia/Jerusalem", "2023-09-16T16:00:00Z")
    #expect(roshHashanah["month"] as? Int == 1 && roshHashanah["day"] as? Int == 1)
    let lmt = try record("gregorian", "America/New_York", "1876-03-10T04:56:02Z")
    #expect(lmt["hour"] as? Int == 0 && lmt["minute"] as? Int == 0 && lmt["day"] as? Int == 10)
  }

  @Test func threadCountDoesNotChangeTheBytes() throws {
    let one = CLI.temporaryDirectory()
    let two = CLI.temporaryDirectory()
    let locales = ["en_US", "he_IL", "ar_EG", "th_TH", "ja_JP", "zh_TW", "de_DE", "sr_Latn_RS"]
      .flatMap { ["--locale", $0] }
    #expect(
      try CLI.run(["generate", "-q", "--jobs", "1", "--out", one.path] + locales).status == 0)
    #expect(
      try CLI.run(["generate", "-q", "--jobs", "4", "--out", two.path] + locales).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
    #expect(names.count == 10)
    #expect(try FileManager.default.contentsOfDirectory(atPath: two.path).sorted() == names)
    for name in names {
      let a = try Data(contentsOf: one.appendingPathComponent(name))
      let b = try Data(contentsOf: two.appendingPathComponent(name))
      #expect(a == b, "\(name) differs between --jobs 1 and --jobs 4")
    }
  }

  @Test func aLocaleJoinsAStoredPlanAndOthersAreUntouched() throws {
    let out = CLI.temporaryDirectory()
    try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US"])
    let enUS = out.appendingPathComponent("en_US.json")
    let before = try Data(contentsOf: enUS)
    let stamp =
      try FileManager.default.attributesOfItem(atPath: enUS.path)[.modificationDate] as? Date
    let result = try CLI.run(["generate", "--out", out.path, "--locale", "de-DE"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("wrote 2 files ("))
    #expect(try Data(contentsOf: enUS) == before)
    #expect(
      try FileManager.default.attributesOfItem(atPath: enUS.path)[.modificationDate] as? Date
        == stamp)
    let manifest = try CLI.json(out.appendingPathComponent("manifest.json"))
    #expect((manifest["plan"] as? [String: Any])?["locales"] as? [String] == ["de_DE", "en_US"])
    #expect(
      (manifest["files"] as? [String: Any])?.keys.sorted() == [
        "de_DE.json", "en_US.json", "fields.json",
      ])

    let refused = try CLI.run(["generate", "--out", out.path, "--calendar", "hebrew"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: the corpus in '\(out.path)' already has a plan; changing its calendars, zones or instants needs --replan\n"
    )
    #expect(
      try CLI.run(["generate", "-q", "--out", out.path, "--calendar", "hebrew", "--replan"]).status
        == 0)
    let replanned = try CLI.json(out.appendingPathComponent("manifest.json"))
    #expect((replanned["plan"] as? [String: Any])?["calendars"] as? [String] == ["hebrew"])
    let corpus = try CLI.json(enUS)
    #expect((corpus["calendars"] as? [String: Any])?.keys.sorted() == ["hebrew"])
  }

  /// A run killed while it renders leaves the previous corpus byte for byte.
  @Test func aKilledRunLeavesThePreviousCorpus() throws {
    let out = CLI.temporaryDirectory()
    try CLI.run(["generate", "-q", "--out", out.path, "--locale", "en_US", "--locale", "fr_FR"])
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    let before = try names.map { try Data(contentsOf: out.appendingPathComponent($0)) }
    let process = Process()
    process.executableURL = CLI.binary
    // Every locale under a new plan: seconds of rendering before the first byte is written.
    let many = try CLI.run(["info", "--locales"]).stdout.split(separator: "\n").prefix(80)
    process.arguments =
      ["generate", "-q", "--out", out.path, "--replan", "--instant", "2001-01-01T00:00:00Z"]
      + many.flatMap { ["--locale", String($0)] } + ["--jobs", "1"]
    try process.run()
    usleep(150_000)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == names)
    #expect(try names.map { try Data(contentsOf: out.appendingPathComponent($0)) } == before)
  }
}
