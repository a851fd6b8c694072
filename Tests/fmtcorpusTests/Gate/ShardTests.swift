import Foundation
import TestSupport
import Testing

/// `--shard I/N` and `fmtcorpus merge`: N shards merged are one job, byte for byte (corpus) and
/// verdict for verdict (exit code and report), for N = 1, 2, 3 and 7; what a merge refuses.
@Suite(.tags(.icu72)) struct ShardTests {
  /// Seven locales, one calendar, two zones, three instants: a few hundred entries a file.
  static let plan =
    ["en_US", "de_DE", "ja_JP", "ar_EG", "he_IL", "fr_FR", "it_IT"].flatMap { ["--locale", $0] }
    + [
      "--calendar", "gregorian", "--zone", "UTC", "--zone", "America/New_York", "--instant",
      "2010-01-27T18:00:00Z", "--edge-instant", "2024-02-29T17:00:00Z", "--sweep-instant",
      "2024-07-01T18:00:00Z",
    ]

  /// FNV-1a 64 of the file name's UTF-8 bytes, mod N, plus 1, as the docs give it: written
  /// here apart from the product's, so the two must agree.
  static func owner(_ name: String, of count: Int) -> Int {
    if name == "fields.json" { return 1 }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return Int(hash % UInt64(count)) + 1
  }

  static func files(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
  }

  @discardableResult static func run(_ arguments: [String]) throws -> CLI.Result {
    let result = try CLI.run(arguments)
    try #require(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
    return result
  }

  /// The corpus with drift: en_US's U+202F turned into spaces (whitespace), de_DE's Januar
  /// into Jänner (text), a week number of he_IL's month changed (a month grid), and it_IT
  /// dropped from the plan while its file stays (removed).
  static let drifted: URL? = {
    let folder = CLI.temporaryDirectory()
    guard (try? CLI.run(["generate", "-q", "--out", folder.path] + plan))?.status == 0 else {
      return nil
    }
    do {
      try CorpusEdits.edit(folder, "en_US.json") { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
      try CorpusEdits.edit(folder, "de_DE.json") { $0.replacingOccurrences(of: "Januar", with: "Jänner") }
      // ja_JP: a fixed pattern's string and a parse result (the classes issue 14 added).
      try CorpusEdits.edit(folder, "ja_JP.json") {
        $0.replacingOccurrences(of: "Month: 1 Day: 27\"", with: "Month: 01 Day: 27\"")
          .replacingOccurrences(
            of: "\"MM/dd/yy\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"ok\"",
            with: "\"MM/dd/yy\": {\"lenient\": \"ok\", \"lenientPlain\": \"ok\", \"strict\": \"fails\"")
      }
      try CorpusEdits.edit(folder, "he_IL.json") {
        $0.replacingOccurrences(of: "\"week\": 45}", with: "\"week\": 99}")
      }
      try CorpusEdits.edit(folder, "manifest.json", record: false) {
        $0.replacingOccurrences(of: "      \"it_IT\",\n", with: "")
      }
    } catch { return nil }
    return folder
  }()

  /// A fresh copy of the drifted corpus.
  static func driftedCopy() throws -> URL {
    let template = try #require(drifted, "making the drifted corpus failed")
    let copy = CLI.temporaryDirectory()
    try FileManager.default.copyItem(at: template, to: copy)
    return copy
  }

  /// Shard reports of the drifted corpus for N shards.
  static func shardReports(_ corpus: URL, count: Int, options: [String] = []) throws -> [String] {
    let folder = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try (1...count).map { index in
      let path = folder.appendingPathComponent("shard-\(index).json").path
      let result = try CLI.run(
        ["check", "--corpus", corpus.path, "--shard", "\(index)/\(count)", "--out", path]
          + options)
      #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
      return path
    }
  }

  /// The docs' spread of the default plan's 806 files (805 locales and fields.json) at N = 4,
  /// read from the committed manifest (git's `HEAD`), less the zh_TW file the committed corpus
  /// adds for the README's first command.
  @Test func theDefaultPlanSpreadsOverFourShardsAsTheReadmeSays() throws {
    let committed = try CommittedCorpus(root: CLI.packageRoot)
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: committed.manifest) as? [String: Any])
    let files = try #require((manifest["files"] as? [String: Any])?.keys)
    #expect(files.contains("zh_TW.json"))
    let names = files.filter { $0 != "zh_TW.json" }
    var counts = [0, 0, 0, 0]
    for name in names { counts[Self.owner(name, of: 4) - 1] += 1 }
    #expect(names.count == 806)
    #expect(counts == [194, 194, 218, 200])
  }

  /// `--zone all`: the engine's canonical zones (478 in ICU 72), sorted, no aliases.
  @Test func zoneAllIsTheEnginesCanonicalZones() throws {
    let folder = CLI.temporaryDirectory()
    try Self.run([
      "generate", "-q", "--out", folder.path, "--locale", "en_US", "--calendar", "gregorian",
      "--zone", "ALL", "--instant", "2010-01-27T18:00:00Z", "--edge-instant",
      "2024-02-29T17:00:00Z", "--sweep-instant", "2024-07-01T18:00:00Z",
    ])
    let manifest = try CLI.json(folder.appendingPathComponent("manifest.json"))
    let plan = try #require(manifest["plan"] as? [String: Any])
    let zones = try #require(plan["zones"] as? [String])
    #expect(zones.count == 478)
    #expect(zones == zones.sorted())
    // ICU's canonical ids are CLDR's: Asia/Calcutta, where IANA now says Asia/Kolkata.
    #expect(zones.contains("America/New_York") && zones.contains("Asia/Calcutta"))
    #expect(!zones.contains("US/Pacific") && !zones.contains("Asia/Kolkata"))
  }

  @Test(arguments: [1, 2, 3, 7]) func shardFoldersMergedAreOneJobByteForByte(count: Int) throws {
    let one = CLI.temporaryDirectory()
    try Self.run(["generate", "-q", "--out", one.path] + Self.plan)
    let shards = try (1...count).map { index in
      let folder = CLI.temporaryDirectory()
      try Self.run(
        ["generate", "-q", "--shard", "\(index)/\(count)", "--out", folder.path] + Self.plan)
      // Each shard holds exactly the files its index owns, and its manifest names the shard.
      let names = try Self.files(folder).keys.filter { $0 != "manifest.json" }
      #expect(names.allSatisfy { Self.owner($0, of: count) == index })
      let manifest = try String(
        contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
      #expect(manifest.contains("  \"shard\": {\"count\": \(count), \"index\": \(index)}\n"))
      return folder.path
    }
    let merged = CLI.temporaryDirectory()
    // Given in reverse: order does not matter.
    let result = try Self.run(["merge", "--out", merged.path] + shards.reversed())
    // The entries the one job wrote, counted in its files' text.
    let entries = try GoldenLines.total(inFolder: one)
    #expect(
      result.stdout
        == "merged \(count) shard\(count == 1 ? "" : "s") into the corpus \(merged.path)/: 9 files (\(entries) entries)\n"
    )
    let expected = try Self.files(one)
    #expect(try expected.keys.sorted() == Self.files(merged).keys.sorted())
    #expect(expected.count == 9)
    #expect(try Self.files(merged) == expected)
  }

  @Test(arguments: [1, 2, 3, 7]) func shardReportsMergedAreOneCheck(count: Int) throws {
    let corpus = try Self.driftedCopy()
    let reports = try Self.shardReports(corpus, count: count)
    for (format, bound) in [("json", nil), ("text", nil), ("json", "3"), ("markdown", "2"),
      ("junit", nil), ("github", nil)] as [(String, String?)]
    {
      let options = ["--format", format] + (bound.map { ["--max-entries", $0] } ?? [])
      let one = try CLI.run(["check", "--corpus", corpus.path] + options)
      let merged = try CLI.run(["merge"] + reports + options)
      #expect(one.status == 1, "\(one.stderr)")
      #expect(merged.status == one.status, "\(format): \(merged.stderr)")
      #expect(merged.stdout == one.stdout, "\(format) \(bound ?? "")")
      #expect(merged.stderr == "")
    }
    // The same policy gives the same verdict: nothing failing but whitespace changed here.
    let policy = ["--fail-on", "bidi", "--ignore", "text", "--format", "json"]
    let one = try CLI.run(["check", "--corpus", corpus.path] + policy)
    let merged = try CLI.run(["merge"] + reports + policy)
    #expect(one.status == 0)
    #expect(merged.status == 0)
    #expect(merged.stdout == one.stdout)
    // The patterns and parsing artifacts (issue 14) come through the merge too.
    let classes = try CLI.run(["merge", "--format", "json"] + reports).stdout
    #expect(classes.contains("\"parsing\": 1,") || classes.contains("\"parsing\": 1\n"))
    #expect(classes.contains("\"oldParsed\": \"01/27/10\""))
    #expect(classes.contains("\"artifact\": \"patterns\""))
    // The text report draws he_IL's changed month from the shard that owns it.
    let text = try CLI.run(["merge", "--format", "text"] + reports)
    #expect(text.stdout.contains("months (stored - beside fresh +):"))
    // The HTML page is written and gives the same verdict.
    let page = CLI.temporaryDirectory().path + ".html"
    let html = try CLI.run(["merge", "--format", "html", "--out", page] + reports)
    #expect(html.status == 1)
    #expect(html.stdout.hasPrefix("wrote \(page): "))
    #expect(FileManager.default.fileExists(atPath: page))
    // Narrowed by --artifact: the note counts the whole-file changes of every shard.
    let narrowed = ["--artifact", "styles,month"]
    let shardsNarrowed = try Self.shardReports(corpus, count: count, options: narrowed)
    let oneNarrowed = try CLI.run(
      ["check", "--corpus", corpus.path, "--format", "json"] + narrowed)
    let mergedNarrowed = try CLI.run(["merge", "--format", "json"] + shardsNarrowed)
    #expect(oneNarrowed.stdout.contains("and 1 whole-file change were not judged"))
    #expect(mergedNarrowed.status == oneNarrowed.status)
    #expect(mergedNarrowed.stdout == oneNarrowed.stdout)
  }

  @Test func aDroppedFileIsJudgedByTheShardItsNameHashesTo() throws {
    let corpus = try Self.driftedCopy()
    #expect(Self.owner("it_IT.json", of: 3) == 3)
    let reports = try Self.shardReports(corpus, count: 3)
    for (index, path) in reports.enumerated() {
      let json = try CLI.json(URL(fileURLWithPath: path))
      let changes = try #require(json["changes"] as? [[String: Any]])
      let removed = changes.filter { $0["file"] as? String == "it_IT.json" }
      #expect(removed.count == (index + 1 == 3 ? 1 : 0))
      if index + 1 == 3 {
        #expect(removed.first?["class"] as? String == "removed")
        #expect(removed.first?["artifact"] as? String == "file")
      }
      let shard = try #require(json["shard"] as? [String: Any])
      #expect(shard["index"] as? Int == index + 1)
      #expect(shard["count"] as? Int == 3)
    }
  }

  @Test func pendingShardsMergeIntoThePendingCorpusAcceptTakes() throws {
    let corpus = try Self.driftedCopy()
    let one = CLI.temporaryDirectory()
    _ = try CLI.run(["check", "--corpus", corpus.path, "--pending", one.path])
    let pendings = try (1...3).map { index in
      let folder = CLI.temporaryDirectory()
      let result = try CLI.run([
        "check", "--corpus", corpus.path, "--shard", "\(index)/3", "--pending", folder.path,
        "--out", folder.path + ".json",
      ])
      #expect(result.status == 1 || result.status == 0, "\(result.stderr)")
      return folder.path
    }
    // A pending shard is no pending corpus yet.
    let early = try CLI.run(["accept", "--from", pendings[0], "--corpus", corpus.path])
    #expect(early.status == 2)
    #expect(
      early.stderr
        == "fmtcorpus: error: '\(pendings[0])' holds shard 1/3 of a pending corpus, not a pending corpus: join all 3 shard folders first with 'fmtcorpus merge --out DIR SHARD-FOLDER...'\n"
    )
    let merged = CLI.temporaryDirectory()
    let result = try Self.run(["merge", "--out", merged.path] + pendings)
    #expect(result.stdout.hasPrefix("merged 3 shards into the pending corpus \(merged.path)/: "))
    #expect(try Self.files(merged) == Self.files(one))
    let accepted = try CLI.run(["accept", "--from", merged.path, "--corpus", corpus.path])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    let check = try CLI.run(["check", "--corpus", corpus.path])
    #expect(check.status == 0, "\(check.stdout)")
  }

  /// Shard folders of the plan above, for the refusals.
  static func shardFolders(_ count: Int, plan: [String] = plan) throws -> [String] {
    try (1...count).map { index in
      let folder = CLI.temporaryDirectory()
      try Self.run(["generate", "-q", "--shard", "\(index)/\(count)", "--out", folder.path] + plan)
      return folder.path
    }
  }

  @Test func aMergeRefusesMissingRepeatedAndForeignShardsNamingThem() throws {
    let shards = try Self.shardFolders(3)
    let out = CLI.temporaryDirectory().path
    func refused(_ inputs: [String], _ message: String) throws {
      let result = try CLI.run(["merge", "--out", out] + inputs)
      #expect(result.status == 2)
      #expect(result.stderr == "fmtcorpus: error: \(message)\n")
      #expect(!FileManager.default.fileExists(atPath: out), "nothing is written")
    }
    try refused(
      [shards[0], shards[2]],
      "shard 2/3 is missing (given: 1/3 in '\(shards[0])', 3/3 in '\(shards[2])'): merge needs all 3"
    )
    try refused(
      shards + [shards[1]], "shard 2/3 is given twice: '\(shards[1])' and '\(shards[1])'")
    let four = try Self.shardFolders(4)
    try refused(
      [shards[0], four[1], shards[2]],
      "'\(four[1])' is a shard of another run than '\(shards[0])' (shard counts differ): every shard must come from the same plan, engine and versions, and shard count"
    )
    var otherPlan = Self.plan
    otherPlan[otherPlan.firstIndex(of: "UTC")!] = "Asia/Tokyo"
    let other = try Self.shardFolders(3, plan: otherPlan)
    try refused(
      [shards[0], other[1], shards[2]],
      "'\(other[1])' is a shard of another run than '\(shards[0])' (plans differ): every shard must come from the same plan, engine and versions, and shard count"
    )
    // A corpus is no shard, and a shard no corpus.
    let corpus = try Self.driftedCopy()
    try refused(
      [shards[0], corpus.path],
      "'\(corpus.path)' is a corpus, not a shard: merge takes the folders 'generate --shard' or 'check --shard --pending' wrote, or the JSON reports of 'check --shard'"
    )
    let check = try CLI.run(["check", "--corpus", shards[0]])
    #expect(check.status == 2)
    #expect(
      check.stderr
        == "fmtcorpus: error: '\(shards[0])' holds shard 1/3 of a corpus, not a corpus: join all 3 shard folders first with 'fmtcorpus merge --out DIR SHARD-FOLDER...'\n"
    )
    // A shard folder whose file was changed is refused by its record, naming the folder.
    try CorpusEdits.edit(URL(fileURLWithPath: shards[1]), "fr_FR.json", record: false) {
      $0.replacingOccurrences(of: "janvier", with: "janvyé")
    }
    let edited = try CLI.run(["merge", "--out", out] + shards)
    #expect(edited.status == 2)
    #expect(edited.stderr.hasPrefix("fmtcorpus: error: \(shards[1])/manifest.json:"))
    #expect(edited.stderr.contains("the record of 'fr_FR.json' does not match the file"))
  }

  @Test func aMergeRefusesMissingRepeatedAndForeignShardReports() throws {
    let corpus = try Self.driftedCopy()
    let reports = try Self.shardReports(corpus, count: 3)
    func refused(_ inputs: [String], _ message: String) throws {
      let result = try CLI.run(["merge"] + inputs)
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    }
    try refused(
      [reports[1], reports[2]],
      "shard 1/3 is missing (given: 2/3 in '\(reports[1])', 3/3 in '\(reports[2])'): merge needs all 3"
    )
    try refused(
      reports + [reports[0]], "shard 1/3 is given twice: '\(reports[0])' and '\(reports[0])'")
    let strict = try Self.shardReports(corpus, count: 3, options: ["--fail-on", "text"])
    try refused(
      [reports[0], strict[1], reports[2]],
      "'\(strict[1])' is a shard of another run than '\(reports[0])' (policies (--fail-on, --ignore) differ): every shard must come from the same plan, engine and versions, and shard count"
    )
    let two = try Self.shardReports(corpus, count: 2)
    try refused(
      [reports[0], two[1]],
      "'\(two[1])' is a shard of another run than '\(reports[0])' (shard counts differ): every shard must come from the same plan, engine and versions, and shard count"
    )
    // An ordinary report is not a shard's, nor is a folder mixed with reports.
    let plain = CLI.temporaryDirectory().path + ".json"
    _ = try CLI.run(["check", "--corpus", corpus.path, "--format", "json", "--out", plain])
    try refused(
      [reports[0], plain],
      "'\(plain)' is a report without a shard (made without 'check --shard'), not a shard: merge takes the folders 'generate --shard' or 'check --shard --pending' wrote, or the JSON reports of 'check --shard'"
    )
    let folder = try Self.shardFolders(1)[0]
    try refused(
      [reports[0], folder],
      "'\(folder)' is a shard folder and '\(reports[0])' a shard report: merge one kind at a time")
    // A shortened or edited report cannot pass for a complete one.
    let text = try String(contentsOfFile: reports[2], encoding: .utf8)
    let summary = try #require(CLI.json(URL(fileURLWithPath: reports[2]))["summary"] as? [String: Any])
    let total = try #require(summary["changes"] as? Int)
    let cut = text.replacingOccurrences(
      of: "\"changes\": \(total),", with: "\"changes\": \(total + 1),")
    #expect(cut != text)
    try Data(cut.utf8).write(to: URL(fileURLWithPath: reports[2]))
    let result = try CLI.run(["merge"] + reports)
    #expect(result.status == 2)
    // The advice is a report's (run the shard again), never a manifest's repair.
    let line = try #require(
      text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("  \"changes\": [") }) + 1
    #expect(
      result.stderr
        == "fmtcorpus: error: \(reports[2]):\(line): \(total) changes listed of \(total + 1): a shard report lists every change (it was shortened or edited); a shard report is taken only as 'fmtcorpus check --shard I/N' wrote it: run that shard's check again and merge its fresh report\n"
    )
    // A forged value the reader refuses gets the same advice.
    let forgedText = text.replacingOccurrences(
      of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 2")
    #expect(forgedText != text)
    try Data(forgedText.utf8).write(to: URL(fileURLWithPath: reports[2]))
    let forged = try CLI.run(["merge"] + reports)
    #expect(forged.status == 2)
    #expect(
      forged.stderr
        == "fmtcorpus: error: \(reports[2]):1: not a report of schema version 1; a shard report is taken only as 'fmtcorpus check --shard I/N' wrote it: run that shard's check again and merge its fresh report\n"
    )
    // A change of a file the shard did not compare is refused at its record.
    let changes = try #require(
      CLI.json(URL(fileURLWithPath: reports[2]))["changes"] as? [[String: Any]])
    let file = try #require(changes.first?["file"] as? String)
    let foreignText = text.replacingOccurrences(
      of: "\"file\": \"\(file)\", \"key\"", with: "\"file\": \"xx.json\", \"key\""
    ).replacingOccurrences(of: "/\(file)\"", with: "/xx.json\"")
    #expect(foreignText != text)
    try Data(foreignText.utf8).write(to: URL(fileURLWithPath: reports[2]))
    let foreign = try CLI.run(["merge"] + reports)
    #expect(foreign.status == 2)
    #expect(
      foreign.stderr.contains(": a change of 'xx.json', which the shard did not compare; "),
      "\(foreign.stderr)")
  }

  @Test(arguments: ["0/4", "5/4", "a/b", "1/0", "2", "1/4/4", "-1/4", "1/1001"])
  func badShardValuesAreOneLineExit2(value: String) throws {
    let expected =
      "fmtcorpus: error: invalid value '\(value)' for --shard (expected I/N: this job's shard I of N shards, whole numbers with 1 ≤ I ≤ N ≤ 1000, such as 2/4)\n"
    let out = CLI.temporaryDirectory().path
    for arguments in [
      ["generate", "--shard", value, "--out", out] + Self.plan,
      ["check", "--corpus", try Self.driftedCopy().path, "--shard", value],
    ] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2)
      #expect(result.stderr == expected)
      #expect(result.stdout == "")
    }
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func shardOptionsAreRefusedTwiceAndWhereTheyMeanNothing() throws {
    let corpus = try Self.driftedCopy().path
    let out = CLI.temporaryDirectory().path
    // generate has more than 12 options: the repeat rule still reads them all.
    let twice = try CLI.run(
      ["generate", "--shard", "1/2", "--shard", "2/2", "--out", out] + Self.plan)
    #expect(twice.status == 2)
    #expect(
      twice.stderr
        == "fmtcorpus: error: invalid value '2/2' for --shard (expected --shard once; '1/2' was given first)\n"
    )
    let quiet = try CLI.run(["generate", "--out", out, "--out", out + "2"])
    #expect(quiet.stderr.contains("for --out (expected --out once;"))
    let checkTwice = try CLI.run(["check", "--corpus", corpus, "--shard", "1/2", "--shard", "1/2"])
    #expect(checkTwice.status == 2)
    #expect(checkTwice.stderr.contains("(expected --shard once; '1/2' was given first)"))
    for (options, message) in [
      (["--locale", "en_US"], "invalid value 'en_US' for --locale (expected no --locale with --shard: a shard checks its whole slice of the plan)"),
      (["--format", "text"], "invalid value 'text' for --format (expected json with --shard (the default): a shard writes the report 'fmtcorpus merge' joins; give other formats to merge)"),
      (["--max-entries", "5"], "invalid value '5' for --max-entries (expected none with --shard: a shard's report lists every change; give --max-entries to 'fmtcorpus merge')"),
    ] {
      let result = try CLI.run(["check", "--corpus", corpus, "--shard", "1/2"] + options)
      #expect(result.status == 2)
      #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    }
    // A shard is never written over a corpus.
    let over = try CLI.run(["generate", "--shard", "1/2", "--out", corpus] + Self.plan)
    #expect(over.status == 2)
    #expect(
      over.stderr
        == "fmtcorpus: error: --out '\(corpus)' holds a corpus: generate --shard writes only into a new or empty folder or one an earlier 'generate --shard' wrote; give another folder\n"
    )
  }
}
