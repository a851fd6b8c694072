#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Length-prefixed messages over a pipe: 8 bytes of little-endian length, then the bytes.
enum Frames {
  /// Writes one frame; false when the other end has gone.
  static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var length = UInt64(bytes.count).littleEndian
    let header = withUnsafeBytes(of: &length) { Array($0) }
    return writeAll(header, to: fd) && writeAll(bytes, to: fd)
  }

  /// Reads one frame; nil at end of file or on a short read.
  static func read(from fd: Int32) -> [UInt8]? {
    guard let header = readExactly(8, from: fd) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard length < 1 << 34 else { return nil }
    return readExactly(Int(length), from: fd)
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  private static func readExactly(_ count: Int, from fd: Int32) -> [UInt8]? {
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    let complete = bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < count {
        let got = Glibc.read(fd, buffer.baseAddress! + offset, count - offset)
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { return false }
        offset += got
      }
      return true
    }
    return complete ? bytes : nil
  }
}
