import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Where fetched ICUs live: `${XDG_CACHE_HOME:-$HOME/.cache}/fmtcorpus/icu/<version>/`, each
/// folder holding exactly one wheel's three libraries under the wheel's own file names.
///
/// A folder appears all at once (``ICUFetch`` builds it in a hidden sibling, then renames it)
/// or not at all, so a folder that is there is a whole fetch. Hidden entries (`.partial-…`)
/// are fetches under way or killed, never versions.
public enum ICUCache {
  /// The cache's root, from this process's environment.
  public static var root: String { root(environment: ProcessInfo.processInfo.environment) }

  /// The cache's root for `environment`: `$XDG_CACHE_HOME/fmtcorpus/icu`, else
  /// `$HOME/.cache/fmtcorpus/icu`, else the account's home folder's.
  ///
  /// A relative `XDG_CACHE_HOME` or `HOME` is ignored, as the XDG specification says, so the
  /// cache never depends on the current folder.
  public static func root(environment: [String: String]) -> String {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return trimmed(cache) + "/fmtcorpus/icu"
    }
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? accountHome()
    return trimmed(home) + "/.cache/fmtcorpus/icu"
  }

  /// The absolute path of ICU `version`'s folder (a full version: `78.3`) under this process's
  /// root, or nil when it has not been fetched.
  public static func folder(version: String) -> String? { folder(version: version, root: root) }

  /// The absolute path of `version`'s folder under `root`, or nil when there is none.
  ///
  /// `version` may come from an untrusted manifest: anything but a version (`78.3`) is nil, so
  /// no spelling can reach outside the cache.
  public static func folder(version: String, root: String) -> String? {
    guard ICUWheels.isVersion(version, parts: 2) else { return nil }
    let path = root + "/" + version
    return isDirectory(path) ? path : nil
  }

  /// The versions fetched under `root` (folders named as a version), in numeric order, newest
  /// first.
  public static func fetched(root: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { ICUWheels.isVersion($0, parts: 2) && isDirectory(root + "/" + $0) }
      .sorted { ICUWheels.versionOrder($1, $0) }
  }

  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path == "/" ? "" : path
  }

  /// The account's home folder from the password database, for a process without `HOME`.
  private static func accountHome() -> String {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
    return String(cString: directory)
  }
}
