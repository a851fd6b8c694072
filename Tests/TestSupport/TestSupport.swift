import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension Tag {
  /// Expectations that hold for the system's ICU 72.1 (CLDR 42, tzdata 2022e) and will change
  /// with it: the first run after an ICU upgrade fails exactly these, which is the drift the
  /// product reports.
  @Tag public static var icu72: Self
}

/// What several test targets share: where the package is, and folders that do not outlive the
/// run.
public enum TestSupport {
  /// The package root, from this file's path.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Golden files of the store's and the checker's own tests, frozen: en_US, he_IL, ar_EG,
  /// en_GB and hi_IN as the ICU 72 corpus had them, and the `fields.json` and `manifest.json`
  /// of a one-locale plan, and `every-artifact.json`, the locale file the tree-building encoder
  /// of 604ec8f wrote for the store tests' `EveryArtifactFixture`. Regenerating `corpus/` after an ICU upgrade never touches them, so
  /// it breaks only the tests that should break.
  public static let fixtures = packageRoot.appendingPathComponent("Tests/TestSupport/Fixtures")

  /// A frozen golden file's text.
  public static func fixture(_ name: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  /// One folder per test process; removed when the process exits.
  private static let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fmtcorpus-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit {
      try? FileManager.default.removeItem(
        at: FileManager.default.temporaryDirectory.appendingPathComponent(
          "fmtcorpus-tests-\(getpid())"))
    }
    return root
  }()

  /// A fresh path for a folder (not created) inside the run's temporary root.
  public static func temporaryDirectory(_ label: String = "tmp") -> URL {
    root.appendingPathComponent("\(label)-\(UUID().uuidString)")
  }

  /// The maps of a running process (`/proc/PID/maps`): which libraries it has loaded.
  ///
  /// Read to the end with read(2): `/proc` files report size 0, and Foundation's whole-file
  /// reads stop short of a long one.
  public static func maps(of pid: Int32 = getpid()) throws -> String {
    let fd = open("/proc/\(pid)/maps", O_RDONLY)
    guard fd >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
