import FoundationEssentials
import GoldenFormat

#if canImport(Glibc)
  import Glibc
#endif

/// `fmtcorpus icu fetch`: one wheel downloaded with pip, held to the table's hashes, and its
/// three libraries put into the cache all at once.
///
/// pip, not a download of our own: it already knows PyPI's index, proxies (`PIP_INDEX_URL`,
/// `pip.conf`) and certificates. The wheel is unzipped with `python3 -m zipfile` — pip implies
/// Python — rather than a zip reader of our own or a package's. Everything happens in a hidden
/// sibling of the version's folder (`.partial-78.3-PID`), whose finished `78.3` folder is then
/// renamed into place: a fetch that is killed leaves no version folder, only that hidden one,
/// which the next fetch removes.
public struct ICUFetch {
  /// The variable that names the pip to run (a path or a command on PATH).
  public static let pipVariable = "FMTCORPUS_PIP"

  public var wheel: ICUWheel
  /// The cache's root (``ICUCache/root``).
  public var root: String
  public var environment: [String: String]
  /// Told each step, for stderr.
  public var progress: (String) -> Void

  public init(
    wheel: ICUWheel, root: String = ICUCache.root,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    progress: @escaping (String) -> Void
  ) {
    self.wheel = wheel
    self.root = root
    self.environment = environment
    self.progress = progress
  }

  /// What a fetch did, with the version's folder.
  public enum Outcome: Equatable, Sendable {
    case fetched(String)
    case alreadyFetched(String)
  }

  /// Fetches the wheel's libraries into `root/<ICU version>/`, unless they are there.
  ///
  /// - Throws: ``ICULibraryError`` for a missing pip or python, a failed download, a hash
  ///   that is not the table's, or a cache that cannot be written. Nothing is left in the
  ///   cache then.
  public func run() throws(ICULibraryError) -> Outcome {
    let target = root + "/" + wheel.icu
    if let existing = try installed(target) { return .alreadyFetched(existing) }
    let pip = try findPip()
    guard let python = ChildProcess.find("python3", path: environment["PATH"]) else {
      throw .noPython
    }
    try makeRoot()
    removeAbandoned()
    let work = root + "/.partial-\(wheel.icu)-\(getpid())"
    try? FileManager.default.removeItem(atPath: work)
    try create(work)
    defer { try? FileManager.default.removeItem(atPath: work) }

    progress(
      "fetching ICU \(wheel.icu): \(wheel.requirement) for \(wheel.platform.pipTag) with pip")
    let download = work + "/download"
    try runChild(
      pip,
      [
        "pip", "download", "--no-deps", "--only-binary=:all:", "--python-version", "3.11",
        "--platform", wheel.platform.pipTag, "--disable-pip-version-check", wheel.requirement,
        "-d", download,
      ], shown: "pip download \(wheel.requirement)")
    let wheelPath = download + "/" + wheel.file
    guard FileManager.default.fileExists(atPath: wheelPath) else {
      let found = (try? FileManager.default.contentsOfDirectory(atPath: download)) ?? []
      throw .downloadMissing(wheel.file, found: found.sorted())
    }
    let wheelHash = try sha256(wheelPath)
    guard wheelHash == wheel.sha256 else {
      throw .wheelHash(wheel.file, actual: wheelHash, expected: wheel.sha256)
    }

    progress("SHA-256 as the table says; extracting the libraries with python3 -m zipfile")
    let unzipped = work + "/unzipped"
    try runChild(
      python, ["python3", "-m", "zipfile", "-e", wheelPath, unzipped],
      shown: "python3 -m zipfile -e \(wheel.file)")
    let staged = work + "/" + wheel.icu
    try create(staged)
    for library in wheel.libraries {
      let source = unzipped + "/" + wheel.librariesFolder + "/" + library.name
      guard FileManager.default.fileExists(atPath: source) else {
        throw .libraryMissing(wheel.librariesFolder + "/" + library.name, wheel: wheel.file)
      }
      let hash = try sha256(source)
      guard hash == library.sha256 else {
        throw .libraryHash(library.name, actual: hash, expected: library.sha256)
      }
      guard rename(source, staged + "/" + library.name) == 0 else {
        throw .cache(staged, reason: String(cString: strerror(errno)))
      }
    }
    guard rename(staged, target) == 0 else {
      let failure = errno
      // Another fetch of the same version finished first: its folder is as good as ours.
      if failure == ENOTEMPTY || failure == EEXIST, let existing = try installed(target) {
        return .alreadyFetched(existing)
      }
      throw .cache(target, reason: String(cString: strerror(failure)))
    }
    return .fetched(target)
  }

  /// `target` when it holds exactly the wheel's libraries, nil when it is not there.
  ///
  /// - Throws: ``ICULibraryError/cache(_:reason:)`` for a folder that holds anything else: it
  ///   is not one this command made, and is left for its owner to remove.
  func installed(_ target: String) throws(ICULibraryError) -> String? {
    guard ICUCache.isDirectory(target) else {
      if FileManager.default.fileExists(atPath: target) {
        throw .cache(target, reason: "it is not a folder; remove it and fetch again")
      }
      return nil
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []
    guard names.sorted() == wheel.libraries.map(\.name).sorted() else {
      throw .cache(
        target,
        reason: "it holds \(names.sorted().joined(separator: ", ")), not this wheel's "
          + wheel.libraries.map(\.name).joined(separator: ", ") + "; remove it and fetch again")
    }
    return target
  }

  private func findPip() throws(ICULibraryError) -> String {
    if let named = environment[Self.pipVariable], !named.isEmpty {
      guard let pip = ChildProcess.find(named, path: environment["PATH"]) else {
        throw .noPip("\(Self.pipVariable) names '\(named)', which is not an executable")
      }
      return pip
    }
    for name in ["pip3", "pip"] {
      if let pip = ChildProcess.find(name, path: environment["PATH"]) { return pip }
    }
    throw .noPip("no pip3 or pip on PATH")
  }

  private func makeRoot() throws(ICULibraryError) {
    do {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    } catch {
      throw .cache(root, reason: "it cannot be created")
    }
  }

  private func create(_ folder: String) throws(ICULibraryError) {
    guard mkdir(folder, 0o755) == 0 else {
      throw .cache(folder, reason: String(cString: strerror(errno)))
    }
  }

  /// Removes the hidden folders of fetches whose process is gone (killed part-way).
  private func removeAbandoned() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    for name in names where name.hasPrefix(".partial-") {
      guard let pid = name.split(separator: "-").last.flatMap({ pid_t($0) }), pid > 0,
        kill(pid, 0) == -1, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(atPath: root + "/" + name)
    }
  }

  private func runChild(_ executable: String, _ arguments: [String], shown: String)
    throws(ICULibraryError)
  {
    if let failure = ChildProcess.run(executable, arguments) {
      throw .commandFailed(shown, status: failure)
    }
  }

  private func sha256(_ path: String) throws(ICULibraryError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .cache(path, reason: "it cannot be read")
    }
    return SHA256.hex([UInt8](data))
  }
}
