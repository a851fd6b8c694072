import CorpusModel
import GoldenFormat

#if canImport(Glibc)
  import Glibc
#endif

/// One writer at a time: an exclusive `flock(2)` on `.<folder>.fmtcorpus-lock` beside the
/// corpus folder, held from before the manifest is read until the folder has been replaced.
///
/// Why `flock` on a file beside the folder: the kernel drops the lock when its holder dies, so a
/// lock left by a killed process is never a dead end (the next run takes it at once), and the
/// lock cannot live inside the folder, which the writer swaps out whole. A second writer fails
/// at once (exit 2) naming the holder's pid, written into the file. The holder removes the file
/// when done; a waiter that opened it just before checks, after locking, that the path still
/// names the file it locked, and starts over if not.
///
/// A missing parent of the folder is created for the lock file (`--out a/b/corpus` makes
/// `a/b`), and kept when the run writes the folder. A run that writes nothing — bad input, a
/// corrupt corpus, an engine failure — leaves the file system as it found it: when the lock is
/// let go and the folder does not exist, the parents the lock made are removed again.
public final class CorpusLock: Sendable {
  private let descriptor: Int32
  public let path: String
  /// The folder locked, as given.
  private let folder: String
  /// The parents `acquire` made, outermost first.
  private let createdParents: [String]

  private init(descriptor: Int32, path: String, folder: String, createdParents: [String]) {
    self.descriptor = descriptor
    self.path = path
    self.folder = folder
    self.createdParents = createdParents
  }

  /// Takes the folder's lock, creating the folder's parent when missing.
  ///
  /// - Throws: `StoreError.locked` naming the holder when another process holds it;
  ///   `StoreError.io` when the lock file cannot be made. Either way the parents it made are
  ///   removed again.
  public static func acquire(_ directory: CorpusDirectory) throws(StoreError) -> CorpusLock {
    let place = try SiblingPaths(directory)
    try directory.requireFolderOrNothing()
    let path = place.lock
    var created: [String] = []
    var attempts = 0
    while true {
      attempts += 1
      // Made again on each attempt: a run that failed may have just removed a parent it made,
      // between our making it and our opening the lock file in it.
      do throws(StoreError) {
        created += try CorpusDirectory(path: place.parentAsGiven).create()
      } catch {
        CorpusDirectory.removeEmpty(created)
        throw error
      }
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
      guard descriptor >= 0 else {
        if errno == ENOENT && attempts < 64 { continue }
        let reason = CorpusDirectory.errnoText()
        CorpusDirectory.removeEmpty(created)
        throw StoreError.io(path: path, operation: "create the lock", reason: reason)
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        let code = errno
        let holder = code == EWOULDBLOCK ? holderText(descriptor) : CorpusDirectory.words(code)
        close(descriptor)
        CorpusDirectory.removeEmpty(created)
        throw StoreError.locked(directory: directory.path, lock: path, holder: holder)
      }
      var locked = stat()
      var named = stat()
      guard fstat(descriptor, &locked) == 0, stat(path, &named) == 0,
        locked.st_ino == named.st_ino, locked.st_dev == named.st_dev
      else {
        // The previous holder removed the file between our open and our lock: try again.
        close(descriptor)
        continue
      }
      let text = Array("pid \(getpid())\n".utf8)
      _ = ftruncate(descriptor, 0)
      _ = pwrite(descriptor, text, text.count, 0)
      return CorpusLock(
        descriptor: descriptor, path: path, folder: directory.path, createdParents: created)
    }
  }

  /// Removes the lock file, and the parents `acquire` made when the folder was not written
  /// (it does not exist), then lets go of the lock.
  public func release() {
    unlink(path)
    var status = stat()
    if !createdParents.isEmpty, lstat(folder, &status) != 0 {
      CorpusDirectory.removeEmpty(createdParents)
    }
    close(descriptor)
  }

  /// `pid 1234`; a holder that has just locked may not have written it yet, so wait a little.
  private static func holderText(_ descriptor: Int32) -> String {
    for _ in 0..<40 {
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = pread(descriptor, &buffer, buffer.count, 0)
      let text = count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
      let line = text.split(separator: "\n").first.map(String.init) ?? ""
      if line.hasPrefix("pid ") { return MessageText.escaped(line) }
      usleep(5_000)
    }
    return "pid not yet written"
  }
}
