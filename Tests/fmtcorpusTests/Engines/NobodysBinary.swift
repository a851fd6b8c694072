import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The built binary copied where the unprivileged user `nobody` can run it, for the cases that
/// root runs as `nobody` (root reads every file, so "permission denied" needs another user).
///
/// The build folder lies inside the checkout, which `nobody` may not traverse (root's home is
/// mode 700, and so is any `mktemp -d`); the copy goes into the run's temporary folder, made
/// traversable. Not root: nothing is copied and the cases run the binary as it is.
enum NobodysBinary {
  /// The copy, or nil when not root or when `nobody` cannot run it.
  static let copy: URL? = {
    guard geteuid() == 0 else { return nil }
    let folder = TestSupport.temporaryDirectory("nobody-bin")
    let copy = folder.appendingPathComponent("fmtcorpus")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: CLI.binary, to: copy)
      for path in [folder.deletingLastPathComponent().path, folder.path, copy.path] {
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
      }
      let probe = try CLI.run(
        ["-u", "nobody", "--", copy.path, "--version"],
        executable: URL(fileURLWithPath: "/usr/sbin/runuser"))
      guard probe.status == 0 else {
        FileHandle.standardError.write(
          Data(
            "skipping the cases run as 'nobody': it cannot run \(copy.path) (exit \(probe.status): \(probe.stderr.prefix(200)))\n"
              .utf8))
        return nil
      }
      return copy
    } catch {
      FileHandle.standardError.write(
        Data(
          "skipping the cases run as 'nobody': cannot copy the binary to \(copy.path): \(error)\n"
            .utf8))
      return nil
    }
  }()

  /// Whether the cases that need `nobody` can run: always when not root.
  static var usable: Bool { geteuid() != 0 || copy != nil }
}
