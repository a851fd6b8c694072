import Foundation
import Testing

/// A picker never shows a time before its range (issue 38): the time wheels show the date's
/// minute rounded down to the interval, and where that step starts before `--min` the picker
/// is refused (exit 2, one line), in every engine and from a plan as from the command line.
@Suite(.tags(.icu72)) struct PickerRangeStepTests {
  static let range = [
    "--min", "2024-02-14T20:07:00Z", "--max", "2024-02-14T20:08:00Z", "--at",
    "2024-02-14T20:07:30Z",
  ]
  static let message =
    "fmtcorpus: error: invalid value '30' for --minute-interval (expected one that shows a time in the range: date 2024-02-14T20:07:30Z would show as 2024-02-14T20:00:00Z, before --min 2024-02-14T20:07:00Z; give a date on a step in the range or a smaller interval)\n"

  @Test(arguments: ["icu", "foundation", "formatstyle"], ["dateAndTime", "time"])
  func aStepBeforeTheMinimumIsRefused(engine: String, mode: String) throws {
    let result = try CLI.run(
      [
        "wheels", "--engine", engine, "--locale", "en_US", "--mode", mode, "--minute-interval",
        "30",
      ] + Self.range)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == Self.message)
  }

  /// A step that starts in the range, or a minute interval that shows the minimum's minute,
  /// is shown as before.
  @Test func aStepInTheRangeIsShown() throws {
    let minute = try CLI.run(
      [
        "wheels", "--locale", "en_US", "--calendar", "gregorian", "--mode", "dateAndTime",
        "--zone", "UTC",
      ] + Self.range)
    #expect(minute.status == 0, "\(minute.stderr)")
    #expect(minute.stdout == "[ Wed, Feb 14 | 8 | 07 | PM ]\n")
    let onStep = try CLI.run([
      "wheels", "--locale", "en_US", "--calendar", "gregorian", "--mode", "time", "--zone",
      "UTC", "--minute-interval", "30", "--min", "2024-02-14T20:00:00Z", "--max",
      "2024-02-14T20:08:00Z", "--at", "2024-02-14T20:07:30Z",
    ])
    #expect(onStep.status == 0, "\(onStep.stderr)")
    #expect(onStep.stdout == "[ 8 | 00 | PM ]\n")
  }

  @Test func aPlannedPickerIsRefusedTheSame() throws {
    let directory = CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run([
      "generate", "-q", "--out", directory.path, "--locale", "en_US", "--picker",
      "time@2024-02-14T20:07:30Z,min=2024-02-14T20:07:00Z,max=2024-02-14T20:08:00Z,"
        + "minute-interval=30",
    ])
    #expect(result.status == 2)
    #expect(result.stderr == Self.message)
    let written = directory.appendingPathComponent("en_US.json")
    #expect(!FileManager.default.fileExists(atPath: written.path))
  }
}
