import Assembly
import CorpusModel
import EngineProcess
import GoldenFormat
import ICULibraries

#if canImport(Glibc)
  import Glibc
#endif

/// An ICU other than the linked one (`--engine icu@78`), loaded from one version's three
/// libraries in the fmtcorpus-icu worker.
///
/// The libraries come only from a folder the user named (`--icu-libs DIR`,
/// `FMTCORPUS_ICU_LIBS`) or from the fetch cache, each by absolute path: nothing under a corpus
/// folder, the current folder or `LD_LIBRARY_PATH` is searched, because loading a library runs
/// its code and a corpus arrives in pull requests. The version is the one the library reports
/// (`u_getVersion`), never a folder's or file's name.
public enum LoadedICU {
  /// The environment variable that names a libraries folder, as `--icu-libs` does.
  static let librariesVariable = "FMTCORPUS_ICU_LIBS"

  /// The three libraries, by role, as the manifest records their hashes.
  static let roles = ICULibraryFolder.roles

  /// A version asked for: `78` (any 78.x from `--icu-libs`; the newest fetchable 78.x from the
  /// cache) or `78.3` (exactly).
  struct Version: Equatable {
    var major: Int
    var minor: Int?

    /// `icu@78` → 78, `icu@78.3` → 78.3; nil for any other engine name.
    init?(engine name: String) {
      guard name.hasPrefix("icu@") else { return nil }
      let parts = name.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count),
        parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) }),
        let major = Int(parts[0]), major > 0
      else { return nil }
      self.major = major
      if parts.count == 2 {
        guard let minor = Int(parts[1]) else { return nil }
        self.minor = minor
      }
    }

    var text: String { minor.map { "\(major).\($0)" } ?? "\(major)" }

    /// Whether a library reporting `version` ("78.3", or "72.1.0.3" for a patch build) is the
    /// one asked for.
    func accepts(_ version: String) -> Bool {
      let parts = version.split(separator: ".").map { Int($0) }
      guard parts.count >= 2, parts[0] == major else { return false }
      return minor == nil || parts[1] == minor
    }
  }

  /// The versions the fetch cache may hold on this machine, newest first (the wheel table's).
  private static var fetchable: [String] {
    ICUPlatform.running.map(ICUWheels.versions(platform:)) ?? []
  }

  /// The cache folder of an installed version, or nil when it was not fetched.
  private static func cacheFolder(version: String) -> String? {
    ICUCache.folder(version: version)
  }

  /// The fetchable versions the cache holds, newest first.
  static func fetched() -> [String] { fetchable.filter { cacheFolder(version: $0) != nil } }

  /// The folder to load `version` from: `libraries` when given, else the cache's.
  ///
  /// - Throws: `InputError.unusableLibraries` naming `fmtcorpus icu fetch` when the cache has
  ///   no such version, or listing those that can be fetched.
  static func folder(for version: Version, libraries: String?) throws -> String {
    if let libraries { return libraries }
    let full =
      version.minor == nil
      ? fetchable.first { Version(engine: "icu@" + $0)!.major == version.major } : version.text
    guard let full, fetchable.contains(full) else {
      throw InputError.unusableLibraries(
        "icu@" + version.text,
        reason:
          "ICU \(version.text) cannot be fetched (these can: \(fetchable.joined(separator: ", "))): name a folder with its libraries with --icu-libs DIR"
      )
    }
    guard let folder = cacheFolder(version: full) else {
      throw InputError.unusableLibraries(
        "icu@" + version.text,
        reason:
          "ICU \(full) is not fetched: run 'fmtcorpus icu fetch \(full)', or name a folder with --icu-libs DIR"
      )
    }
    return folder
  }

  /// One version's three libraries in `folder`, by absolute real path (data, common, i18n):
  /// ``ICULibraryFolder/libraries(in:)``.
  ///
  /// - Throws: `InputError.unusableLibraries` for a folder that is not one, that lacks one of
  ///   the three, or that holds two versions of one.
  static func libraries(in folder: String) throws -> [String] {
    try ICULibraryFolder.libraries(in: folder)
      .mapError { InputError.unusableLibraries(folder, reason: $0.reason) }.get()
  }

  /// Each library's SHA-256, by role.
  static func hashes(of paths: [String]) throws -> [String: String] {
    var hashes: [String: String] = [:]
    for (role, path) in zip(roles, paths) {
      hashes[role] = SHA256.hex(try contents(of: path))
    }
    return hashes
  }

  private static func contents(of path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw InputError.unusableLibraries(
        path, reason: "cannot read it (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw InputError.unusableLibraries(
          path, reason: "cannot read it (\(String(cString: strerror(errno))))")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// Starts the worker on the libraries for `version` and checks it is that version.
  ///
  /// - Parameters:
  ///   - libraries: `--icu-libs`'s folder, or nil for the cache.
  ///   - asker: who asks for `version`, as a wrong version's line ends it; by default
  ///     `--engine icu@78`, which a pinned corpus's `check` replaces with its manifest's record
  ///     (the user of `check` gave no `--engine`).
  /// - Throws: `InputError` for libraries that cannot be used (the line names why),
  ///   `EngineError` when the worker does not start.
  static func make(_ version: Version, libraries: String?, asker: String? = nil) throws
    -> any CorpusEngine
  {
    let folder = try folder(for: version, libraries: libraries)
    let paths = try self.libraries(in: folder)
    let worker = try ProcessEngine(
      executable: WorkerLookup.find("fmtcorpus-icu", variable: Engines.icuWorkerVariable),
      arguments: paths)
    let loaded = worker.info.versions["icu"] ?? "?"
    guard version.accepts(loaded) else {
      throw InputError.unusableLibraries(
        folder,
        reason:
          "its libraries are ICU \(loaded), not the \(version.text) \(asker ?? "--engine icu@\(version.text) asks for")"
      )
    }
    let hashes = try hashes(of: paths)
    // A cached version is a wheel of the table: its files must be the table's, whatever a
    // later hand (or a corrupted disk) left in the cache folder.
    if libraries == nil, let expected = ICUWheels.libraryHashes(version: loaded),
      Set(expected.values) != Set(hashes.values)
    {
      throw InputError.unusableLibraries(
        folder,
        reason:
          "its libraries are not the wheel table's ICU \(loaded) (SHA-256 differs): delete the folder and run 'fmtcorpus icu fetch \(loaded)'"
      )
    }
    return PinnedEngine(base: worker, libraries: hashes)
  }
}

