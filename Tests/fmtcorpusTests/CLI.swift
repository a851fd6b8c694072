import Foundation
import Testing

/// Runs the built `fmtcorpus` binary as a user would, in its own process.
///
/// End-to-end tests go through the binary for a second reason: this test process also loads
/// Foundation's ICU 76, and exact strings must come from a process with only the system ICU.
enum CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The package root, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The binary beside the test bundle (`.build/<triple>/<config>/fmtcorpus`).
  static let binary: URL = {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("fmtcorpus")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/fmtcorpus")
  }()

  @discardableResult
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting: a full pipe would block the child.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  static func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("fmtcorpus-e2e-\(UUID().uuidString)")
  }

  static func json(_ url: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}

extension Tag {
  /// Results that change with the ICU, CLDR or tzdata version: ICU 72.1 / CLDR 42 / tzdata 2022e.
  @Tag static var icu72: Self
}
