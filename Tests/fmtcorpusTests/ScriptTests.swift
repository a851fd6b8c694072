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
      # swift build --package-path ROOT -c release
      mkdir -p "$3/.build/release"
      printf '#!/bin/sh\\necho "ran $*"\\n' > "$3/.build/release/fmtcorpus"
      chmod +x "$3/.build/release/fmtcorpus"

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
        == "fmtcorpus: building the release binary (first run only: about 1-2 minutes on 2 cores)..."
    )
    #expect(
      lines.count == 2 && lines[1].hasPrefix("fmtcorpus: built in ") && lines[1].hasSuffix(" s"))
    let second = try run()
    #expect(second.stderr == "")
    #expect(second.stdout == "ran info\n")
  }
}
