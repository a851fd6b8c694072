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

  /// Writes a piece of a report to stdout, after whatever `print` left buffered, so the two
  /// keep their order. Like `print`, it stops silently where stdout refuses the bytes.
  static func writeOutput(_ piece: UnsafeBufferPointer<UInt8>) {
    fflush(nil)
    var offset = 0
    while offset < piece.count {
      let written = Glibc.write(1, piece.baseAddress! + offset, piece.count - offset)
      if written < 0 && errno == EINTR { continue }
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


  static func exitProcess(_ code: Int32) -> Never { Glibc.exit(code) }
}
