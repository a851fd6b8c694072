import Foundation
import GoldenFormat
import TestSupport
import Testing

@testable import ICULibraries

/// `icu fetch` without the network: a fake wheel (three small "libraries" zipped by python3)
/// and a fake pip, named by `FMTCORPUS_PIP`, that copies it where pip would save it.
@Suite struct ICUFetchTests {
  /// A wheel, a pip that "downloads" it, a cache root, and the row that describes the wheel.
  struct Fixture {
    var folder: URL
    var root: String
    var wheel: ICUWheel
    var environment: [String: String]
    /// The arguments of each pip run, one run per line.
    var pipLog: URL { folder.appendingPathComponent("pip.log") }
  }

  static let libraries = [
    ("libicudata-0000000a.so.78.3", "data"), ("libicuuc-0000000b.so.78.3", "common"),
    ("libicui18n-0000000c.so.78.3", "i18n"),
  ]

  /// - Parameter pipBody: the fake pip's shell after it logs its arguments (`$dir` is its
  ///   `-d` folder, `$wheel` the fake wheel).
  static func fixture(pipBody: String = "cp \"$wheel\" \"$dir/\"") throws -> Fixture {
    let folder = TestSupport.temporaryDirectory("icu-fetch")
    let content = folder.appendingPathComponent("content/icu4py.libs")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    for (name, text) in libraries {
      try Data("\(text) library\n".utf8).write(to: content.appendingPathComponent(name))
    }
    try Data("print('hi')\n".utf8).write(
      to: content.deletingLastPathComponent().appendingPathComponent("icu4py.py"))
    let wheelFile = folder.appendingPathComponent("icu4py-1.2.0-fake.whl")
    try shell(
      "cd '\(content.deletingLastPathComponent().path)' && python3 -m zipfile -c "
        + "'\(wheelFile.path)' icu4py.libs icu4py.py")
    let pip = folder.appendingPathComponent("fake-pip")
    try Data(
      """
      #!/bin/sh
      echo "$@" >> '\(folder.path)/pip.log'
      for dir; do :; done
      wheel='\(wheelFile.path)'
      mkdir -p "$dir"
      \(pipBody)

      """.utf8
    ).write(to: pip)
    chmod(pip.path, 0o755)
    let hash = { (url: URL) in SHA256.hex([UInt8](try Data(contentsOf: url))) }
    let library = { (index: Int) in
      ICULibrary(
        libraries[index].0,
        sha256: SHA256.hex(Array("\(libraries[index].1) library\n".utf8)))
    }
    let wheel = ICUWheel(
      "icu4py", "1.2.0", .x86_64, icu: "78.3", cldr: "48.0", unicode: "17.0", tzdata: "2026a",
      file: wheelFile.lastPathComponent, sha256: try hash(wheelFile),
      data: library(0), uc: library(1), i18n: library(2))
    var environment = ProcessInfo.processInfo.environment
    environment[ICUFetch.pipVariable] = pip.path
    return Fixture(
      folder: folder, root: folder.appendingPathComponent("cache/fmtcorpus/icu").path,
      wheel: wheel, environment: environment)
  }

  static func shell(_ command: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(command)")
  }

  static func fetch(_ fixture: Fixture, _ wheel: ICUWheel? = nil, steps: StepLog? = nil)
    throws(ICULibraryError) -> ICUFetch.Outcome
  {
    try ICUFetch(
      wheel: wheel ?? fixture.wheel, root: fixture.root, environment: fixture.environment,
      progress: { steps?.append($0) }
    ).run()
  }

  /// The cache root's entries, hidden ones included.
  static func entries(_ root: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
  }

  /// The progress lines a fetch reported, in order.
  final class StepLog: @unchecked Sendable {
    var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
  }

