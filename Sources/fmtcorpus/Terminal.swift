#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where presentation meets the process: stderr, terminals, clocks. Only the executable uses it.
enum Terminal {
  /// Writes text to stderr unbuffered, so progress and errors appear in order.
  static func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  static var stderrIsTerminal: Bool { isatty(2) == 1 }

  static var stdoutIsTerminal: Bool { isatty(1) == 1 }

  static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }


  /// A whole file's bytes, or nil when it cannot be opened or read (a folder, say).
  static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      bytes += buffer[..<count]
    }
  }

  static func exitProcess(_ code: Int32) -> Never { Glibc.exit(code) }
}
