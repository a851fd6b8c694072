import Foundation
import Testing

/// Fixtures that pin an output (the every-artifact locale file), compared byte for byte and
/// re-recorded only on purpose: `FMTCORPUS_RECORD=1 swift test --filter …` writes the output
/// over the fixture and fails the test saying so (review the diff, then run again without it).
/// CI never records: with `CI` set, the variable is refused and the test fails.
public enum FixtureRecording {
  public static let variable = "FMTCORPUS_RECORD"

  /// What a comparison came to.
  public enum Outcome: Equatable, Sendable {
    case matches
    /// The fixture differs from the output (or is missing); nothing was written.
    case differs(fixture: String?)
    /// Record mode wrote the output over the fixture.
    case recorded(path: String)
    /// Record mode was asked for where it is never honoured (CI).
    case refused(reason: String)
  }

  /// Compares `actual` with the fixture `name` in `folder`, or records it in record mode.
  public static func compare(
    _ actual: String, fixture name: String, in folder: URL = TestSupport.fixtures,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Outcome {
    let url = folder.appendingPathComponent(name)
    let stored = try? String(contentsOf: url, encoding: .utf8)
    guard let flag = environment[variable], !flag.isEmpty, flag != "0" else {
      return stored == actual ? .matches : .differs(fixture: stored)
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "false" {
      return .refused(
        reason:
          "\(variable) is never honoured in CI (CI=\(ci)): fixtures are recorded on purpose, on a developer's machine"
      )
    }
    do {
      try Data(actual.utf8).write(to: url, options: .atomic)
    } catch {
      return .refused(reason: "could not write \(url.path): \(error)")
    }
    return .recorded(path: url.path)
  }

  /// Expects `actual` to equal the fixture; records it in record mode (and fails, saying so).
  public static func expect(
    _ actual: String, equalsFixture name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch compare(actual, fixture: name) {
    case .matches: break
    case .differs(let stored):
      #expect(
        actual == stored,
        "\(name) differs from the output; if the change is intended, record it with \(variable)=1 and review the diff",
        sourceLocation: sourceLocation)
    case .recorded(let path):
      Issue.record(
        "recorded \(path): review the diff, then run again without \(variable)",
        sourceLocation: sourceLocation)
    case .refused(let reason):
      Issue.record(Comment(rawValue: reason), sourceLocation: sourceLocation)
    }
  }
}