  @Test func aFetchPutsExactlyTheThreeLibrariesInTheVersionsFolder() throws {
    let fixture = try Self.fixture()
    let steps = StepLog()
    #expect(try Self.fetch(fixture, steps: steps) == .fetched(fixture.root + "/78.3"))
    #expect(Self.entries(fixture.root) == ["78.3"])
    #expect(Self.entries(fixture.root + "/78.3") == Self.libraries.map(\.0).sorted())
    for (name, text) in Self.libraries {
      #expect(
        try String(contentsOfFile: fixture.root + "/78.3/" + name, encoding: .utf8)
          == "\(text) library\n")
    }
    #expect(
      try String(contentsOf: fixture.pipLog, encoding: .utf8)
        == "download --no-deps --only-binary=:all: --python-version 3.11 --platform "
        + "manylinux_2_28_x86_64 --disable-pip-version-check icu4py==1.2.0 -d "
        + fixture.root + "/.partial-78.3-\(getpid())/download\n")
    #expect(
      steps.lines == [
        "fetching ICU 78.3: icu4py==1.2.0 for manylinux_2_28_x86_64 with pip",
        "SHA-256 as the table says; extracting the libraries with python3 -m zipfile",
      ])
    #expect(ICUCache.folder(version: "78.3", root: fixture.root) == fixture.root + "/78.3")
  }

  @Test func aSecondFetchSaysItIsThereWithoutRunningPip() throws {
    let fixture = try Self.fixture()
    _ = try Self.fetch(fixture)
    #expect(try Self.fetch(fixture) == .alreadyFetched(fixture.root + "/78.3"))
    let runs = try String(contentsOf: fixture.pipLog, encoding: .utf8)
    #expect(runs.split(separator: "\n").count == 1)
  }

  @Test func aWheelWhoseHashDiffersIsRefusedAndNothingIsLeft() throws {
    let fixture = try Self.fixture()
    var wheel = fixture.wheel
    let actual = wheel.sha256
    wheel.sha256 = String(repeating: "0", count: 64)
    #expect(
      throws: ICULibraryError.wheelHash(
        wheel.file, actual: actual, expected: String(repeating: "0", count: 64))
    ) { try Self.fetch(fixture, wheel) }
    #expect(Self.entries(fixture.root) == [])
    #expect(ICUCache.folder(version: "78.3", root: fixture.root) == nil)
  }

  @Test func aLibraryWhoseHashDiffersIsRefusedAndNothingIsLeft() throws {
    let fixture = try Self.fixture()
    var wheel = fixture.wheel
    let actual = wheel.libraries[2].sha256
    wheel.libraries[2].sha256 = String(repeating: "f", count: 64)
    #expect(
      throws: ICULibraryError.libraryHash(
        "libicui18n-0000000c.so.78.3", actual: actual, expected: String(repeating: "f", count: 64))
    ) { try Self.fetch(fixture, wheel) }
    #expect(Self.entries(fixture.root) == [])
  }

  @Test func aWheelWithoutATableLibraryIsRefused() throws {
    let fixture = try Self.fixture()
    var wheel = fixture.wheel
    wheel.libraries[1].name = "libicuuc-ffffffff.so.78.3"
    #expect(
      throws: ICULibraryError.libraryMissing(
        "icu4py.libs/libicuuc-ffffffff.so.78.3", wheel: wheel.file)
    ) { try Self.fetch(fixture, wheel) }
    #expect(Self.entries(fixture.root) == [])
  }

  @Test func aFailedDownloadIsOneLineAndLeavesNothing() throws {
    let fixture = try Self.fixture(pipBody: "echo 'no network' >&2; exit 1")
    #expect(
      throws: ICULibraryError.commandFailed(
        "pip download icu4py==1.2.0", status: "exit status 1")
    ) { try Self.fetch(fixture) }
    #expect(Self.entries(fixture.root) == [])
  }

  @Test func aDownloadOfAnotherFileIsRefused() throws {
    let fixture = try Self.fixture(pipBody: "cp \"$wheel\" \"$dir/other-1.0.whl\"")
    #expect(
      throws: ICULibraryError.downloadMissing(fixture.wheel.file, found: ["other-1.0.whl"])
    ) { try Self.fetch(fixture) }
  }

  @Test func withoutPipTheLineSaysHowToGetIt() throws {
    var fixture = try Self.fixture()
    fixture.environment[ICUFetch.pipVariable] = nil
    fixture.environment["PATH"] = fixture.folder.path
    #expect(throws: ICULibraryError.noPip("no pip3 or pip on PATH")) { try Self.fetch(fixture) }
    fixture.environment[ICUFetch.pipVariable] = "/nowhere/pip"
    #expect(
      throws: ICULibraryError.noPip(
        "FMTCORPUS_PIP names '/nowhere/pip', which is not an executable")
    ) { try Self.fetch(fixture) }
    #expect(
      ICULibraryError.noPip("no pip3 or pip on PATH").description
        == "pip not found (no pip3 or pip on PATH): install it (Debian and Ubuntu: 'apt-get "
        + "install python3-pip'; elsewhere https://pip.pypa.io/en/stable/installation/), or set "
        + "FMTCORPUS_PIP to it; '--icu-libs DIR' needs no pip")
  }

  /// A fetch killed part-way leaves only its hidden folder; the next fetch removes it (its
  /// process is gone) and installs the version whole.
  @Test func aKilledFetchsFolderIsRemovedByTheNext() throws {
    let fixture = try Self.fixture()
    let dead = try Self.deadPID()
    let abandoned = fixture.root + "/.partial-78.3-\(dead)"
    try FileManager.default.createDirectory(
      atPath: abandoned + "/78.3", withIntermediateDirectories: true)
    try Data("half".utf8).write(
      to: URL(fileURLWithPath: abandoned + "/78.3/libicudata-0000000a.so.78.3"))
    #expect(ICUCache.folder(version: "78.3", root: fixture.root) == nil)
    #expect(ICUCache.fetched(root: fixture.root) == [])
    #expect(try Self.fetch(fixture) == .fetched(fixture.root + "/78.3"))
    #expect(Self.entries(fixture.root) == ["78.3"])
  }

  @Test func aVersionFolderThisCommandDidNotMakeIsLeftAlone() throws {
    let fixture = try Self.fixture()
    try FileManager.default.createDirectory(
      atPath: fixture.root + "/78.3", withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: fixture.root + "/78.3/notes.txt"))
    #expect(
      throws: ICULibraryError.cache(
        fixture.root + "/78.3",
        reason: "it holds notes.txt, not this wheel's libicudata-0000000a.so.78.3, "
          + "libicuuc-0000000b.so.78.3, libicui18n-0000000c.so.78.3; remove it and fetch again")
    ) { try Self.fetch(fixture) }
    #expect(Self.entries(fixture.root + "/78.3") == ["notes.txt"])
  }

  /// The id of a process that has exited: a child that ran `true` and was waited for.
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}

