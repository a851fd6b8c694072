import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `fmtcorpus icu fetch` and `icu list` through the binary: each with its own cache
/// (`XDG_CACHE_HOME`) and, where a fetch runs, a fake pip (`FMTCORPUS_PIP`), so nothing here
/// needs the network — except `aRealFetch`, which skips, saying so, where PyPI is unreachable.
@Suite struct ICUCommandTests {
  /// A fresh cache and the environment that points the binary at it.
  static func cache() -> (root: String, environment: [String: String]) {
    let home = CLI.temporaryDirectory().path
    return (home + "/fmtcorpus/icu", ["XDG_CACHE_HOME": home, "FMTCORPUS_PIP": ""])
  }

  static var machine: String {
    #if arch(x86_64)
      "x86_64"
    #else
      "aarch64"
    #endif
  }

  @Test(arguments: ["72", "78.1", "../78.3", "icu@78"])
  func aVersionNotInTheTableIsRefusedWithWhatCanBeFetched(version: String) throws {
    let (root, environment) = Self.cache()
    let result = try CLI.run(["icu", "fetch", version], environment: environment)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: no ICU '\(version)' to fetch (can fetch: 78.3, 78.2, 77.1, 76.1, "
        + "60.3, or a major for its newest: 78, 77, 76, 60); any other build loads with "
        + "'--icu-libs DIR'\n")
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test func withoutPipTheLineSaysHowToGetItAndThatIcuLibsNeedsNone() throws {
    var (root, environment) = Self.cache()
    environment["PATH"] = CLI.temporaryDirectory().path
    let result = try CLI.run(["icu", "fetch", "78"], environment: environment)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "fmtcorpus: error: pip not found (no pip3 or pip on PATH): install it (Debian and "
        + "Ubuntu: 'apt-get install python3-pip'; elsewhere "
        + "https://pip.pypa.io/en/stable/installation/), or set FMTCORPUS_PIP to it; "
        + "'--icu-libs DIR' needs no pip\n")
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  /// The real table's 78.3 row, served by a pip that saves a wheel of other bytes: refused
  /// by its hash, and nothing is left in the cache.
  @Test func aWheelWhoseHashIsNotTheTablesIsRefused() throws {
    var (root, environment) = Self.cache()
    let pip = try Self.fakePip(
      "printf 'not a wheel' > \"$dir/icu4py-1.2.0-cp311-cp311-manylinux_2_27_\(Self.machine)"
        + ".manylinux_2_28_\(Self.machine).whl\"")
    environment["FMTCORPUS_PIP"] = pip
    let result = try CLI.run(["icu", "fetch", "78"], environment: environment)
    #expect(result.status == 2)
    let expected = [
      "x86_64": "53ec0e68973dda6e3c0bb2caa8933fe221271b71da878e0b214ad159b88237cd",
      "aarch64": "6bf252dc89a38ebd1a9b35081b5aab7df1f4813becd6331a68349183069d407c",
    ][Self.machine]!
    #expect(
      result.stderr
        == "fmtcorpus: fetching ICU 78.3: icu4py==1.2.0 for manylinux_2_28_\(Self.machine) with "
        + "pip\nfmtcorpus: error: refusing 'icu4py-1.2.0-cp311-cp311-manylinux_2_27_"
        + "\(Self.machine).manylinux_2_28_\(Self.machine).whl': its SHA-256 is "
        + "e7dc6be13be0055dd03d1fe10caf78db0daa6327eb1f5b08c3e2dc8c06431cd2, the table's is "
        + "\(expected)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == [])
  }

  /// A fetch killed during its download (the fake pip kills it) leaves no version folder; the
  /// next fetch removes what it left.
  @Test func aKilledFetchLeavesNoVersionFolder() throws {
    var (root, environment) = Self.cache()
    environment["FMTCORPUS_PIP"] = try Self.fakePip(
      "printf 'half a wheel' > \"$dir/part.whl\"; kill -9 $PPID; sleep 1")
    let killed = try CLI.run(["icu", "fetch", "78"], environment: environment)
    #expect(killed.signaled && killed.status == SIGKILL)
    let left = try FileManager.default.contentsOfDirectory(atPath: root)
    #expect(left.count == 1 && left[0].hasPrefix(".partial-78.3-"), "\(left)")
    let list = try CLI.run(["icu", "list"], environment: environment)
    #expect(list.stdout.contains("\n78.3  48.0    17.0     2026a   icu4py 1.2.0         no\n"))

    environment["FMTCORPUS_PIP"] = try Self.fakePip("exit 1")
    let next = try CLI.run(["icu", "fetch", "78"], environment: environment)
    #expect(next.status == 2)
    #expect(
      next.stderr.hasSuffix(
        "error: 'pip download icu4py==1.2.0' failed (exit status 1); its output is above\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == [])
  }

  @Test func listShowsTheTableAndWhatIsFetched() throws {
    let (root, environment) = Self.cache()
    for version in ["78.3", "74.2", ".partial-77.1-1"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + version, withIntermediateDirectories: true)
    }
    let result = try CLI.run(["icu", "list"], environment: environment)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        ICU   CLDR    Unicode  tzdata  wheel                fetched
        78.3  48.0    17.0     2026a   icu4py 1.2.0         yes
        78.2  48.0    17.0     2025c   icu4py 1.0.0         no
        77.1  47.0    16.0     2025a   pyicu-wheels 2.15.2  no
        76.1  46.0    16.0     2024b   pyicu-wheels 2.14    no
        60.3  32.0.1  10.0     2019a   icu4py 0.1.0         no
        74.2  ?       ?        ?       (not in the table)   yes
        cache: \(root) (\(Self.machine); 'fmtcorpus icu fetch VERSION' fetches one)

        """)
  }

  @Test func aMissingVersionArgumentIsAUsageError() throws {
    let result = try CLI.run(["icu", "fetch"])
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  /// Whether pypi.org answers on port 443 within five seconds.
  static let pypiReachable: Bool = {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = [
      "python3", "-c", "import socket; socket.create_connection(('pypi.org', 443), 5)",
    ]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  /// The one test that downloads: ICU 60.3 (the smallest wheel, 13 MB) from PyPI with the
  /// real pip, then again (already there).
  @Test(.enabled(if: pypiReachable, "pypi.org:443 is unreachable from here: no real fetch"))
  func aRealFetch() throws {
    let (root, environment) = Self.cache()
    var real = environment
    real["FMTCORPUS_PIP"] = nil
    let result = try CLI.run(["icu", "fetch", "60"], environment: real)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "ICU 60.3 fetched into \(root)/60.3\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: root + "/60.3").sorted()
    #expect(names.count == 3 && names.allSatisfy { $0.hasSuffix(".so.60.3") }, "\(names)")
    let again = try CLI.run(["icu", "fetch", "60.3"], environment: real)
    #expect(again.status == 0)
    #expect(again.stdout == "ICU 60.3 is already fetched: \(root)/60.3\n")
  }

  /// A pip that runs `body` with `$dir` its `-d` folder (created), as a path.
  static func fakePip(_ body: String) throws -> String {
    let pip = CLI.temporaryDirectory().appendingPathComponent("pip")
    try FileManager.default.createDirectory(
      at: pip.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("#!/bin/sh\nfor dir; do :; done\nmkdir -p \"$dir\"\n\(body)\n".utf8).write(to: pip)
    chmod(pip.path, 0o755)
    return pip.path
  }
}
