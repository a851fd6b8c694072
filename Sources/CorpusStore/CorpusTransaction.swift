import CSystem
import CorpusModel
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a corpus folder all at once: a reader (`check`, git) sees the old corpus or the new
/// one, never a mix, whatever instant the writer is killed or the disk fills.
///
/// The design: the new corpus is built in a staging folder beside the corpus
/// (`.corpus.fmtcorpus-staging`), unchanged files hard-linked from the corpus rather than
/// copied (a one-locale run of an 800-file corpus writes two files), and then swapped in with
/// one `renameat2(…, RENAME_EXCHANGE)`; the old folder, now at the staging name, is deleted.
/// A run killed before the exchange leaves the corpus untouched, one killed after it leaves the
/// new corpus; either way the staging folder is reclaimed by the next writer, under the lock
/// (``CorpusLock``). A full disk fails while staging, before anything is swapped.
///
/// Why an exchange rather than a journal: a journal (write the new files beside the old, record
/// the renames, rename one by one) leaves a window in which the folder holds a mix, which git
/// would commit and which a reader that does not know the journal would check; an exchange has
/// no such window, and costs one system call. A folder with no corpus yet is renamed into place.
///
/// The fallback: the exchange fails where the file system has none (`EINVAL`, `ENOSYS`,
/// `ENOTSUP`) or across overlayfs layers (`EXDEV`; there a folder cannot even be renamed). Then
/// the staging folder becomes a roll-forward journal: a commit record (`.fmtcorpus-commit`,
/// written last and atomically) lists the files to move in and the files to remove; the files
/// are renamed into the corpus one by one, the manifest last. A run killed after the commit
/// record is completed by the next writer before it does anything else, and `check` refuses a
/// corpus whose staging folder holds a commit record (exit 2, saying how to complete it) rather
/// than check a mix. That keeps the promise for fmtcorpus's readers; git can see a mix only
/// while the renames run, or after a kill during them until the next `generate`.
///
/// `FMTCORPUS_FOLDER_EXCHANGE=off` in the environment forces the fallback (its tests).
public enum CorpusTransaction {
  /// The commit record of the fallback, inside the staging folder.
  static let commitRecord = ".fmtcorpus-commit"

  /// Makes the folder hold `manifest`, its listed files and the folder's dotfiles.
  ///
  /// A listed file in `files` gets those bytes; another listed file is kept as the folder has
  /// it (hard-linked into the stage). Files `previous` listed that
  /// `manifest` does not are dropped, so removals happen in the same swap.
  ///
  /// - Parameter previous: the folder's manifest, read under the lock.
  /// - Throws: `StoreError.unlisted` when the folder holds entries that are not its corpus's (it
  ///   is replaced whole, so they would be lost); `StoreError.io` in words.
  public static func commit(
    _ directory: CorpusDirectory, files: [CorpusDirectory.RenderedFile], manifest: Manifest,
    previous: Manifest?
  ) throws(StoreError) {
    let place = try SiblingPaths(directory)
    try CorpusDirectory(path: place.parentAsGiven).create()
    let parent = try Folder(openAt: AT_FDCWD, place.parent, for: directory.path)
    defer { parent.close() }
    try reclaim(place, parent: parent, for: directory)

    var current: Folder? = nil
    defer { current?.close() }
    if let existing = try? Folder(openAt: parent.descriptor, place.name, for: directory.path) {
      current = existing
    } else if faccessat(parent.descriptor, place.name, F_OK, AT_SYMLINK_NOFOLLOW) == 0 {
      throw StoreError.io(
        path: directory.path, operation: "write the corpus in",
        reason: "it is not a folder; remove it or give another folder")
    }

    let fresh = Dictionary(files.map { ($0.name, $0.bytes) }, uniquingKeysWith: { $1 })
    let listed = Set(previous?.files.keys ?? [:].keys).union(manifest.files.keys)
    var carried: [String] = []
    if let current { carried = try dotfiles(of: current, listed: listed, directory) }

    // Stage.
    guard mkdirat(parent.descriptor, place.stagingName, 0o755) == 0 else {
      throw StoreError.io(
        path: place.staging, operation: "create folder", reason: CorpusDirectory.errnoText())
    }
    let stage = try Folder(openAt: parent.descriptor, place.stagingName, for: place.staging)
    defer { stage.close() }
    do throws(StoreError) {
      for name in manifest.files.keys.sorted() {
        if let bytes = fresh[name] {
          try stage.write(name, bytes)
        } else if let current, current.has(name) {
          try stage.link(name, from: current)
        }
        // A listed file the folder lacks stays missing, as `check` will say.
      }
      if let current { for name in carried { try stage.link(name, from: current) } }
      try stage.write(GoldenEncoding.manifestFileName, GoldenEncoding.encode(manifest).rendered())
    } catch {
      try? removeTree(parent: parent, place.stagingName)
      throw error
    }

    // Swap.
    guard let current else {
      guard renameat(parent.descriptor, place.stagingName, parent.descriptor, place.name) == 0
      else {
        let reason = CorpusDirectory.errnoText()
        try? removeTree(parent: parent, place.stagingName)
        throw StoreError.io(path: directory.path, operation: "create folder", reason: reason)
      }
      return
    }
    let exchanged =
      exchangeAllowed
      && csystem_exchange(parent.descriptor, place.stagingName, parent.descriptor, place.name)
        == 0
    if exchanged {
      // The old corpus is now the staging folder; a kill here leaves it for the next run.
      try? removeTree(parent: parent, place.stagingName)
      return
    }
    if exchangeAllowed, ![EXDEV, EINVAL, ENOSYS, ENOTSUP].contains(errno) {
      let reason = CorpusDirectory.errnoText()
      try? removeTree(parent: parent, place.stagingName)
      throw StoreError.io(path: directory.path, operation: "replace", reason: reason)
    }
    // The fallback: a roll-forward journal.
    let moves = fresh.keys.filter { manifest.files[$0] != nil }.sorted()
    let removals = Set(previous?.files.keys ?? [:].keys).subtracting(manifest.files.keys).sorted()
    let record = (moves.map { "move \($0)" } + removals.map { "remove \($0)" }).joined(
      separator: "\n")
    do throws(StoreError) {
      try stage.write(commitRecord + ".new", Array((record + "\n").utf8))
      guard
        renameat(stage.descriptor, commitRecord + ".new", stage.descriptor, commitRecord) == 0
      else {
        throw StoreError.io(
          path: place.staging, operation: "commit", reason: CorpusDirectory.errnoText())
      }
    } catch {
      try? removeTree(parent: parent, place.stagingName)
      throw error
    }
    try rollForward(stage: stage, into: current, record: record, place: place)
    try? removeTree(parent: parent, place.stagingName)
  }

