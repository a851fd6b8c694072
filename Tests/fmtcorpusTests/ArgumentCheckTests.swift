import ArgumentParser
import Testing

@testable import fmtcorpus

/// `ArgumentCheck` refuses a repeated single-valued option from a table kept by hand; these
/// tests hold the table to what ArgumentParser itself says of every command.
struct ArgumentCheckTests {
  @Test func commandNamesAreTheSubcommandsInOrder() {
    #expect(
      ArgumentCheck.commandNames
        == FmtCorpusCommand.configuration.subcommands.map { $0._commandName })
  }

  @Test func groupSubcommandsAreEachGroupsInOrder() {
    let groups = FmtCorpusCommand.configuration.subcommands.filter {
      !$0.configuration.subcommands.isEmpty
    }
    #expect(Set(ArgumentCheck.groupSubcommands.keys) == Set(groups.map { $0._commandName }))
    for group in groups {
      #expect(
        ArgumentCheck.groupSubcommands[group._commandName]
          == group.configuration.subcommands.map { $0._commandName })
    }
  }

  @Test func singleValuedOptionsAreWhatEachCommandDescribes() {
    #expect(
      Set(ArgumentCheck.singleValuedOptions.keys) == Set(ArgumentCheck.commandNames))
    for command in FmtCorpusCommand.configuration.subcommands {
      #expect(
        ArgumentCheck.singleValuedOptions[command._commandName]
          == ArgumentCheck.singleValued(command),
        "fmtcorpus \(command._commandName): add its single-valued options to the table")
    }
  }

  /// The description reader the table is checked with finds options, and only single-valued
  /// ones: `--locale` repeats in `generate` and takes one value in `wheels`.
  @Test func theDescriptionReaderTellsRepeatingFromSingle() {
    let generate = ArgumentCheck.singleValued(FmtCorpusCommand.Generate.self)
    #expect(generate.contains("--jobs"))
    #expect(!generate.contains("--locale"))
    #expect(ArgumentCheck.singleValued(FmtCorpusCommand.Wheels.self).contains("--locale"))
  }

  @Test func aRepeatIsRefusedAndARepeatableOptionIsNot() throws {
    #expect(throws: Never.self) {
      try ArgumentCheck.check(["generate", "--locale", "en_US", "--locale", "de_DE"])
    }
    #expect {
      try ArgumentCheck.check(["generate", "--jobs", "1", "--jobs=2"])
    } throws: { error in
      "\(error)".contains("'2'") && "\(error)".contains("'1' was given first")
    }
    #expect {
      try ArgumentCheck.check(["genrate", "--jobs", "1"])
    } throws: { error in
      (error as? UnknownCommand)?.suggestions == ["generate"]
    }
  }
}
