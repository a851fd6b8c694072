import Foundation
import TestSupport
import Testing

/// The committed `corpus/` is the default corpus, and a slice of it regenerates byte for byte.
///
/// "Committed" means git's `HEAD`. The committed corpus is the default plan plus zh_TW, the
/// README's first command's locale: `generate --locale zh_TW`, into `my-corpus/` as the README
/// writes it or into `corpus/` itself, leaves the committed files as they are, and the suite
/// passes after it, in either order and any number of times
/// (``readmeCommandsInOrderOnAFreshClone``).
@Suite(.tags(.icu72)) struct CommittedCorpusTests {
  static let corpus = CLI.packageRoot.appendingPathComponent("corpus")

  @Test(arguments: ["en_US", "zh_Hant_TW", "he_IL", "ar_EG", "th_TH"])
  func aSliceRegeneratesByteForByte(locale: String) throws {
    try Self.expectSliceRegenerates(locale, corpus: Self.corpus)
  }

  @Test func itIsTheDefaultPlanForEveryAvailableLocale() throws {
    try Self.expectDefaultPlan(try CommittedCorpus(root: CLI.packageRoot))
  }

  @Test func goldenFilesAreLineOrientedAndKeepInvisibleCharacters() throws {
    let text = try String(
      contentsOf: Self.corpus.appendingPathComponent("en_US.json"), encoding: .utf8)
    #expect(text.contains("\n            \"short/short\": \"1/27/10, 1:00\u{202F}PM\"\n"))
    #expect(!text.contains("\\u202f") && !text.contains("\\u202F"))
    #expect(text.hasSuffix("}\n"))
    let editorconfig = try String(
      contentsOf: Self.corpus.appendingPathComponent(".editorconfig"), encoding: .utf8)
    #expect(editorconfig.contains("trim_trailing_whitespace = unset"))
  }

  /// The README's two commands, in order, twice, on a clone: its first command exactly as the
  /// README writes it, then what the suite checks of the corpus (this suite's own checks, run
  /// on the clone — the suite cannot run itself) and the gate on what the command wrote. The
  /// command writes a corpus of its own: the committed `corpus/` and git's view stay untouched.
  @Test func readmeCommandsInOrderOnAFreshClone() throws {
    let readme = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let line = try #require(
      readme.split(separator: "\n").first { $0.hasPrefix("scripts/fmtcorpus generate --locale") })
    let command = line.split(separator: "#")[0].split(separator: " ").map(String.init)
    #expect(
      command == ["scripts/fmtcorpus", "generate", "--locale", "zh_TW", "--out", "my-corpus"])
    let clone = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: clone) }
    let cloned = try CLI.run(
      ["clone", "-q", "--local", CLI.packageRoot.path, clone.path], executable: CommittedCorpus.git)
    try #require(cloned.status == 0, "git clone: \(cloned.stderr)")
    let written = clone.appendingPathComponent("my-corpus")
    for run in 1...2 {
      let generated = try CLI.run(Array(command.dropFirst()), in: clone)
      #expect(generated.status == 0, "run \(run): \(generated.stderr)")
      let lines = generated.stdout.split(separator: "\n").map(String.init)
      #expect(
        lines.first
          == "note: zh_TW is not in the icu engine's list; zh_TW.json renders the same data as the listed zh_Hant_TW"
      )
      let files = run == 1 ? "3 files (3216 entries, " : "2 files (1379 entries, "
      #expect(lines.count == 2 && lines[1].hasPrefix("wrote \(files)"), "run \(run): \(lines)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: written.path).sorted()
          == ["fields.json", "manifest.json", "zh_TW.json"])
      // Nothing git tracks or would show changed: corpus/ is as committed, my-corpus/ ignored.
      let status = try CLI.run(
        ["-C", clone.path, "status", "--porcelain"], executable: CommittedCorpus.git)
      #expect(status.status == 0 && status.stdout.isEmpty, "run \(run): \(status.stdout)")

      // The suite's checks, on the clone: HEAD is still the default plan, slices regenerate.
      try Self.expectDefaultPlan(try CommittedCorpus(root: clone))
      try Self.expectSliceRegenerates("zh_Hant_TW", corpus: clone.appendingPathComponent("corpus"))
      // The gate on what the command wrote.
      let checked = try CLI.run(["check", "--corpus", written.path])
      #expect(checked.status == 0, "run \(run): \(checked.stdout)\(checked.stderr)")
      #expect(checked.stdout.contains("ok: no changes"))
    }
    let plan = try #require(try CLI.json(written.appendingPathComponent("manifest.json"))["plan"])
    #expect((plan as? [String: Any])?["locales"] as? [String] == ["zh_TW"])

    // The command without `--out` writes into corpus/ itself: zh_TW is already in its plan, so
    // the file and the manifest are rewritten as committed and git sees no change.
    let intoCorpus = try CLI.run(["generate", "--locale", "zh_TW"], in: clone)
    #expect(intoCorpus.status == 0, "\(intoCorpus.stderr)")
    #expect(intoCorpus.stdout.contains("wrote 2 files (1379 entries, "), "\(intoCorpus.stdout)")
    let status = try CLI.run(
      ["-C", clone.path, "status", "--porcelain"], executable: CommittedCorpus.git)
    #expect(status.status == 0 && status.stdout.isEmpty, "\(status.stdout)")
  }

  /// The committed plan is the default plan plus zh_TW (the README's first command's locale),
  /// every available locale and zh_TW has its file and nothing else is there, within
  /// GoldenFiles.md's size budget.
  static func expectDefaultPlan(_ committed: CommittedCorpus) throws {
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: committed.manifest) as? [String: Any])
    #expect(manifest["formatVersion"] as? Int == 1)
    let plan = try #require(manifest["plan"] as? [String: Any])
    #expect(plan["includesAvailableLocales"] as? Bool == true)
    #expect(plan["locales"] as? [String] == ["zh_TW"])
    #expect(plan["calendars"] as? [String] == ["buddhist", "gregorian", "hebrew"])
    #expect((plan["zones"] as? [String])?.count == 15)
    let files = try #require(manifest["files"] as? [String: [String: Any]])
    #expect(files.count == 807 && files["zh_TW.json"] != nil)
    let golden = committed.fileNames.filter { $0.hasSuffix(".json") && $0 != "manifest.json" }
    #expect(Set(golden) == Set(files.keys))
    #expect(
      plan["monthInstants"] as? [String] == [
        "2007-11-15T20:00:00Z", "2024-02-14T20:00:00Z", "2025-03-01T20:00:00Z",
      ])
    // Today's nine templates (the skeletons' keys) and the seed's six format strings.
    #expect(
      plan["templates"] as? [String] == [
        "yMd", "yMMMd", "yMMMMEEEEd", "MMMEd", "MMMMd", "yMMM", "jm", "jms", "Hm",
      ])
    #expect(
      plan["patterns"] as? [String] == [
        "'Year: 'y' Month: 'M' Day: 'd", "MM/dd/yy", "MMM dd, yyyy", "E MMM dd, yyyy",
        "EEEE, MMMM dd, yyyy' at 'h:mm a.", "EEEE, MMMM dd, yyyy' at 'h:mm a zzzz.",
      ])
    // The plan's picker configurations, as `PlannedPicker.defaults` has them.
    let pickers = try #require(plan["pickers"] as? [[String: Any]])
    #expect(
      pickers.map { $0["modes"] as? [String] ?? [] } == [
        ["date"], ["date", "dateAndTime"], ["time", "dateAndTime"], ["countDownTimer"],
        ["minutesAndSeconds"],
      ])
    #expect(pickers[0]["at"] as? String == "2025-03-01T20:00:00Z")
    #expect(pickers[3]["duration"] as? Int == 4_500)
    #expect(committed.bytes < 100 * 1024 * 1024, "the default corpus must stay under 100 MB")
    // Issues 29 and 30's budgets: 78 MB with every calendar (71.8 MB measured before the spans),
    // plus 22 MB for the time-span artifacts.
    #expect(committed.bytes <= 100_000_000, "the default corpus must stay within 78 + 22 MB")
    // Every locale file holds the calendar view's months, under each of its calendars: the
    // three of every locale and the region-preferred ones (ja_JP japanese; zh_TW roc, chinese).
    #expect(plan["preferredCalendars"] as? Bool == true)
    let locales = Set(golden).subtracting(["fields.json"])
    #expect(committed.monthCalendars.count == locales.count)
    #expect(
      committed.monthCalendars.filter { locales.contains($0.key) }.allSatisfy { $0.value >= 3 })
    #expect(committed.monthCalendars["ja_JP.json"] == 4)
    #expect(committed.monthCalendars["zh_TW.json"] == 5)
    #expect(committed.monthCalendars["fa_IR.json"] == 7)
    // 805 listed locales and zh_TW in the three calendars, and 477 preferred ones beyond them.
    let monthCalendarCount: Int = committed.monthCalendars.values.reduce(0, +)
    #expect(monthCalendarCount == 806 * 3 + 477)
  }

  /// Regenerates one locale under the corpus's own manifest and compares the bytes.
  static func expectSliceRegenerates(_ locale: String, corpus: URL) throws {
    let fresh = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: fresh) }
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent("manifest.json"),
      to: fresh.appendingPathComponent("manifest.json"))
    let result = try CLI.run(["generate", "-q", "--out", fresh.path, "--locale", locale])
    #expect(result.status == 0, "\(result.stderr)")
    let stored = try Data(contentsOf: corpus.appendingPathComponent("\(locale).json"))
    let regenerated = try Data(contentsOf: fresh.appendingPathComponent("\(locale).json"))
    #expect(
      stored == regenerated,
      "corpus/\(locale).json is out of date: run 'swift run fmtcorpus generate --locale \(locale)'")
  }
}

