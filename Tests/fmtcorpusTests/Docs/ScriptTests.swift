import Foundation
import Testing

/// `scripts/fmtcorpus` on a fresh checkout says it is building, and roughly how long that
/// takes, instead of a silent minute; later runs say nothing but the command's own output.
///
/// Runs the real script in a copy of the layout, with `setup` and `swift` stubbed (the stub
/// `swift build` writes a binary that echoes its arguments), so no real build happens here.
@Suite struct ScriptTests {
  @Test func theFirstBuildSaysItIsBuilding() throws {
    let fm = FileManager.default
    let root = CLI.temporaryDirectory()
    let scripts = root.appendingPathComponent("scripts")
    let bin = root.appendingPathComponent("bin")
    try fm.createDirectory(at: scripts, withIntermediateDirectories: true)
    try fm.createDirectory(at: bin, withIntermediateDirectories: true)
    try fm.copyItem(
      at: CLI.packageRoot.appendingPathComponent("scripts/fmtcorpus"),
      to: scripts.appendingPathComponent("fmtcorpus"))
    func script(_ url: URL, _ text: String) throws {
      try Data(text.utf8).write(to: url)
      try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
    try script(scripts.appendingPathComponent("setup"), "#!/bin/sh\nexit 0\n")
    try script(
      bin.appendingPathComponent("swift"),
      """
      #!/bin/sh
      # swift build --package-path ROOT --scratch-path ROOT/.build-cli -c release
      [ "$5" = "$3/.build-cli" ] || exit 9
      mkdir -p "$5/release"
      printf '#!/bin/sh\\necho "ran $*"\\n' > "$5/release/fmtcorpus"
      chmod +x "$5/release/fmtcorpus"

      """)
    let path = bin.path + ":/usr/bin:/bin"
    func run() throws -> CLI.Result {
      try CLI.run(
        ["PATH=\(path)", scripts.appendingPathComponent("fmtcorpus").path, "info"],
        executable: URL(fileURLWithPath: "/usr/bin/env"))
    }
    let first = try run()
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "ran info\n")
    let lines = first.stderr.split(separator: "\n")
    #expect(
      lines.first
        == "fmtcorpus: building the release binary into .build-cli/ (first run only: 120 CPU-seconds; 272 s measured on a busy 2-core machine)..."
    )
    #expect(
      lines.count == 2 && lines[1].hasPrefix("fmtcorpus: built in ") && lines[1].hasSuffix(" s"))
    let second = try run()
    #expect(second.stderr == "")
    #expect(second.stdout == "ran info\n")
  }

  /// A package of one tiny `fmtcorpus` executable (it prints `ran` and its arguments) with the
  /// real `scripts/fmtcorpus` and a `setup` that does nothing: the wrapper builds it for real.
  static func tinyCheckout() throws -> URL {
    let fm = FileManager.default
    let root = CLI.temporaryDirectory()
    let scripts = root.appendingPathComponent("scripts")
    let sources = root.appendingPathComponent("Sources/fmtcorpus")
    try fm.createDirectory(at: scripts, withIntermediateDirectories: true)
    try fm.createDirectory(at: sources, withIntermediateDirectories: true)
    try fm.copyItem(
      at: CLI.packageRoot.appendingPathComponent("scripts/fmtcorpus"),
      to: scripts.appendingPathComponent("fmtcorpus"))
    let setup = scripts.appendingPathComponent("setup")
    try Data("#!/bin/sh\nexit 0\n".utf8).write(to: setup)
    try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: setup.path)
    try Data(
      """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(name: "tiny", targets: [.executableTarget(name: "fmtcorpus")])

      """.utf8
    ).write(to: root.appendingPathComponent("Package.swift"))
    try Data(
      "print(([\"ran\"] + CommandLine.arguments.dropFirst()).joined(separator: \" \"))\n".utf8
    ).write(to: sources.appendingPathComponent("main.swift"))
    return root
  }

  /// SwiftPM's lock file for a scratch path: a file under /tmp named after the path.
  static func lockFile(_ scratch: URL) -> String {
    "/tmp/" + scratch.path.replacingOccurrences(of: "/", with: "_") + ".lock"
  }

  /// Runs `script` in bash with `$1` the checkout and `$2` the lock file; a helper `hold LOCK`
  /// takes the lock with flock(2) in a process of its own (it then sleeps, holding it, as a
  /// SwiftPM build does) and prints its pid once the lock is held.
  ///
  /// In one shell rather than through Foundation's `Process`, which can miss a child's exit
  /// while another child runs; the shell starts with SIGTERM as a terminal's shell has it (a
  /// test's children inherit it blocked).
  static func withLockHeld(_ root: URL, _ lock: String, _ script: String) throws -> CLI.Result {
    let prelude = #"""
      hold() {
        python3 -c '
      import fcntl, os, signal, sys
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      signal.signal(signal.SIGTERM, signal.SIG_DFL)
      f = open(sys.argv[1], "w")
      fcntl.flock(f, fcntl.LOCK_EX)
      os.set_inheritable(f.fileno(), True)
      os.execv("/bin/sleep", ["sleep", "120"])
      ' "$1" </dev/null >/dev/null 2>&1 &
        holder=$!
        until grep -q "^[0-9]*: FLOCK .* $holder " /proc/locks; do sleep 0.05; done
      }
      trap 'kill "$holder" 2>/dev/null || true' EXIT

      """#
    // A terminal's signal state first: SIGTERM neither blocked nor ignored.
    let shim = """
      import os, signal, sys
      signal.pthread_sigmask(signal.SIG_SETMASK, [])
      signal.signal(signal.SIGTERM, signal.SIG_DFL)
      os.execv(sys.argv[1], sys.argv[1:])
      """
    return try CLI.run(
      ["python3", "-c", shim, "/bin/bash", "-c", prelude + script, "script", root.path, lock],
      executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 600)
  }

  /// Another build holding the wrapper's own lock (`.build-cli/`): within seconds the wrapper
  /// prints SwiftPM's message and the process that holds the lock, instead of waiting silently;
  /// stopped, it stops its build.
  @Test func aBuildHoldingTheLockIsNamedWithinSeconds() throws {
    let root = try Self.tinyCheckout()
    let result = try Self.withLockHeld(
      root, Self.lockFile(root.appendingPathComponent(".build-cli")),
      #"""
      hold "$2"
      start=$(date +%s%N)
      "$1/scripts/fmtcorpus" info 2>"$1/stderr" &
      wrapper=$!
      until grep -q "the lock is held by process" "$1/stderr" || [ $(( ($(date +%s%N) - start) / 1000000 )) -gt 60000 ]; do
        sleep 0.05
      done
      echo "ms $(( ($(date +%s%N) - start) / 1000000 ))"
      echo "holder $holder"
      kill -TERM "$wrapper"
      wait "$wrapper" || echo "wrapper $?"
      cat "$1/stderr"
      """#)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 6, "\(result.stdout)")
    let milliseconds = try #require(Int(lines[0].dropFirst(3)))
    let holder = String(lines[1].dropFirst(7))
    #expect(milliseconds < 10_000, "the wrapper named the holder after \(milliseconds) ms")
    // Stopped by SIGTERM: the wrapper exits 130, as on Ctrl-C.
    #expect(lines[2] == "wrapper 130")
    #expect(lines[3].hasPrefix("fmtcorpus: building the release binary into .build-cli/"))
    #expect(
      lines[4]
        == "fmtcorpus: Another instance of SwiftPM is already running using '\(root.path)/.build-cli', waiting until that process has finished execution..."
    )
    #expect(lines[5] == "fmtcorpus: the lock is held by process \(holder): sleep 120")
    // Its build stopped with it: nothing was built.
    let binary = root.appendingPathComponent(".build-cli/release/fmtcorpus")
    #expect(!FileManager.default.fileExists(atPath: binary.path))
  }

  /// A `swift build` or `scripts/test` holding `.build/`'s lock does not hold the wrapper: it
  /// builds in `.build-cli/` and runs. (The held lock is SwiftPM's own: a plain `swift build`
  /// of the same checkout says it waits.)
  @Test func aBuildInDotBuildDoesNotHoldTheWrapper() throws {
    let root = try Self.tinyCheckout()
    let result = try Self.withLockHeld(
      root, Self.lockFile(root.appendingPathComponent(".build")),
      #"""
      hold "$2"
      timeout 5 swift build --package-path "$1" >"$1/plain" 2>&1
      echo "plain $?"
      "$1/scripts/fmtcorpus" info --json 2>"$1/stderr"
      echo "wrapper $?"
      """#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "plain 124\nran info --json\nwrapper 0\n")
    let plain = try String(contentsOf: root.appendingPathComponent("plain"), encoding: .utf8)
    #expect(
      plain.hasPrefix(
        "Another instance of SwiftPM is already running using '\(root.path)/.build'"))
    let stderr = try String(contentsOf: root.appendingPathComponent("stderr"), encoding: .utf8)
    #expect(!stderr.contains("Another instance"))
    #expect(stderr.split(separator: "\n").last?.hasPrefix("fmtcorpus: built in ") == true)
  }
}
