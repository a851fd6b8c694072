import CorpusModel
import TestSupport
import Testing

@testable import GoldenFormat

/// The manifest is written through the same `Codable` models it is read with
/// (`GoldenNodeEncoder` mirrors `GoldenNodeDecoder`): a manifest read and written again is the
/// same bytes, and the layout puts records, planned pickers and the shard on one line.
@Suite struct ManifestEncodingTests {
  @Test func aManifestReadAndWrittenAgainIsTheSameBytes() throws {
    let text = try TestSupport.fixture("manifest.json")
    let node = try GoldenReader.parse(Array(text.utf8), file: "manifest.json")
    let manifest = try ManifestDecoding.manifest(from: node, file: "manifest.json")
    #expect(String(decoding: GoldenEncoding.encode(manifest).rendered(), as: UTF8.self) == text)
  }

  @Test func everyOptionalPartIsWrittenAsTheDecoderReadsIt() throws {
    var plan = Plan.default
    plan.locales = [LocaleID(rawValue: "en_US")]
    plan.includesAvailableLocales = false
    plan.calendars = [.hebrew]
    plan.zones = [ZoneID(rawValue: "UTC")]
    plan.seedInstants = [Plan.skeletonInstant]
    plan.edgeInstants = []
    plan.sweepInstants = []
    plan.monthInstants = nil
    plan.templates = ["yMd"]
    plan.patterns = nil
    plan.intervals = [try IntervalPair(parsing: "days=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z")]
    plan.intervalTemplates = ["yMMMd"]
    plan.arithmetic = [
      try ArithmeticCase(
        parsing: "seed: 2015-02-14T05:00:00Z to 2015-03-17T04:00:00Z day in Asia/Tokyo")
    ]
    plan.pickers = [
      PlannedPicker(
        modes: [.time], calendars: [.hebrew],
        configuration: PickerConfiguration(
          date: Plan.skeletonInstant, zone: ZoneID(rawValue: "Asia/Tokyo"),
          minimum: Plan.skeletonInstant, maximum: nil, minuteInterval: 15, duration: nil)),
      PlannedPicker(
        modes: [.countDownTimer], calendars: nil,
        configuration: PickerConfiguration(
          date: PickerReference.instant, zone: PickerReference.zone, minimum: nil, maximum: nil,
          minuteInterval: 5, duration: 4500)),
    ]
    plan.relative = RelativePlan(
      widths: [.long],
      groups: [
        .init(
          units: [.day], numeric: .auto, offsets: [try SpanAmount(validating: "-1", option: "t")])
      ])
    plan.durations = DurationPlan(
      seconds: [try SpanAmount(validating: "4500", option: "t")],
      units: [try DurationUnits(validating: "hour,minute")], widths: [.wide, .numeric])
    let manifest = Manifest(
      fmtcorpusVersion: "0.1.0",
      engine: EngineInfo(name: "icu", versions: ["icu": "72.1"], localeCount: 1, zoneCount: 2),
      plan: plan,
      files: [
        "en_US.json": FileRecord(
          entries: 3, sha256: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef")
      ], pending: true,
      shard: Shard(index: 2, count: 2))
    let text = String(decoding: GoldenEncoding.encode(manifest).rendered(), as: UTF8.self)
    #expect(
      text == """
        {
          "engine": {
            "localeCount": 1,
            "name": "icu",
            "versions": {
              "icu": "72.1"
            },
            "zoneCount": 2
          },
          "files": {
            "en_US.json": {"entries": 3, "sha256": "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"}
          },
          "fmtcorpusVersion": "0.1.0",
          "formatVersion": 1,
          "pending": true,
          "plan": {
            "accessibility": true,
            "arithmetic": [
              "seed: 2015-02-14T05:00:00Z to 2015-03-17T04:00:00Z day in Asia/Tokyo"
            ],
            "calendars": [
              "hebrew"
            ],
            "durations": {
              "seconds": ["4500"],
              "units": ["hour,minute"],
              "widths": ["wide", "numeric"]
            },
            "edgeInstants": [],
            "includesAvailableLocales": false,
            "intervalTemplates": [
              "yMMMd"
            ],
            "intervals": [
              "days=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z"
            ],
            "locales": [
              "en_US"
            ],
            "pickers": [
              {"at": "2010-01-27T18:00:00Z", "calendars": ["hebrew"], "min": "2010-01-27T18:00:00Z", "minuteInterval": 15, "modes": ["time"], "zone": "Asia/Tokyo"},
              {"duration": 4500, "minuteInterval": 5, "modes": ["countDownTimer"]}
            ],
            "preferredCalendars": true,
            "relative": {
              "groups": [
                {"numeric": "auto", "offsets": ["-1"], "units": ["day"]}
              ],
              "widths": ["long"]
            },
            "seedInstants": [
              "2010-01-27T18:00:00Z"
            ],
            "styleZone": "America/New_York",
            "sweepInstants": [],
            "templates": [
              "yMd"
            ],
            "zones": [
              "UTC"
            ]
          },
          "shard": {"count": 2, "index": 2}
        }

        """)
    let node = try GoldenReader.parse(Array(text.utf8), file: "m.json")
    #expect(try ManifestDecoding.manifest(from: node, file: "m.json") == manifest)
  }

