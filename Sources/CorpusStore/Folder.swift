import CorpusModel
import GoldenFormat

#if canImport(Glibc)
  import Glibc
#endif

/// An open folder: operations relative to its descriptor, so a folder swapped away meanwhile
/// is still the one written.
struct Folder {
  let descriptor: Int32
  let path: String

  init(openAt base: Int32, _ name: String, for path: String) throws(StoreError) {
    let descriptor = openat(base, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw StoreError.io(path: path, operation: "open folder", reason: CorpusDirectory.errnoText())
    }
    self.descriptor = descriptor
    self.path = path
  }

  func close() { _ = Glibc.close(descriptor) }

  func has(_ name: String) -> Bool {
    faccessat(descriptor, name, F_OK, AT_SYMLINK_NOFOLLOW) == 0
  }

  /// The entries, without `.` and `..`, with their `d_type` (`DT_UNKNOWN` resolved by `lstat`).
  func entries() -> [(name: String, type: Int32)] {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else { return [] }
    defer { closedir(stream) }
    var result: [(String, Int32)] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name == "." || name == ".." { continue }
      var type = Int32(entry.pointee.d_type)
      if type == Int32(DT_UNKNOWN) {
        var status = stat()
        if fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
          type = Int32((status.st_mode & S_IFMT) >> 12)
        }
      }
      result.append((name, type))
    }
    return result.sorted { $0.0 < $1.0 }
  }

  static func kind(_ type: Int32) -> String {
    switch type {
    case Int32(DT_DIR): "a folder"
    case Int32(DT_LNK): "a symbolic link"
    case Int32(DT_FIFO): "a FIFO"
    case Int32(DT_CHR), Int32(DT_BLK): "a device"
    case Int32(DT_SOCK): "a socket"
    default: "not a plain file"
    }
  }

  func write(_ name: String, _ bytes: [UInt8]) throws(StoreError) {
    let file = openat(descriptor, name, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
    guard file >= 0 else {
      throw StoreError.io(
        path: path + "/" + name, operation: "create", reason: CorpusDirectory.errnoText())
    }
    if let failure = CorpusDirectory.writeAll(file, bytes) {
      _ = Glibc.close(file)
      throw StoreError.io(path: path + "/" + name, operation: "write", reason: failure)
    }
    guard Glibc.close(file) == 0 else {
      throw StoreError.io(
        path: path + "/" + name, operation: "write", reason: CorpusDirectory.errnoText())
    }
  }

  func read(_ name: String) throws(StoreError) -> [UInt8] {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard file >= 0 else {
      throw StoreError.io(
        path: path + "/" + name, operation: "read", reason: CorpusDirectory.errnoText())
    }
    defer { _ = Glibc.close(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= CorpusDirectory.maximumFileSize {
      let got = Glibc.read(file, &buffer, buffer.count)
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { break }
      bytes += buffer[..<got]
    }
    return bytes
  }

  /// Hard-links `name` from `source`; copies it where the file system refuses the link.
  func link(_ name: String, from source: Folder) throws(StoreError) {
    if linkat(source.descriptor, name, descriptor, name, 0) == 0 { return }
    try write(name, try source.read(name))
  }
}