  /// The dotfiles a folder keeps across the swap (`.editorconfig`), refusing what no manifest
  /// lists: the folder is replaced whole, so anything else in it would be lost.
  private static func dotfiles(
    of current: Folder, listed: Set<String>, _ directory: CorpusDirectory
  )
    throws(StoreError) -> [String]
  {
    var carried: [String] = []
    var strangers: [String] = []
    for entry in current.entries() {
      let isFile = entry.type == DT_REG
      if entry.name == GoldenEncoding.manifestFileName && isFile { continue }
      if entry.name.hasPrefix(".") && isFile {
        // Temporaries of older fmtcorpus versions are dropped; other dotfiles stay.
        if !entry.name.contains(".json.tmp-") { carried.append(entry.name) }
        continue
      }
      if listed.contains(entry.name) && isFile { continue }
      strangers.append(
        MessageText.escaped(entry.name) + (isFile ? "" : " (\(Folder.kind(entry.type)))"))
    }
    guard strangers.isEmpty else {
      throw StoreError.unlisted(directory: directory.path, names: strangers, writing: true)
    }
    return carried
  }

  private static var exchangeAllowed: Bool {
    getenv("FMTCORPUS_FOLDER_EXCHANGE").map { String(cString: $0) } != "off"
  }

  /// Completes a committed fallback: moves the listed files in (the manifest last), removes
  /// the listed removals. Each step can be repeated, so a killed roll-forward is resumed.
  private static func rollForward(
    stage: Folder, into current: Folder, record: String, place: SiblingPaths
  ) throws(StoreError) {
    let lines = record.split(separator: "\n").map(String.init)
    let moves = lines.filter { $0.hasPrefix("move ") }.map { String($0.dropFirst(5)) }
    let removals = lines.filter { $0.hasPrefix("remove ") }.map { String($0.dropFirst(7)) }
    for name in moves + [GoldenEncoding.manifestFileName]
    where CorpusFileName.isValid(name) || name == GoldenEncoding.manifestFileName {
      if renameat(stage.descriptor, name, current.descriptor, name) != 0, errno != ENOENT {
        throw StoreError.io(
          path: place.folder + "/" + name, operation: "replace",
          reason: CorpusDirectory.errnoText())
      }
    }
    for name in removals where CorpusFileName.isValid(name) {
      if unlinkat(current.descriptor, name, 0) != 0, errno != ENOENT {
        throw StoreError.io(
          path: place.folder + "/" + name, operation: "remove", reason: CorpusDirectory.errnoText())
      }
    }
  }

  /// Reclaims a staging folder a killed run left: completes a committed fallback, else
  /// deletes it.
  private static func reclaim(_ place: SiblingPaths, parent: Folder, for directory: CorpusDirectory)
    throws(StoreError)
  {
    guard let stage = try? Folder(openAt: parent.descriptor, place.stagingName, for: place.staging)
    else {
      if unlinkat(parent.descriptor, place.stagingName, 0) != 0, errno != ENOENT {
        throw StoreError.io(
          path: place.staging, operation: "remove", reason: CorpusDirectory.errnoText())
      }
      return
    }
    defer { stage.close() }
    if let record = try? stage.read(commitRecord),
      let current = try? Folder(openAt: parent.descriptor, place.name, for: directory.path)
    {
      defer { current.close() }
      try rollForward(
        stage: stage, into: current, record: String(decoding: record, as: UTF8.self),
        place: place)
    }
    try removeTree(parent: parent, place.stagingName)
  }

  /// Whether a committed fallback waits beside the folder (a run killed while rolling forward).
  public static func hasUnfinishedCommit(_ directory: CorpusDirectory) -> Bool {
    guard let place = try? SiblingPaths(directory) else { return false }
    return access(place.staging + "/" + commitRecord, F_OK) == 0
  }

  /// Deletes a folder and what it holds without following symbolic links.
  static func removeTree(parent: Folder, _ name: String, depth: Int = 0) throws(StoreError) {
    if unlinkat(parent.descriptor, name, 0) == 0 || errno == ENOENT { return }
    guard depth < 32, let folder = try? Folder(openAt: parent.descriptor, name, for: name) else {
      throw StoreError.io(path: name, operation: "remove", reason: CorpusDirectory.errnoText())
    }
    for entry in folder.entries() {
      try removeTree(parent: folder, entry.name, depth: depth + 1)
    }
    folder.close()
    if unlinkat(parent.descriptor, name, AT_REMOVEDIR) != 0, errno != ENOENT {
      throw StoreError.io(path: name, operation: "remove", reason: CorpusDirectory.errnoText())
    }
  }
}
