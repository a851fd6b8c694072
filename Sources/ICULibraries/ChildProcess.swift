#if canImport(Glibc)
  import Glibc
#endif

/// Runs pip and python for a fetch: `posix_spawn`, not Foundation's `Process`, because
/// Foundation would load its own ICU 76 into a process that loads others.
///
/// The child's stdout goes to our stderr: pip's progress is the fetch's progress, and stdout
/// stays for the one line that says where the libraries are.
enum ChildProcess {
  /// The executable `command` names: itself when it holds a `/`, else the first executable
  /// file of that name in `path`'s folders (`PATH`'s syntax), or nil.
  static func find(_ command: String, path: String?) -> String? {
    if command.contains("/") { return isExecutable(command) ? command : nil }
    let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(
      separator: ":", omittingEmptySubsequences: false)
    for folder in folders {
      let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + command
      if isExecutable(candidate) { return candidate }
    }
    return nil
  }

  /// Runs `executable` with `arguments` (the first is the program's name) and waits.
  ///
  /// - Returns: nil when it exited 0, else how it ended (`exit status 1`, `signal 9`).
  static func run(_ executable: String, _ arguments: [String]) -> String? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, 2, 1)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
    guard spawned == 0 else { return String(cString: strerror(spawned)) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return String(cString: strerror(errno)) }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift cannot call as macros.
    let signal = status & 0x7f
    if signal == 0 {
      let code = (status >> 8) & 0xff
      return code == 0 ? nil : "exit status \(code)"
    }
    return "signal \(signal)"
  }

  private static func isExecutable(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
      && access(path, X_OK) == 0
  }
}
