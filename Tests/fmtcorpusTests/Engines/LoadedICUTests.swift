import Foundation
import FormatCorpus
import TestSupport
import Testing

/// `--engine icu@VERSION`: an ICU loaded from one version's three libraries in the fmtcorpus-icu
/// worker, through the same function table as the linked ICU.
///
/// The system's own ICU 72 loaded from `/usr/lib/x86_64-linux-gnu` is the proof that the table
/// and the worker change nothing: it must write the committed golden files byte for byte.
@Suite struct LoadedICUTests {
  static let system = "/usr/lib/x86_64-linux-gnu"
  static let slice = ["he_IL", "ja_JP", "zh_TW", "ar_EG"]

  static func manifest(_ folder: URL) throws -> [String: Any] {
    try CLI.json(folder.appendingPathComponent("manifest.json"))
  }

  /// A cache home with nothing fetched, so no test reads the user's cache by accident.
  static func emptyCache() throws -> [String: String] {
    let home = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return ["XDG_CACHE_HOME": home.path, Engines.icuLibrariesVariable: ""]
  }

  @Test(.tags(.icu72)) func theSystemICUThroughTheTableWritesTheCommittedGoldenFiles() throws {
    let out = CLI.temporaryDirectory()
    let made = try CLI.run(
      ["generate", "-q", "--engine", "icu@72", "--icu-libs", Self.system, "--out", out.path]
        + Self.slice.flatMap { ["--locale", $0] }, environment: try Self.emptyCache())
    #expect(made.status == 0, "\(made.stderr)")
    // The locale files byte for byte (fields.json holds the calendars of the locales a corpus
    // has, so a slice's is not the whole corpus's: the whole-corpus run compares it).
    let committed = CLI.packageRoot.appendingPathComponent("corpus")
    let names = Self.slice.map { "\($0).json" }
    for name in names {
      let fresh = try Data(contentsOf: out.appendingPathComponent(name))
      let stored = try Data(contentsOf: committed.appendingPathComponent(name))
      let same = fresh == stored
      #expect(same, "\(name) differs from the committed corpus's")
    }
    // The manifest differs only in its engine record: the name, and the libraries' hashes.
    var manifest = try Self.manifest(out)
    var stored = try Self.manifest(committed)
    let engine = try #require(manifest.removeValue(forKey: "engine") as? [String: Any])
    let storedEngine = try #require(stored.removeValue(forKey: "engine") as? [String: Any])
    #expect(engine["name"] as? String == "icu@72.1")
    #expect(storedEngine["name"] as? String == "icu")
    #expect(engine["versions"] as? [String: String] == storedEngine["versions"] as? [String: String])
    let libraries = try #require(engine["libraries"] as? [String: String])
    #expect(libraries.keys.sorted() == ["icudata", "icui18n", "icuuc"])
    #expect(libraries.values.allSatisfy { $0.utf8.count == 64 })
    #expect(storedEngine["libraries"] == nil)
    let files = try #require(manifest["files"] as? [String: Any])
    #expect(files.keys.sorted() == (names + ["fields.json"]).sorted())
    let storedFiles = try #require(stored["files"] as? [String: Any])
    for name in names {
      #expect(
        (files[name] as? [String: AnyHashable]) == (storedFiles[name] as? [String: AnyHashable]),
        "\(name)'s record")
    }