extension LoadedICU {
  /// `FMTCORPUS_ICU_LIBS`, when set and not empty.
  public static func librariesFromEnvironment() -> String? {
    guard let value = getenv(librariesVariable).map({ String(cString: $0) }), !value.isEmpty
    else { return nil }
    return value
  }

  /// The engine a pinned manifest's record names (`icu@78.3` with its libraries' hashes),
  /// loaded and checked against the record.
  ///
  /// Every line names the record (`manifest.json:2 pins engine "icu@78.3"`), never
  /// `--engine`, which the user of `check` never gave, and how to get the version.
  ///
  /// - Parameters:
  ///   - place: the record's `manifest.json:line`, for the message.
  ///   - librariesOption: how the command takes a folder of libraries: `--icu-libs DIR` for
  ///     `generate`; `FMTCORPUS_ICU_LIBS=DIR` (the default) for `check`, which has no option.
  /// - Throws: `InputError.unusableLibraries`, one line naming `fmtcorpus icu fetch`, when the
  ///   version is not installed or the loaded libraries are another version or other files.
  static func pinned(
    _ record: EngineInfo, at place: String, libraries: String?,
    librariesOption: String = "\(librariesVariable)=DIR"
  ) throws -> any CorpusEngine {
    let version = Version(engine: record.name)!
    let engine = "engine \"\(record.name)\""
    // The fetch command for a version the cache can hold; a team's own build (or the system's
    // 72.1) only comes back through a folder.
    let fetch =
      fetchable.contains(version.text)
      ? "fetch it with: fmtcorpus icu fetch \(version.text) (or name its folder with \(librariesOption))"
      : "name a folder with ICU \(version.text)'s libraries with \(librariesOption)"
    if libraries == nil, cacheFolder(version: version.text) == nil {
      let missing =
        fetchable.contains(version.text)
        ? "is not fetched"
        : "cannot be fetched (these can: \(fetchable.joined(separator: ", ")))"
      throw InputError.unusableLibraries(
        record.name,
        reason: "ICU \(version.text) \(missing), and \(place) pins it (\(engine)): \(fetch)")
    }
    let loaded: any CorpusEngine
    do {
      loaded = try make(
        version, libraries: libraries, asker: "that \(place) pins (\(engine)): \(fetch)")
    } catch InputError.unusableLibraries(let folder, let reason) where !reason.contains(fetch) {
      throw InputError.unusableLibraries(
        folder, reason: "\(reason) (\(place) pins \(engine): \(fetch))")
    }
    guard let pinned = record.libraries, pinned == loaded.info.libraries else {
      throw InputError.unusableLibraries(
        libraries ?? "the fetch cache",
        reason:
          "the loaded ICU \(loaded.info.versions["icu"] ?? "?") libraries are not the ones \(place) pins by SHA-256, the very files the corpus was made with: \(fetch)"
      )
    }
    return loaded
  }
}

/// A loaded ICU's engine, whose description carries its libraries' hashes, so a manifest pins
/// the exact files (and never their paths).
struct PinnedEngine: CorpusEngine {
  let base: any CorpusEngine
  let info: EngineInfo

  init(base: any CorpusEngine, libraries: [String: String]) {
    self.base = base
    var info = base.info
    info.libraries = libraries
    self.info = info
  }

  var availableLocales: [LocaleID] { base.availableLocales }

  func answer(_ request: EngineRequest) throws -> any EngineAnswer {
    if case .info = request { return info }
    return try base.answer(request)
  }
}
