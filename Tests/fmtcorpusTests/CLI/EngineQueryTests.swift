import ArgumentParser
import FormatCorpus
import Testing

@testable import fmtcorpus

/// `format`, `month` and `wheels` share one `EngineQuery`: the same options, each command's
/// own defaults, and one `--calendar all` rule.
struct EngineQueryTests {
  static let shared: Set = ["--locale", "--calendar", "--at", "--zone", "--engine", "--icu-libs"]

  @Test func everyQueryCommandHasTheSharedOptions() {
    let commands: [ParsableCommand.Type] = [
      FmtCorpusCommand.Format.self, FmtCorpusCommand.MonthCommand.self, FmtCorpusCommand.Wheels.self,
    ]
    for command in commands {
      #expect(
        Self.shared.isSubset(of: ArgumentCheck.singleValued(command)),
        "fmtcorpus \(command._commandName)")
    }
  }

  /// Without `--at` and `--zone`, each command's reference; `All` in any case is every calendar.
  @Test func eachCommandKeepsItsDefaults() throws {
    let format = try FmtCorpusCommand.Format.parse(["--locale", "en_US", "--date-style", "full"])
    #expect(format.query.at == "2007-11-16T02:53:00Z")
    #expect(format.query.zoneOption == nil)
    #expect(FmtCorpusCommand.Format.zone.rawValue == "America/Los_Angeles")
    let month = try FmtCorpusCommand.MonthCommand.parse(["--locale", "en_US", "--calendar", "All"])
    #expect(month.query.at == "2024-02-14T20:00:00Z")
    #expect(month.query.isAll)
    let wheels = try FmtCorpusCommand.Wheels.parse([
      "--locale", "en_US", "--at", "2010-01-27T18:00:00Z",
    ])
    #expect(wheels.query.at == "2010-01-27T18:00:00Z")
    #expect(FmtCorpusCommand.Wheels.calendars == Plan.defaultCalendars)
  }

  /// A combination `format` cannot run is refused by `validate()`, while parsing, with the
  /// project's own line: the engine never starts.
  @Test func formatRefusesMixedRequestsWhileParsing() {
    #expect(
      throws: InputError.invalidValue(
        "--pattern 'MM' with --date-style full", option: "format",
        expected: "one of --pattern, --template or --date-style/--time-style")
    ) {
      var format = try FmtCorpusCommand.Format.parse(["--locale", "en_US", "--pattern", "MM"])
      format.dateStyle = .full
      try format.validate()
    }
  }
}
