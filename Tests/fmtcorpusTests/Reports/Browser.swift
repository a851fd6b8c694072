import Foundation

/// Headless Chromium, as the report tests drive it: a page's DOM after its script ran
/// (`--dump-dom`), a screenshot, and what the page wrote to its console.
///
/// Console messages are captured through Chromium's own logging to stderr
/// (`--enable-logging=stderr --v=0`): every `console.*` call and every uncaught exception is a
/// line `[…:INFO:CONSOLE:<line>] "<message>", source: <url> (<line>)`. The report's pages log
/// nothing, so any such line is a failure.
enum Browser {
  /// `chromium-headless-shell` (Debian's package of that name) or `chromium`, from `PATH`;
  /// nil when neither is installed, and the browser tests are skipped saying so.
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium-headless-shell", "chromium"] {
      for folder in path.split(separator: ":").map(String.init) {
        let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  static let skipMessage =
    "no headless Chromium: install chromium-headless-shell (or chromium) and fonts-noto-cjk "
    + "(.ci/run does) to run the report's browser tests"

  /// Where screenshots are kept for a person to look at: `.build/report-screenshots/`.
  static let screenshots = CLI.packageRoot.appendingPathComponent(".build/report-screenshots")

  struct Page {
    var dom: String
    /// The page's console messages and uncaught errors, one per line.
    var console: [String]
  }

  static func arguments(width: Int, height: Int) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-color-profile=srgb", "--force-device-scale-factor=1",
      "--window-size=\(width),\(height)", "--enable-logging=stderr", "--v=0",
      "--user-data-dir=" + CLI.temporaryDirectory().path,
    ]
  }

  /// The DOM after load, and the console.
  static func dump(_ file: URL, query: String = "", fragment: String = "") throws -> Page {
    let url = file.absoluteString + query + fragment
    let result = try CLI.run(
      arguments(width: 1200, height: 900) + ["--dump-dom", url], executable: executable!)
    return Page(dom: result.stdout, console: consoleLines(result.stderr))
  }

  /// A screenshot, saved as `.build/report-screenshots/<name>.png`, and the console.
  static func screenshot(
    _ file: URL, name: String, fragment: String = "", width: Int = 1200, height: Int = 900
  ) throws -> (PNGImage, [String]) {
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let png = screenshots.appendingPathComponent(name + ".png")
    try? FileManager.default.removeItem(at: png)
    let result = try CLI.run(
      arguments(width: width, height: height) + [
        "--screenshot=" + png.path, file.absoluteString + fragment,
      ], executable: executable!)
    return (try PNGImage(contentsOf: png), consoleLines(result.stderr))
  }

  static func consoleLines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
  }

  /// The elements of `dom` whose opening tag contains `needle`, as opening-tag strings.
  static func tags(_ dom: String, containing needle: String) -> [String] {
    var found: [String] = []
    var rest = dom[...]
    while let range = rest.range(of: needle) {
      let open = rest[..<range.lowerBound].lastIndex(of: "<") ?? range.lowerBound
      let close = rest[range.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      found.append(String(rest[open..<close]) + ">")
      rest = rest[close...]
    }
    return found
  }
}
