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

  /// What reading a frame gave.
  enum Reading {
    case frame([UInt8])
    /// End of file, a short read or a bad length: the other end has gone.
    case closed
    /// Nothing complete before the deadline.
    case timedOut
  }

  /// Reads one frame; nil at end of file or on a short read.
  static func read(from fd: Int32) -> [UInt8]? {
    guard case .frame(let bytes) = read(from: fd, deadline: nil) else { return nil }
    return bytes
  }

  /// Reads one frame, giving up at `deadline` (a `CLOCK_MONOTONIC` time in seconds).
  static func read(from fd: Int32, deadline: Double?) -> Reading {
    guard let header = readExactly(8, from: fd, deadline: deadline) else { return .closed }
    guard case .some(let headerBytes) = header else { return .timedOut }
    let length = headerBytes.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))
    }
    guard length < 1 << 34 else { return .closed }
    guard let body = readExactly(Int(length), from: fd, deadline: deadline) else { return .closed }
    guard case .some(let bytes) = body else { return .timedOut }
    return .frame(bytes)
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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

  /// `count` bytes; nil when the pipe closed first, `.some(nil)` when the deadline passed.
  private static func readExactly(_ count: Int, from fd: Int32, deadline: Double?) -> [UInt8]?? {
    guard count > 0 else { return .some([]) }
    var bytes = [UInt8](repeating: 0, count: count)
    var timedOut = false
    let complete = bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < count {
        if let deadline {
          let left = deadline - now()
          var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
          let ready = left <= 0 ? 0 : poll(&descriptor, 1, Int32(min(left * 1000 + 1, 3_600_000)))
          if ready < 0, errno == EINTR { continue }
          if ready == 0 {
            timedOut = true
            return false
          }
        }
        let got = Glibc.read(fd, buffer.baseAddress! + offset, count - offset)
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { return false }
        offset += got
      }
      return true
    }
    if timedOut { return .some(nil) }
    return complete ? .some(bytes) : nil
  }
}
