import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A tmux server of one test's own (its socket in a fresh folder) running one command in a
/// pane of a fixed size: keys sent as a user types them, the screen read back as lines. The
/// real pseudo-terminal `review` needs; `.ci/run` installs tmux where it is missing.
final class Tmux {
  static let executable: URL? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
    .map { URL(fileURLWithPath: $0) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }

  static var available: Bool { executable != nil }

  let socket: String

  /// Starts `command` (run by the shell) in a detached session `width` × `height`.
  init(_ command: String, width: Int = 200, height: Int = 50) throws {
    // A Unix socket's path has at most 107 bytes: a short folder of its own under /tmp.
    let folder = "/tmp/fmtcorpus-tmux-" + UUID().uuidString.prefix(8)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    socket = folder + "/socket"
    let status = Self.spawn([
      Self.executable!.path, "-S", socket, "-f", "/dev/null", "new-session", "-d", "-x",
      String(width), "-y", String(height), command,
    ])
    try #require(status == 0, "tmux new-session exited \(status)")
  }

  /// Runs `arguments` and returns its exit status, as a terminal's shell would start it: no
  /// signal blocked, stdio on /dev/null. Not `Process`: the server this first client starts
  /// would keep its output pipes open (a read to their end never ends), and a test thread's
  /// blocked signals would be the pane's too (Ctrl-C would do nothing).
  static func spawn(_ arguments: [String]) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ) == 0 else {
      return -1
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status >> 8) & 0xFF
  }

  deinit {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(atPath: (socket as NSString).deletingLastPathComponent)
  }

  @discardableResult
  func run(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["-S", socket] + arguments, executable: Self.executable!, timeout: 30)
  }

  /// Sends keys as tmux names them (`a`, `?`, `C-c`).
  func send(_ keys: String...) throws {
    let sent = try run(["send-keys", "-t", "0"] + keys)
    try #require(sent.status == 0, "tmux send-keys: \(sent.stderr)")
  }

  /// The pane's lines, trailing spaces and empty lines at the end dropped.
  func screen() throws -> [String] {
    let captured = try run(["capture-pane", "-p", "-t", "0"])
    var lines = captured.stdout.components(separatedBy: "\n").map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The screen once `condition` holds and it has settled (polled for up to 30 s); fails the
  /// test, showing the last screen, when it never does.
  func waitFor(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(30)
    var lines: [String] = []
    while Date() < deadline {
      lines = try screen()
      // Settled too: the same lines 50 ms later, not a screen caught half drawn.
      if condition(lines) {
        usleep(50_000)
        let again = try screen()
        if again == lines { return lines }
        continue
      }
      usleep(50_000)
    }
    Issue.record(
      "the screen never showed \(what); it shows:\n\(lines.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// `text` quoted for the shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