    // The pinned corpus checks clean with the same libraries, and is refused (exit 2, one line
    // naming what to do) without them, or with others.
    // check reads the folder from FMTCORPUS_ICU_LIBS (its usage line has no room for more).
    let checked = try CLI.run(
      ["check", "--corpus", out.path, "--locale", "ja_JP"],
      environment: try Self.emptyCache().merging([Engines.icuLibrariesVariable: Self.system]) {
        $1
      })
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    let missing = try CLI.run(
      ["check", "--corpus", out.path, "--locale", "ja_JP"], environment: try Self.emptyCache())
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "fmtcorpus: error: cannot use the ICU libraries of 'icu@72.1': ICU 72.1 cannot be fetched (these can: 78.3, 78.2, 77.1, 76.1, 60.3), and \(out.appendingPathComponent("manifest.json").path):2 pins it (engine \"icu@72.1\"): name a folder with ICU 72.1's libraries with FMTCORPUS_ICU_LIBS=DIR\n"
    )
  }

  @Test func aPinnedCorpusRefusesOtherLibraries() throws {
    let out = CLI.temporaryDirectory()
    let made = try CLI.run(
      [
        "generate", "-q", "--engine", "icu@72.1", "--icu-libs", Self.system, "--out", out.path,
        "--locale", "en_US",
      ] + SmallCorpus.plan, environment: try Self.emptyCache())
    #expect(made.status == 0, "\(made.stderr)")
    // Another hash for libicuuc: the same version, other files.
    let path = out.appendingPathComponent("manifest.json")
    let text = try String(contentsOf: path, encoding: .utf8)
    let manifest = try Self.manifest(out)
    let engine = try #require(manifest["engine"] as? [String: Any])
    let hash = try #require((engine["libraries"] as? [String: String])?["icuuc"])
    try text.replacingOccurrences(of: hash, with: String(repeating: "0", count: 64))
      .write(to: path, atomically: true, encoding: .utf8)
    let checked = try CLI.run(
      ["check", "--corpus", out.path],
      environment: try Self.emptyCache().merging([Engines.icuLibrariesVariable: Self.system]) {
        $1
      })
    #expect(checked.status == 2)
    #expect(checked.stderr.hasPrefix("fmtcorpus: error: cannot use the ICU libraries of '\(Self.system)': "))
    #expect(
      checked.stderr.contains(
        "the loaded ICU 72.1 libraries are not the ones \(path.path):2 pins by SHA-256"),
      "\(checked.stderr)")
    #expect(checked.stderr.split(separator: "\n").count == 1)
  }

  /// Every bad folder is refused in one line, exit 2, with nothing written.
  @Test func badLibraryFoldersAreRefusedInOneLine() throws {
    let root = CLI.temporaryDirectory()
    let empty = root.appendingPathComponent("empty")
    let junk = root.appendingPathComponent("junk")
    let two = root.appendingPathComponent("two")
    let truncated = root.appendingPathComponent("truncated")
    for folder in [empty, junk, two, truncated] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for name in ["libicudata.so.78", "libicuuc.so.78", "libicui18n.so.78"] {
      try Data(repeating: 0x41, count: 4096).write(to: junk.appendingPathComponent(name))
    }
    for name in ["libicudata.so.72", "libicuuc.so.72", "libicui18n.so.72"] {
      try FileManager.default.createSymbolicLink(
        atPath: two.appendingPathComponent(name).path, withDestinationPath: Self.system + "/" + name)
    }
    try Data().write(to: two.appendingPathComponent("libicuuc-55b0ea0a.so.78.3"))
    // A library cut short, as a killed copy leaves it: dlopen maps its segments past the end
    // and the first touch there killed the worker with SIGBUS (exit 3 and a backtrace).
    // Copies, not links: the folder named is the one the libraries really are in.
    for name in ["libicudata.so.72", "libicuuc.so.72"] {
      try Data(contentsOf: URL(fileURLWithPath: Self.system + "/" + name))
        .write(to: truncated.appendingPathComponent(name))
    }
    let i18n = try Data(contentsOf: URL(fileURLWithPath: Self.system + "/libicui18n.so.72"))
    try i18n.prefix(65_536).write(to: truncated.appendingPathComponent("libicui18n.so.72"))
    let cache = try Self.emptyCache()
    let cases: [([String], String)] = [
      (
        ["--engine", "icu@78", "--icu-libs", empty.path],
        "cannot use the ICU libraries of '\(empty.path)': it holds no ICU (expected libicudata, libicuuc and libicui18n shared libraries)"
      ),
      (
        ["--engine", "icu@78", "--icu-libs", junk.path],
        "cannot use the ICU libraries of '\(junk.path)': cannot load libicudata.so.78: \(junk.path)/libicudata.so.78: invalid ELF header"
      ),
      (
        ["--engine", "icu@78", "--icu-libs", two.path],
        "cannot use the ICU libraries of '\(two.path)': it holds two versions of libicuuc (libicuuc-55b0ea0a.so.78.3, libicuuc.so.72.1); expected one version's three libraries"
      ),
      (
        ["--engine", "icu@78", "--icu-libs", Self.system],
        "cannot use the ICU libraries of '\(Self.system)': its libraries are ICU 72.1, not the 78 --engine icu@78 asks for"
      ),
      (
        ["--engine", "icu@78.3"],
        "cannot use the ICU libraries of 'icu@78.3': ICU 78.3 is not fetched: run 'fmtcorpus icu fetch 78.3', or name a folder with --icu-libs DIR"
      ),
      (
        ["--engine", "icu@78.1"],
        "cannot use the ICU libraries of 'icu@78.1': ICU 78.1 cannot be fetched (these can: 78.3, 78.2, 77.1, 76.1, 60.3): name a folder with its libraries with --icu-libs DIR"
      ),
      (
        ["--engine", "icu@x"],
        "invalid value 'icu@x' for --engine (expected one of: icu, foundation, formatstyle, icu@VERSION)"
      ),
      (
        ["--engine", "icu", "--icu-libs", Self.system],
        "invalid value '\(Self.system)' for --icu-libs (expected no folder with --engine icu: it loads libraries for icu@VERSION only)"
      ),
    ]
    for (arguments, message) in cases {
      let out = root.appendingPathComponent("out")
      let result = try CLI.run(
        ["generate", "-q", "--locale", "en_US", "--out", out.path] + arguments,
        environment: cache)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == "fmtcorpus: error: \(message)\n", "\(arguments)")
      #expect(!FileManager.default.fileExists(atPath: out.path), "\(arguments) wrote")
      let info = try CLI.run(["info"] + arguments, environment: cache)
      #expect(info.status == 2 && info.stderr == "fmtcorpus: error: \(message)\n", "info \(arguments)")
    }
    // The size its headers need depends on the system's build of ICU 72; the rest is exact.
    let out = root.appendingPathComponent("out")
    let cut = try CLI.run(
      ["generate", "-q", "--locale", "en_US", "--out", out.path, "--engine", "icu@72",
       "--icu-libs", truncated.path], environment: cache)
    #expect(cut.status == 2)
    #expect(
      cut.stderr.wholeMatch(
        of: try Regex(
          "fmtcorpus: error: cannot use the ICU libraries of '\(NSRegularExpression.escapedPattern(for: truncated.path))': cannot load libicui18n.so.72: the file is truncated \\(65536 bytes, where its ELF headers need at least [0-9]+\\)\n"
        )) != nil, "\(cut.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// A fetched 78.3 (in the cache, as `fmtcorpus icu fetch 78` leaves it) renders zh_TW, its
  /// corpus checks clean, and `diff` against ICU 72 names the upgrade's changes.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@78.3")))
  func aFetchedICU78RendersChecksAndDiffs() throws {
    let root = CLI.temporaryDirectory()
    let c78 = root.appendingPathComponent("c78")
    let c72 = root.appendingPathComponent("c72")
    let made = try CLI.run(["generate", "-q", "--engine", "icu@78", "--locale", "zh_TW", "--out", c78.path])
    #expect(made.status == 0, "\(made.stderr)")
    let manifest = try Self.manifest(c78)
    let engine = try #require(manifest["engine"] as? [String: Any])
    #expect(engine["name"] as? String == "icu@78.3")
    #expect((engine["versions"] as? [String: String])?["icu"] == "78.3")
    let checked = try CLI.run(["check", "--corpus", c78.path])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    #expect(try CLI.run(["generate", "-q", "--locale", "zh_TW", "--out", c72.path]).status == 0)
    let diff = try CLI.run(["diff", c72.path, c78.path])
    #expect(diff.status == 1, "\(diff.stderr)")
    #expect(diff.stdout.contains("zh_TW"))
  }

  /// A cache folder whose libraries are not the wheel table's (here libicui18n with bytes
  /// appended: it still loads, and says 78.3) is refused in one line, exit 2, writing nothing:
  /// the cache is trusted only as far as the table's hashes.
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@78.3")))
  func aCachedVersionWithOtherFilesIsRefused() throws {
    let fetched =
      ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].map { $0 + "/fmtcorpus/icu/78.3" }
      ?? (FileManager.default.homeDirectoryForCurrentUser.path + "/.cache/fmtcorpus/icu/78.3")
    let home = CLI.temporaryDirectory()
    let folder = home.appendingPathComponent("fmtcorpus/icu/78.3")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: fetched) {
      var bytes = try Data(contentsOf: URL(fileURLWithPath: fetched + "/" + name))
      if name.hasPrefix("libicui18n") { bytes.append(contentsOf: [0, 0, 0, 0]) }
      try bytes.write(to: folder.appendingPathComponent(name))
    }
    let out = home.appendingPathComponent("out")
    let made = try CLI.run(
      ["generate", "-q", "--engine", "icu@78.3", "--locale", "en_US", "--out", out.path],
      environment: ["XDG_CACHE_HOME": home.path, Engines.icuLibrariesVariable: ""])
    #expect(made.status == 2)
    #expect(
      made.stderr
        == "fmtcorpus: error: cannot use the ICU libraries of '\(folder.path)': its libraries are not the wheel table's ICU 78.3 (SHA-256 differs): delete the folder and run 'fmtcorpus icu fetch 78.3'\n"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// A corpus pinned to 78.3, checked without it or with another version's libraries: the line
  /// names the manifest's engine record and how to get 78.3, never `--engine`, which the user
  /// of `check` never gave, nor `--icu-libs`, which `check` has not (`generate` has).
  @Test(.enabled(if: Engines.fetchedICUs.contains("icu@78.3")))
  func aPinnedCorpusNamesItsRecordWhenItsICUIsMissing() throws {
    let out = CLI.temporaryDirectory()
    let made = try CLI.run(
      ["generate", "-q", "--engine", "icu@78.3", "--locale", "en_US", "--out", out.path]
        + SmallCorpus.plan)
    #expect(made.status == 0, "\(made.stderr)")
    let record = out.appendingPathComponent("manifest.json").path + ":2"
    let fetch = "fetch it with: fmtcorpus icu fetch 78.3 (or name its folder with"
    let missing = try CLI.run(["check", "--corpus", out.path], environment: try Self.emptyCache())
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "fmtcorpus: error: cannot use the ICU libraries of 'icu@78.3': ICU 78.3 is not fetched, and \(record) pins it (engine \"icu@78.3\"): \(fetch) FMTCORPUS_ICU_LIBS=DIR)\n"
    )
    let other = try CLI.run(
      ["check", "--corpus", out.path],
      environment: try Self.emptyCache().merging([Engines.icuLibrariesVariable: Self.system]) {
        $1
      })
    #expect(other.status == 2)
    #expect(
      other.stderr
        == "fmtcorpus: error: cannot use the ICU libraries of '\(Self.system)': its libraries are ICU 72.1, not the 78.3 that \(record) pins (engine \"icu@78.3\"): \(fetch) FMTCORPUS_ICU_LIBS=DIR)\n"
    )
    // `generate` into the corpus takes --icu-libs, and says so.
    let regenerated = try CLI.run(
      ["generate", "-q", "--out", out.path, "--icu-libs", Self.system],
      environment: try Self.emptyCache())
    #expect(regenerated.status == 2)
    #expect(
      regenerated.stderr
        == "fmtcorpus: error: cannot use the ICU libraries of '\(Self.system)': its libraries are ICU 72.1, not the 78.3 that manifest.json pins (engine \"icu@78.3\"): \(fetch) --icu-libs DIR)\n"
    )
  }
}
