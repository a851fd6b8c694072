import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `fmtcorpus` binary as a user would, in its own process.
///
/// End-to-end tests go through the binary for a second reason: this test process also loads
/// Foundation's ICU 76, and exact strings must come from a process with only the system ICU.
enum CLI {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Ended by a signal (`status` is then the signal's number), or killed at `timeout`.
    var signaled = false
    var timedOut = false
  }

  /// The package root, from this file's path.
  static let packageRoot = TestSupport.packageRoot

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

  /// Runs `executable` (the built `fmtcorpus` unless told otherwise) and collects its output.
  @discardableResult
  static func run(
    _ arguments: [String], in directory: URL? = nil, executable: URL = binary,
    environment: [String: String] = [:], timeout: Double? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let timedOut = Atomic<Bool>(false)
    if let timeout {
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        if process.isRunning {
          timedOut.store(true, ordering: .relaxed)
          kill(process.processIdentifier, SIGKILL)
        }
      }
    }
    // Both pipes drain at once: a child that fills one while we wait on the other would block.
    let stderr = Mutex(Data())
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) {
      let data = readAll(err.fileHandleForReading)
      stderr.withLock { $0 = data }
    }
    let stdout = readAll(out.fileHandleForReading)
    reading.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr.withLock { $0 }, as: UTF8.self),
      signaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut.load(ordering: .relaxed))
  }

  /// Everything until end of file.
  ///
  /// Not `FileHandle.readDataToEndOfFile()`: it traps on EINTR, which parallel tests' child
  /// processes (SIGCHLD) make happen.
  static func readAll(_ handle: FileHandle) -> Data {
    var data = Data()
    while true {
      let chunk = read(handle, upTo: 65_536)
      if chunk.isEmpty { return data }
      data += chunk
    }
  }

  /// Exactly `count` bytes, or fewer at end of file.
  static func read(_ handle: FileHandle, count: Int) -> Data {
    var data = Data()
    while data.count < count {
      let chunk = read(handle, upTo: count - data.count)
      if chunk.isEmpty { break }
      data += chunk
    }
    return data
  }

  /// One read(2) of at most `limit` bytes, retried when a signal interrupts it; empty at end of
  /// file or on an error.
  private static func read(_ handle: FileHandle, upTo limit: Int) -> Data {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = Glibc.read(handle.fileDescriptor, &buffer, limit)
      if count > 0 { return Data(buffer[..<count]) }
      if count < 0 && errno == EINTR { continue }
      return Data()
    }
  }

  /// A fresh folder path, removed when the test process exits.
  static func temporaryDirectory() -> URL { TestSupport.temporaryDirectory("e2e") }

  static func json(_ url: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}

extension CLI.Result {
  /// The rule every refusal keeps (`RefusalTests`): exit 2, `fmtcorpus: error: MESSAGE` as the
  /// one line on stderr, nothing on stdout.
  func expectRefused(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(status == 2, "\(stderr)", sourceLocation: sourceLocation)
    #expect(stderr == "fmtcorpus: error: \(message)\n", sourceLocation: sourceLocation)
    #expect(stdout == "", sourceLocation: sourceLocation)
  }
}
