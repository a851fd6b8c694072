import CSystem
import CorpusModel
import GoldenFormat
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
/// while the renames run, or after a kill during them until the next `generate`. The record's
/// first line is a random token whose twin this machine keeps outside the checkout
/// (``CommitToken``): a record without one here (planted by a pull request) is refused, never
/// applied.
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
    let stage = try Stage(directory)
    var staged = Set<String>()
    for file in files where manifest.files[file.name] != nil && !staged.contains(file.name) {
      try stage.write(file.name, file.bytes)
      staged.insert(file.name)
    }
    try stage.commit(manifest: manifest, previous: previous, staged: staged)
  }

  /// A commit written as it goes: the staging folder is made first, each fresh file is written
  /// into it as soon as it is rendered (so a run holds one file at a time, not the corpus), and
  /// ``commit(manifest:previous:staged:)`` adds the unchanged files, the dotfiles and the
  /// manifest and swaps the folder in. Until then the corpus is untouched; a stage that is
  /// dropped (an engine failure, a kill) is removed now or reclaimed by the next writer.
  public final class Stage: @unchecked Sendable {
    private let directory: CorpusDirectory
    private let place: SiblingPaths
    private let parent: Folder
    private let stage: Folder
    private let current: Folder?
    private var open = true

    /// Reclaims what a killed run left and creates the staging folder.
    ///
    /// - Throws: `StoreError.io` when the folder is not a folder or the stage cannot be made.
    public init(_ directory: CorpusDirectory) throws(StoreError) {
      self.directory = directory
      let place = try SiblingPaths(directory)
      self.place = place
      try CorpusDirectory(path: place.parentAsGiven).create()
      let parent = try Folder(openAt: AT_FDCWD, place.parent, for: directory.path)
      do throws(StoreError) {
        try reclaim(place, parent: parent, for: directory)
        var current: Folder? = nil
        if let existing = try? Folder(openAt: parent.descriptor, place.name, for: directory.path) {
          current = existing
        } else if faccessat(parent.descriptor, place.name, F_OK, AT_SYMLINK_NOFOLLOW) == 0 {
          throw StoreError.io(
            path: directory.path, operation: "write the corpus in",
            reason: "it is not a folder; remove it or give another folder")
        }
        guard mkdirat(parent.descriptor, place.stagingName, 0o755) == 0 else {
          current?.close()
          throw StoreError.io(
            path: place.staging, operation: "create folder", reason: CorpusDirectory.errnoText())
        }
        do throws(StoreError) {
          stage = try Folder(openAt: parent.descriptor, place.stagingName, for: place.staging)
        } catch {
          current?.close()
          try? removeTree(parent: parent, place.stagingName)
          throw error
        }
        self.current = current
        self.parent = parent
      } catch {
        parent.close()
        throw error
      }
    }

    deinit { close() }

    private func close() {
      guard open else { return }
      open = false
      stage.close()
      current?.close()
      parent.close()
    }

    /// Writes one fresh file into the stage; safe from several threads for different names.
    public func write(_ name: String, _ bytes: [UInt8]) throws(StoreError) {
      try stage.write(name, bytes)
    }

    /// Removes the stage: the folder stays as it was.
    public func abandon() {
      guard open else { return }
      try? removeTree(parent: parent, place.stagingName)
      close()
    }

    /// Makes the folder hold `manifest`, its listed files and the folder's dotfiles: a listed
    /// file in `staged` has its fresh bytes, another is kept as the folder has it (hard-linked
    /// into the stage); files `previous` listed that `manifest` does not are dropped in the same
    /// swap. The stage is removed whatever happens.
    ///
    /// - Parameter staged: the names written with ``write(_:_:)``.
    public func commit(manifest: Manifest, previous: Manifest?, staged: Set<String>)
      throws(StoreError)
    {
      defer { close() }
      let listed = Set(previous?.files.keys ?? [:].keys).union(manifest.files.keys)
      do throws(StoreError) {
        var carried: [String] = []
        if let current { carried = try dotfiles(of: current, listed: listed, directory) }
        for name in staged where manifest.files[name] == nil {
          if unlinkat(stage.descriptor, name, 0) != 0, errno != ENOENT {
            throw StoreError.io(
              path: place.staging + "/" + name, operation: "remove",
              reason: CorpusDirectory.errnoText())
          }
        }
        for name in manifest.files.keys.sorted() where !staged.contains(name) {
          // A listed file the folder lacks stays missing, as `check` will say.
          if let current, current.has(name) { try stage.link(name, from: current) }
        }
        if let current { for name in carried { try stage.link(name, from: current) } }
        try stage.write(
          GoldenEncoding.manifestFileName, GoldenEncoding.encode(manifest).rendered())
      } catch {
        try? removeTree(parent: parent, place.stagingName)
        throw error
      }
      try swap(manifest: manifest, previous: previous, staged: staged)
    }

    private func swap(manifest: Manifest, previous: Manifest?, staged: Set<String>)
      throws(StoreError)
    {
      guard let current else {
        guard
          renameat(parent.descriptor, place.stagingName, parent.descriptor, place.name) == 0
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
      let moves = staged.filter { manifest.files[$0] != nil }.sorted()
      let removals = Set(previous?.files.keys ?? [:].keys).subtracting(manifest.files.keys)
        .sorted()
      // The token's twin is kept before the record exists: a record is never without it.
      let token = CommitToken.random()
      let record = ([token.line] + moves.map { "move \($0)" } + removals.map { "remove \($0)" })
        .joined(separator: "\n")
      do throws(StoreError) {
        try token.keep(for: place)
        try stage.write(commitRecord + ".new", Array((record + "\n").utf8))
        guard
          renameat(stage.descriptor, commitRecord + ".new", stage.descriptor, commitRecord) == 0
        else {
          throw StoreError.io(
            path: place.staging, operation: "commit", reason: CorpusDirectory.errnoText())
        }
      } catch {
        try? removeTree(parent: parent, place.stagingName)
        token.forget(for: place)
        throw error
      }
      try rollForward(stage: stage, into: current, record: record, place: place)
      try? removeTree(parent: parent, place.stagingName)
      token.forget(for: place)
    }
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

  /// Reclaims a staging folder a killed run left: completes a committed fallback this machine
  /// wrote (``CommitToken``), else deletes it.
  ///
  /// - Throws: `StoreError.foreignCommit` for a commit record this machine did not write (one a
  ///   pull request planted): it is neither applied nor deleted.
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
      let text = String(decoding: record, as: UTF8.self)
      guard let token = CommitToken(record: text), token.isKept(for: place) else {
        throw StoreError.foreignCommit(directory: directory.path, staging: place.staging)
      }
      try rollForward(stage: stage, into: current, record: text, place: place)
      try removeTree(parent: parent, place.stagingName)
      token.forget(for: place)
      return
    }
    try removeTree(parent: parent, place.stagingName)
  }

  /// A committed fallback beside a folder: one this machine wrote (a run killed while rolling
  /// forward, which the next writer completes), or one it did not (``CommitToken``).
  public enum UnfinishedCommit: Sendable, Equatable {
    case own
    /// The staging folder to delete.
    case foreign(staging: String)
  }

  /// The committed fallback waiting beside the folder, if any.
  public static func unfinishedCommit(_ directory: CorpusDirectory) -> UnfinishedCommit? {
    guard let place = try? SiblingPaths(directory),
      let stage = try? Folder(openAt: AT_FDCWD, place.staging, for: place.staging)
    else { return nil }
    defer { stage.close() }
    guard let record = try? stage.read(commitRecord) else { return nil }
    let token = CommitToken(record: String(decoding: record, as: UTF8.self))
    return token?.isKept(for: place) == true ? .own : .foreign(staging: place.staging)
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
