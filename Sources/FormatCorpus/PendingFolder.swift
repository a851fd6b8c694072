import CorpusModel
import CorpusStore
import GoldenFormat
// Not Foundation: the driver must not load Foundation's ICU (EngineIsolationTests).
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Where `check --pending` may write: never over data it did not write itself.
///
/// A pending folder is a new folder, an empty one, or one whose manifest carries the pending
/// mark (`Manifest.pending`) that only `check --pending` writes. A corpus (even a Foundation
/// corpus of the same plan), a repository root or any folder with other files is refused, so
/// a mistyped `--pending` never turns one corpus into another or scatters files beside a
/// README.
enum PendingFolder {
  /// Refuses a folder that is not a place for a pending corpus.
  ///
  /// - Returns: the manifest of an earlier pending corpus there (its files not written again are
  ///   removed after the new one is written), or nil for a new or empty folder.
  /// - Throws: `CheckError.pendingOccupied` naming what is there; `StoreError` for an
  ///   unreadable manifest.
  static func requireWritable(_ pending: CorpusDirectory) throws -> Manifest? {
    var status = stat()
    guard stat(pending.path, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw CheckError.pendingOccupied(pending: pending.path, found: "is a file")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: pending.path)) ?? []
    if names.isEmpty { return nil }
    guard names.contains(GoldenEncoding.manifestFileName) else {
      let shown = names.sorted().prefix(3).joined(separator: ", ")
      let more = names.count > 3 ? ", …" : ""
      throw CheckError.pendingOccupied(
        pending: pending.path,
        found: "holds \(names.count) other file\(names.count == 1 ? "" : "s") (\(shown)\(more))")
    }
    guard let manifest = try pending.readManifest(), manifest.isPending else {
      throw CheckError.pendingOccupied(
        pending: pending.path, found: "holds a corpus (its manifest.json has no pending mark)")
    }
    return manifest
  }

  /// `en_US.json`: no folder, no dot file, not the manifest — a name `remove` keeps inside the
  /// folder whatever an earlier manifest says.
  static func isGoldenFileName(_ name: String) -> Bool {
    name.hasSuffix(".json") && name != GoldenEncoding.manifestFileName && !name.hasPrefix(".")
      && !name.contains("/") && !name.contains("\0")
  }
}
