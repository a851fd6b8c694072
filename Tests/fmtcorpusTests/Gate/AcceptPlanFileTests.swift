import Foundation
import TestSupport
import Testing

/// `accept` reads the corpus a plan file names, as `check` and `review` do: in a team's
/// repository, `check --pending` then `accept --from` take the change into the team's corpus
/// folder, not into `corpus/` (which it has not).
@Suite(.tags(.icu72)) struct AcceptPlanFileTests {
  static let plan = """
    corpus: dates
    artifacts: [skeletons]
    locales: [en_US]
    calendars: gregorian
    formats:
      fullDate: { template: yMMMd }

    """

  /// A team's corpus whose stored `yMMMd` string lost its comma, and the pending corpus
  /// `check --pending` wrote from it.
  static func drifted() throws -> (app: URL, pending: URL) {
    let app = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
    let generated = try CLI.run(["generate", "-q"], in: app)
    try #require(generated.status == 0, "\(generated.stderr)")
    try CorpusEdits.edit(app.appendingPathComponent("dates"), "en_US.json") {
      $0.replacingOccurrences(of: "\"Jan 27, 2010\"", with: "\"Jan 27 2010\"")
    }
    let pending = CLI.temporaryDirectory()
    let checked = try CLI.run(["check", "--pending", pending.path], in: app)
    try #require(checked.status == 1, "\(checked.stdout)\(checked.stderr)")
    return (app, pending)
  }

  @Test func acceptTakesTheChangeIntoTheDiscoveredPlanFilesCorpus() throws {
    let (app, pending) = try Self.drifted()
    let accepted = try CLI.run(["accept", "--from", pending.path], in: app)
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(accepted.stdout == "accepted 1 change into 1 file of dates/\n")
    #expect(accepted.stderr == "")
    let check = try CLI.run(["check"], in: app)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test func acceptTakesTheChangeIntoTheCorpusOfTheFileThatPlanNames() throws {
    let (app, pending) = try Self.drifted()
    // From another folder, with no plan file of its own: the corpus beside the given file.
    let elsewhere = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let plan = app.appendingPathComponent("fmtcorpus.yml").path
    let accepted = try CLI.run(["accept", "--from", pending.path, "--plan", plan], in: elsewhere)
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(
      accepted.stdout == "accepted 1 change into 1 file of \(app.path)/dates/\n")
    let en = try String(
      contentsOf: app.appendingPathComponent("dates/en_US.json"), encoding: .utf8)
    #expect(en.contains("\"Jan 27, 2010\""))
  }
}