/// Where the cache is, and what counts as a fetched version.
@Suite struct ICUCacheTests {
  @Test func theRootFollowsXDGThenHome() {
    #expect(
      ICUCache.root(environment: ["XDG_CACHE_HOME": "/x/cache/", "HOME": "/home/a"])
        == "/x/cache/fmtcorpus/icu")
    #expect(
      ICUCache.root(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])
        == "/home/a/.cache/fmtcorpus/icu")
    #expect(ICUCache.root(environment: ["HOME": "/home/a/"]) == "/home/a/.cache/fmtcorpus/icu")
    #expect(ICUCache.root(environment: ["HOME": "/"]) == "/.cache/fmtcorpus/icu")
    #expect(ICUCache.root(environment: [:]).hasSuffix("/.cache/fmtcorpus/icu"))
    #expect(ICUCache.root(environment: [:]).hasPrefix("/"))
  }

  /// A manifest's version is untrusted: only a version names a folder, so none reaches out.
  @Test func onlyAFetchedVersionHasAFolder() throws {
    let root = TestSupport.temporaryDirectory("icu-cache").path
    for name in ["78.3", "76.1", ".partial-77.1-1", "notes"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + name, withIntermediateDirectories: true)
    }
    try Data().write(to: URL(fileURLWithPath: root + "/60.3"))
    symlink(root + "/78.3", root + "/78.2")
    #expect(ICUCache.folder(version: "78.3", root: root) == root + "/78.3")
    for version in ["78.2", "60.3", "77.1", "78", "../icu/78.3", "78.3/", "notes", ""] {
      #expect(ICUCache.folder(version: version, root: root) == nil, "\(version)")
    }
    #expect(ICUCache.fetched(root: root) == ["78.3", "76.1"])
    #expect(ICUCache.fetched(root: root + "/missing") == [])
  }
}