/// `corpus/` as git's `HEAD` holds it, or as the folder holds it where the package is no git
/// checkout (a source archive): what was committed, not what a user's own run added since.
struct CommittedCorpus {
  static let git = URL(fileURLWithPath: "/usr/bin/git")

  var manifest: Data
  var fileNames: [String]
  var bytes: Int
  /// File name → how many of its calendars hold a `month` artifact.
  var monthCalendars: [String: Int]

  init(root: URL) throws {
    let tree = try CLI.run(
      ["-C", root.path, "ls-tree", "-l", "HEAD", "corpus/"], executable: Self.git)
    guard tree.status == 0, !tree.stdout.isEmpty else {
      let corpus = root.appendingPathComponent("corpus")
      manifest = try Data(contentsOf: corpus.appendingPathComponent("manifest.json"))
      fileNames = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
      bytes = try fileNames.reduce(0) { total, name in
        let path = corpus.appendingPathComponent(name).path
        return total + (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0)
      }
      var months: [String: Int] = [:]
      for name in fileNames where name.hasSuffix(".json") {
        let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
        let count = text.components(separatedBy: "\n" + Self.monthLine + "\n").count - 1
        if count > 0 { months[name] = count }
      }
      monthCalendars = months
      return
    }
    // `<mode> blob <hash> <size>\tcorpus/<name>`
    var names: [String] = []
    var total = 0
    for line in tree.stdout.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1)
      let fields = parts[0].split(separator: " ", omittingEmptySubsequences: true)
      try #require(parts.count == 2 && fields.count == 4, "git ls-tree: \(line)")
      names.append(String(parts[1].dropFirst("corpus/".count)))
      total += Int(fields[3]) ?? 0
    }
    let shown = try CLI.run(
      ["-C", root.path, "show", "HEAD:corpus/manifest.json"], executable: Self.git)
    try #require(shown.status == 0, "git show: \(shown.stderr)")
    manifest = Data(shown.stdout.utf8)
    fileNames = names
    bytes = total
    // `HEAD:corpus/<name>:<count>` for every file with a month.
    let grep = try CLI.run(
      ["-C", root.path, "grep", "-c", "-E", "^      \"month\": \\{$", "HEAD", "--", "corpus/"],
      executable: Self.git)
    var months: [String: Int] = [:]
    for line in grep.stdout.split(separator: "\n") {
      let parts = line.split(separator: ":")
      guard parts.count == 3, let count = Int(parts[2]) else { continue }
      months[String(parts[1].dropFirst("corpus/".count))] = count
    }
    monthCalendars = months
  }

  /// The line a calendar's month artifact opens with in a locale file.
  static let monthLine = "      \"month\": {"

}
