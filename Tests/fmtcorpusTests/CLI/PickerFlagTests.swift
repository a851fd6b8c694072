import Foundation
import TestSupport
import Testing

/// `generate --picker KEY` end to end: a configured picker added by the key a corpus stores it
/// under, to a new plan, to a stored plan and under `--shard`, as `--template` adds a template.
@Suite(.tags(.icu72)) struct PickerFlagTests {
  static let interval15 = "time,minute-interval=15"
  static let tokyo = "date@2025-03-01T20:00:00Z,zone=Asia/Tokyo"
  static let timer = "countDownTimer,duration=600"

  func generate(_ arguments: [String]) throws {
    let result = try CLI.run(["generate", "-q"] + arguments)
    try #require(result.status == 0, "\(arguments): \(result.stderr)")
  }

  func text(_ folder: URL, _ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// The manifest's `pickers` lines, one per configuration.
  func plannedLines(_ folder: URL) throws -> [String] {
    let lines = try text(folder, "manifest.json").components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: #"    "pickers": ["#))
    let end = try #require(lines[start...].firstIndex { $0.hasPrefix("    ]") })
    return Array(lines[(start + 1)..<end])
  }

  /// The lines of one stored picker in one calendar, from its key's line to its closing brace
  /// (without a comma after it).
  func entry(_ file: String, calendar: String, key: String) throws -> [String] {
    let lines = file.components(separatedBy: "\n")
    let section = try #require(lines.firstIndex(of: "    \"\(calendar)\": {"))
    let start = try #require(
      lines[section...].firstIndex(of: "        \"\(key)\": {"), "\(calendar) \(key)")
    let end = try #require(lines[start...].firstIndex { $0.hasPrefix("        }") })
    var picker = Array(lines[start...end])
    picker[picker.count - 1] = "        }"
    return picker
  }

  /// On a fresh folder the key is the plan's one configured picker, in each of its calendars,
  /// and its stored entry is byte for byte the one the default plan's configuration writes.
  @Test func aNewPlansPickerIsTheDefaultPlansEntry() throws {
    let defaults = CLI.temporaryDirectory()
    let flagged = CLI.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: defaults)
      try? FileManager.default.removeItem(at: flagged)
    }
    try generate(["--locale", "en_US", "--out", defaults.path])
    try generate(["--locale", "en_US", "--picker", Self.interval15, "--out", flagged.path])
    let expected = try entry(
      try text(defaults, "en_US.json"), calendar: "gregorian", key: Self.interval15)
    #expect(
      expected == [
        #"        "time,minute-interval=15": {"#,
        #"          "wheels": ["#,
        #"            {"field": "hour"},"#,
        #"            {"field": "minute", "rows": ["00", "15", "30", "45"], "selected": 3},"#,
        #"            {"field": "dayPeriod"}"#,
        #"          ]"#,
        #"        }"#,
      ])
    let file = try text(flagged, "en_US.json")
    #expect(try entry(file, calendar: "gregorian", key: Self.interval15) == expected)
    #expect(
      try plannedLines(flagged) == [
        #"      {"calendars": ["buddhist", "gregorian", "hebrew"], "minuteInterval": 15, "modes": ["time"]}"#
      ])
    // Each calendar holds it under the same key, and nothing else is configured.
    let root = try CLI.json(flagged.appendingPathComponent("en_US.json"))
    let calendars = try #require(root["calendars"] as? [String: [String: Any]])
    for calendar in ["buddhist", "gregorian", "hebrew"] {
      #expect(
        (calendars[calendar]?["pickers"] as? [String: Any]).map { Array($0.keys) }
          == [Self.interval15], "\(calendar)")
    }
    #expect(root["pickers"] == nil)
    let check = try CLI.run(["check", "--corpus", flagged.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  /// A date mode in the calendars the plan is given, a timer in none.
  @Test func aNewPlansCalendarsAreThePickers() throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    try generate([
      "--locale", "en_US", "--calendar", "hebrew", "--calendar", "gregorian", "--picker",
      Self.timer, "--picker", Self.tokyo, "--out", out.path,
    ])
    #expect(
      try plannedLines(out) == [
        #"      {"duration": 600, "modes": ["countDownTimer"]},"#,
        #"      {"at": "2025-03-01T20:00:00Z", "calendars": ["gregorian", "hebrew"], "modes": ["date"], "zone": "Asia/Tokyo"}"#,
      ])
  }

  /// Added to a stored corpus: a line in the manifest's plan, the key in every file (each
  /// calendar for a date mode, once per locale for a timer), every earlier line kept, and
  /// `check` passes.
  @Test func addedToAStoredCorpusEveryFileHoldsIt() throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    try generate(["--out", out.path, "--locale", "en_US", "--locale", "ja_JP"])
    let defaults = try plannedLines(out)
    #expect(defaults.count == 5)
    let before = try ["en_US.json", "ja_JP.json"].map { try text(out, $0) }
    try generate(["--out", out.path, "--picker", Self.tokyo, "--picker", Self.timer])
    #expect(
      try plannedLines(out)
        == defaults.dropLast() + [
          defaults.last! + ",",
          #"      {"at": "2025-03-01T20:00:00Z", "calendars": ["buddhist", "gregorian", "hebrew"], "modes": ["date"], "zone": "Asia/Tokyo"},"#,
          #"      {"duration": 600, "modes": ["countDownTimer"]}"#,
        ])
    for (index, locale) in ["en_US", "ja_JP"].enumerated() {
      let root = try CLI.json(out.appendingPathComponent("\(locale).json"))
      let calendars = try #require(root["calendars"] as? [String: [String: Any]])
      for calendar in ["buddhist", "gregorian", "hebrew"] {
        let pickers = calendars[calendar]?["pickers"] as? [String: Any]
        #expect(pickers?[Self.tokyo] != nil, "\(locale) \(calendar)")
        #expect(pickers?[Self.timer] == nil, "\(locale) \(calendar)")
      }
      #expect((root["pickers"] as? [String: Any])?[Self.timer] != nil, "\(locale)")
      let after = Set(
        try text(out, "\(locale).json").split(separator: "\n").map {
          $0.trimmingCharacters(in: [","])
        })
      for line in before[index].split(separator: "\n") {
        #expect(after.contains(line.trimmingCharacters(in: [","])), "\(locale) lost: \(line)")
      }
    }
    // ja_JP's count-down of 10 minutes.
    let ja = try CLI.json(out.appendingPathComponent("ja_JP.json"))
    let wheels = try #require(
      ((ja["pickers"] as? [String: Any])?[Self.timer] as? [String: Any])?["wheels"]
        as? [[String: Any]])
    #expect(
      wheels.map { wheel -> String? in
        guard let rows = wheel["rows"] as? [String], let selected = wheel["selected"] as? Int
        else { return nil }
        return rows[selected]
      } == ["0", "10"])
    let check = try CLI.run(["check", "--corpus", out.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// A key given twice is one entry; given again to the stored plan it changes no byte; one the
  /// plan renders in some calendars only is added for the others.
  @Test func aKeyAlreadyPlannedIsOneEntry() throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    try generate([
      "--out", out.path, "--locale", "en_US", "--picker", Self.tokyo, "--picker", Self.tokyo,
    ])
    let line =
      #"      {"at": "2025-03-01T20:00:00Z", "calendars": ["buddhist", "gregorian", "hebrew"], "modes": ["date"], "zone": "Asia/Tokyo"}"#
    #expect(try plannedLines(out) == [line])
    let manifest = try text(out, "manifest.json")
    let file = try text(out, "en_US.json")
    try generate(["--out", out.path, "--picker", Self.tokyo])
    #expect(try text(out, "manifest.json") == manifest)
    #expect(try text(out, "en_US.json") == file)

    let defaults = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: defaults) }
    try generate(["--out", defaults.path, "--locale", "en_US"])
    // Gregorian in the default plan: added for the other two calendars only.
    try generate(["--out", defaults.path, "--picker", Self.interval15])
    #expect(
      try plannedLines(defaults).suffix(2) == [
        #"      {"duration": 90, "modes": ["minutesAndSeconds"]},"#,
        #"      {"calendars": ["buddhist", "hebrew"], "minuteInterval": 15, "modes": ["time"]}"#,
      ])
    #expect(try CLI.run(["check", "--corpus", defaults.path]).status == 0)
  }

  /// Each refused key: exit 2, one line naming it and what is valid, nothing written.
  @Test(arguments: [
    (
      "week",
      "invalid picker 'week': mode 'week' is not one of: time, date, dateAndTime, countDownTimer, minutesAndSeconds"
    ),
    (
      "time,minute-interval=7",
      "invalid picker 'time,minute-interval=7': minute-interval 7 does not step the minute wheel (expected a divisor of 60 from 1 to 30)"
    ),
    (
      "date@2024-02-14T20:00:00Z,min=2024-12-31T08:00:00Z,max=2024-01-01T08:00:00Z",
      "invalid picker 'date@2024-02-14T20:00:00Z,min=2024-12-31T08:00:00Z,max=2024-01-01T08:00:00Z': min 2024-12-31T08:00:00Z is later than max 2024-01-01T08:00:00Z"
    ),
    (
      "date,duration=90",
      "invalid picker 'date,duration=90': duration 90 is for the timer modes only"
    ),
    (
      "%%garbage\n",
      "invalid picker '%%garbage⟨LF U+000A⟩': mode '%%garbage⟨LF U+000A⟩' is not one of: time, date, dateAndTime, countDownTimer, minutesAndSeconds"
    ),
    (
      "countDownTimer@2025-03-01T20:00:00Z,duration=600",
      "invalid picker 'countDownTimer@2025-03-01T20:00:00Z,duration=600': the countDownTimer picker takes no date (@): it shows a duration (expected duration= and minute-interval=)"
    ),
    (
      "Time,minute-interval=05",
      "invalid picker 'Time,minute-interval=05': a corpus names this picker 'time,minute-interval=5' (give it that way)"
    ),
    (
      "time",
      "invalid picker 'time': it is the reference picker, which every corpus file holds under 'wheels' (expected a configuration that differs from it, such as time,minute-interval=15)"
    ),
    (
      "time,zone=Mars/Olympus",
      "invalid picker 'time,zone=Mars/Olympus': unknown time zone 'Mars/Olympus': the icu engine knows no IANA zone by that id ("
    ),
  ])
  func aBadKeyIsRefused(key: String, message: String) throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try CLI.run(["generate", "--locale", "en_US", "--picker", key, "--out", out.path])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    if message.hasSuffix("(") {
      // The close matches are the engine's zone list's.
      #expect(result.stderr.hasPrefix("fmtcorpus: error: " + message), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    } else {
      #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    }
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// A refused key leaves a stored corpus as it was.
  @Test func aBadKeyLeavesAStoredCorpus() throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    try generate(["--out", out.path, "--locale", "en_US"])
    let manifest = try text(out, "manifest.json")
    let result = try CLI.run([
      "generate", "--out", out.path, "--picker", Self.tokyo, "--picker", "time,minute-interval=7",
    ])
    #expect(result.status == 2)
    #expect(try text(out, "manifest.json") == manifest)
  }

  /// Under `--shard` the plan comes from the flags: two shards merged are byte for byte one
  /// job's corpus with the same `--picker`.
  @Test func shardsMergeToOneJobsBytes() throws {
    let one = CLI.temporaryDirectory()
    let shards = [CLI.temporaryDirectory(), CLI.temporaryDirectory()]
    let merged = CLI.temporaryDirectory()
    defer {
      for folder in [one, merged] + shards { try? FileManager.default.removeItem(at: folder) }
    }
    let flags = ["--locale", "en_US", "--locale", "ja_JP", "--picker", Self.tokyo]
    try generate(flags + ["--out", one.path])
    for (index, folder) in shards.enumerated() {
      try generate(flags + ["--shard", "\(index + 1)/2", "--out", folder.path])
      let manifest = try text(folder, "manifest.json")
      #expect(manifest.contains(#""modes": ["date"], "zone": "Asia/Tokyo"}"#))
    }
    let result = try CLI.run(["merge", "--out", merged.path] + shards.map(\.path))
    #expect(result.status == 0, "\(result.stderr)")
    for name in ["manifest.json", "fields.json", "en_US.json", "ja_JP.json"] {
      #expect(try text(merged, name) == text(one, name), "\(name)")
    }
  }

  /// Adding a picker re-renders every file: refused, as adding a template is, when the engine's
  /// versions differ from the manifest's.
  @Test func addingIsRefusedAcrossEngineVersions() throws {
    let out = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    try generate(["--out", out.path, "--locale", "en_US"])
    let manifest = out.appendingPathComponent("manifest.json")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"icu\": \"72.1\"", with: "\"icu\": \"71.1\"").utf8)
      .write(to: manifest)
    let result = try CLI.run(["generate", "-q", "--out", out.path, "--picker", Self.timer])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: the corpus in '\(out.path)' was made with other engine versions (icu 71.1 → 72.1): adding templates, patterns or pickers re-renders every file and would accept that drift unchecked; run 'fmtcorpus check --corpus \(out.path)' and accept or regenerate first\n"
    )
  }

  /// `generate --help` names the flag and where the picker is rendered.
  @Test func helpSaysWhatAKeyIs() throws {
    let help = try CLI.run(["generate", "--help"])
    #expect(help.status == 0)
    let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      flat.contains("--picker <key> A configured picker, by the key a corpus stores it under"))
    #expect(flat.contains("Rendered in every calendar of the plan (a timer once per locale)"))
    #expect(flat.contains("except where the plan already renders the key"))
  }
}