  /// What an engine refused is part of its file's record, on the record's line, each reason's
  /// paths in byte order; a record with nothing refused has no such key (a corpus whose engine
  /// refuses nothing keeps its manifest's bytes), and both read back as written.
  @Test func refusedEntriesAreOnTheRecordsLineAndReadBack() throws {
    let hex = String(repeating: "0123456789abcdef", count: 4)
    let manifest = Manifest(
      fmtcorpusVersion: "0.1.0",
      engine: EngineInfo(name: "icu@60.3", versions: ["icu": "60.3"], localeCount: 1, zoneCount: 2),
      plan: .default,
      files: [
        "en_GB.json": FileRecord(
          entries: 3, sha256: hex,
          refused: ["why": [["durations", "wide"], ["calendars", "buddhist", "intervals", "yMMMd"]]]),
        "en_US.json": FileRecord(entries: 4, sha256: hex, refused: [:]),
      ])
    let bytes = GoldenEncoding.encode(manifest).rendered()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.contains(
        """
          "files": {
            "en_GB.json": {"entries": 3, "refused": {"why": [["calendars", "buddhist", "intervals", "yMMMd"], ["durations", "wide"]]}, "sha256": "\(hex)"},
            "en_US.json": {"entries": 4, "sha256": "\(hex)"}
          },
        """), "\(text)")
    let read = try ManifestDecoding.manifest(
      from: try GoldenReader.parse(bytes, file: "manifest.json"), file: "manifest.json")
    #expect(read == manifest)
    #expect(read.files["en_US.json"]?.refused == nil)
  }

  /// A corpus of several engines: the other engines' records read back as written, another
  /// engine's refusals under its part; every engine name in it is checked as untrusted input,
  /// each refusal at its line.
  @Test func otherEnginesReadBackAndBadNamesAreRefused() throws {
    let hex = String(repeating: "0123456789abcdef", count: 4)
    var plan = Plan.default
    plan.engines = ["icu", "foundation"]
    plan.formatScopes = [FormatScope(kind: .template, format: "MMMd", engines: ["foundation"])]
    let manifest = Manifest(
      fmtcorpusVersion: "0.1.0",
      engine: EngineInfo(name: "icu", versions: ["icu": "72.1"], localeCount: 1, zoneCount: 2),
      engines: [
        EngineInfo(name: "foundation", versions: ["icu": "76.1"], localeCount: 3, zoneCount: 4)
      ],
      plan: plan,
      files: [
        "en.json": FileRecord(
          entries: 3, sha256: hex,
          refused: ["why": [["engines", "foundation", "calendars", "gregorian", "patterns", "x"]]])
      ])
    let text = String(decoding: GoldenEncoding.encode(manifest).rendered(), as: UTF8.self)
    func read(_ text: String) throws -> Manifest {
      try ManifestDecoding.manifest(
        from: try GoldenReader.parse(Array(text.utf8), file: "manifest.json"),
        file: "manifest.json")
    }
    #expect(try read(text) == manifest)
    for (edit, reason) in [
      (
        ("\"name\": \"foundation\"", "\"name\": \"../x\""),
        "manifest.json:13: engines' name '../x' is not an engine name (expected one such as icu, foundation, formatstyle or icu@78.3)"
      ),
      (
        ("\"name\": \"foundation\"", "\"name\": \"formatstyle\""),
        "manifest.json:10: the manifest records engines [formatstyle] for the plan's other engines [foundation] (expected the same names in the same order)"
      ),
      (
        ("\"foundation\"\n        ]", "\"formatstyle\"\n        ]"),
        "manifest.json:80: a format scope names engine 'formatstyle', which is not among plan.engines (expected one of icu, foundation)"
      ),
      (
        ("\"engines\": [\n      \"icu\",", "\"engines\": [\n      \"formatstyle\","),
        "manifest.json:4: engine.name 'icu' is not the plan's first engine 'formatstyle' (expected the corpus's own engine first in plan.engines)"
      ),
    ] {
      let edited = text.replacingOccurrences(of: edit.0, with: edit.1)
      #expect(edited != text, "\(edit)")
      #expect(throws: StoreError.self) { try read(edited) }
      do {
        _ = try read(edited)
      } catch {
        #expect("\(error)".hasPrefix(reason + "; restore the manifest"), "\(error)")
      }
    }
  }
}
