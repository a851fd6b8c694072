#if canImport(Glibc)
  import Glibc
#endif

/// One ICU version's three libraries in a folder — `--icu-libs DIR`, a fetched version's cache
/// folder, `styles-workload --icu DIR` — by absolute real path, in binding order (data,
/// common, i18n).
///
/// Reads file names only to find the candidates (`libicuuc.so.72`, `libicuuc-55b0ea0a.so.78.3`);
/// links to one file are one library, so the system folder's `libicuuc.so` →
/// `libicuuc.so.72` → `libicuuc.so.72.1` counts once, and its other libraries (`libicuio`,
/// `libicutu`, `libicutest`) are not ICU's three.
public enum ICULibraryFolder {
  /// The three libraries' roles, in binding order.
  public static let roles = ["icudata", "icuuc", "icui18n"]

  /// Why a folder holds no usable ICU, in words that end a one-line message.
  public struct Refusal: Error, Equatable, Sendable {
    public var reason: String

    public init(reason: String) { self.reason = reason }
  }

  /// The three libraries' real paths, or why `folder` is not one version's three: not a
  /// readable folder, none of them, one missing, or two versions of one.
  public static func libraries(in folder: String) -> Result<[String], Refusal> {
    guard let real = realPath(folder) else { return .failure(Refusal(reason: "no such folder")) }
    guard let directory = opendir(real) else {
      return .failure(
        Refusal(reason: "not a readable folder (\(String(cString: strerror(errno))))"))
    }
    defer { closedir(directory) }
    var found: [String: Set<String>] = [:]
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      guard let role = roles.first(where: { isLibrary(name, role: $0) }),
        let path = realPath(real + "/" + name)
      else { continue }
      var status = stat()
      guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
      found[role, default: []].insert(path)
    }
    if found.isEmpty {
      return .failure(
        Refusal(
          reason: "it holds no ICU (expected libicudata, libicuuc and libicui18n shared libraries)"
        ))
    }
    var paths: [String] = []
    for role in roles {
      let candidates = found[role] ?? []
      guard let path = candidates.first else {
        return .failure(
          Refusal(reason: "it has no lib\(role) shared library (expected one version's three)"))
      }
      guard candidates.count == 1 else {
        let names = candidates.sorted().map { String($0.split(separator: "/").last ?? "") }
        return .failure(
          Refusal(
            reason:
              "it holds two versions of lib\(role) (\(names.joined(separator: ", "))); expected one version's three libraries"
          ))
      }
      paths.append(path)
    }
    return .success(paths)
  }

  /// `libicuuc.so…` or `libicuuc-HASH.so…` (a wheel's), not `libicuuc.a`, not `libicuio…`.
  private static func isLibrary(_ name: String, role: String) -> Bool {
    let prefix = "lib" + role
    guard name.hasPrefix(prefix) else { return false }
    let rest = name.dropFirst(prefix.count)
    return (rest.hasPrefix(".so") || (rest.hasPrefix("-") && rest.contains(".so")))
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
