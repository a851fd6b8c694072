import Assembly
import Foundation
import Testing

@testable import EngineProcess

/// A worker built from older sources than its driver would skip the request fields it does not
/// know and answer as if they were not sent (a duration's `--max-units`, formatted with every
/// unit). It refuses such a request instead: written back as the driver writes requests, the
/// request must be the frame it came in.
@Suite struct StaleWorkerTests {
  /// The Foundation worker built beside the test bundle.
  static let worker: URL? = {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("fmtcorpus-foundation")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }()

  /// Sends each frame to a fresh worker and returns its replies, as text.
  static func replies(_ frames: [[UInt8]]) throws -> [String] {
    let worker = try #require(Self.worker, "swift build --build-tests builds the worker")
    let process = Process()
    process.executableURL = worker
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var replies: [String] = []
    for frame in frames {
      #expect(Frames.write(frame, to: input.fileHandleForWriting.fileDescriptor))
      let reply = try #require(Frames.read(from: output.fileHandleForReading.fileDescriptor))
      replies.append(String(decoding: reply, as: UTF8.self))
    }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    return replies
  }

  @Test func aRequestWithAFieldTheWorkerDoesNotReadIsRefused() throws {
    let sent = Array(try ProcessEngine.requestEncoder().encode(EngineRequest.info))
    #expect(String(decoding: sent, as: UTF8.self) == #"{"info":{}}"#)
    let replies = try Self.replies([
      Array(#"{"info":{"fromANewerDriver":1}}"#.utf8), sent,
    ])
    #expect(
      replies.first?.contains(
        "the worker does not read every field the driver sent: it was built from other sources than fmtcorpus"
      ) == true, "\(replies)")
    // The same worker answers the request as the driver writes it.
    #expect(replies.last?.hasPrefix(#"{"value":"#) == true, "\(replies)")
  }
}
