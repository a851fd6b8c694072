#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal as `review` uses it: keys one at a time, not echoed, on the alternate screen;
/// put back as it was on every way out — `leave()`, and SIGINT, SIGTERM or SIGHUP, whose
/// handler restores the settings and exits 130 (or 128 + the signal) without writing anything.
///
/// Only canonical mode, echo and the suspend key are switched off: the terminal still turns
/// Ctrl-C into SIGINT and `\n` into CR LF on output.
enum KeyTerminal {
  /// The settings to restore; read by the signal handler, so a plain global, set before the
  /// handler is installed.
  nonisolated(unsafe) private static var saved = termios()

  /// Whether stdin and stdout are both terminals.
  static var available: Bool { isatty(0) == 1 && isatty(1) == 1 }

  static func enter() {
    tcgetattr(0, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
      // No Ctrl-Z: a review stopped in raw mode would leave the shell a terminal without echo.
      bytes[Int(VSUSP)] = 0
    }
    // A parent may hand these down blocked (as a test runner's threads do): unblocked, so
    // Ctrl-C and a closing terminal always reach the handler.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signal) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      Glibc.signal(signal) { number in
        let restore: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
        _ = Glibc.write(1, restore.utf8Start, restore.utf8CodeUnitCount)
        tcsetattr(0, TCSANOW, &KeyTerminal.saved)
        let message: StaticString = "fmtcorpus: review interrupted: nothing written\n"
        _ = Glibc.write(2, message.utf8Start, message.utf8CodeUnitCount)
        _exit(128 + number)
      }
    }
    tcsetattr(0, TCSAFLUSH, &raw)
    write("\u{1B}[?1049h\u{1B}[?25l")  // the alternate screen, no cursor
  }

  static func leave() {
    write("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(0, TCSAFLUSH, &saved)
    for signal in [SIGINT, SIGTERM, SIGHUP] { Glibc.signal(signal, SIG_DFL) }
  }

  /// The keys of one read, in order: one per character typed, and one for an escape sequence
  /// (an arrow key); nil when the terminal is gone.
  static func readKeys() -> [Character]? {
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = Glibc.read(0, &buffer, buffer.count)
      if count > 0 {
        let bytes = buffer[..<count]
        if bytes.first == 0x1B { return ["\u{1B}"] }
        return Array(String(decoding: bytes, as: UTF8.self))
      }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Columns and rows (80 × 24 where the terminal does not say).
  static var size: (width: Int, height: Int) {
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Clears the screen and writes `lines` from the top.
  static func draw(_ lines: [String]) {
    write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
  }

  private static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Glibc.write(1, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
