import ArgumentParser
import FormatCorpus
import Testing

@testable import fmtcorpus

/// `ArgumentCheck` refuses a repeated single-valued option of any command, reading the commands,
/// their groups and their options from ArgumentParser's own description: no table to keep.
struct ArgumentCheckTests {
  /// Every long option and flag of every command: given twice, a single-valued one is refused
  /// naming both values, and a repeatable option or a flag is left to ArgumentParser.
  @Test func everyOptionOfEveryCommandIsCovered() throws {
    for command in FmtCorpusCommand.configuration.subcommands {
      let name = command._commandName
      let single = ArgumentCheck.singleValued(command)
      for option in ArgumentCheck.longNames(command).sorted() {
        let twice = [name, option, "first", option, "second"]
        if single.contains(option) {
          #expect(
            throws: InputError.invalidValue(
              "second", option: option, expected: "\(option) once; 'first' was given first"),
            "fmtcorpus \(name) \(option)"
          ) { try ArgumentCheck.check(twice) }
        } else {
          #expect(throws: Never.self, "fmtcorpus \(name) \(option)") {
            try ArgumentCheck.check(twice)
          }
        }
      }
    }
  }

  /// Commands and a group's subcommands come from `FmtCorpusCommand`'s configuration: each is
  /// accepted, and a misspelling is named with the nearest.
  @Test func everyCommandAndGroupSubcommandIsKnown() throws {
    for command in FmtCorpusCommand.configuration.subcommands {
      #expect(throws: Never.self) { try ArgumentCheck.check([command._commandName]) }
      for sub in command.configuration.subcommands {
        #expect(throws: Never.self) {
          try ArgumentCheck.check([command._commandName, sub._commandName])
        }
      }
    }
    #expect {
      try ArgumentCheck.check(["icu", "fetc"])
    } throws: { error in
      (error as? UnknownCommand)?.suggestions == ["icu fetch"]
    }
  }

  /// The description reader finds options, and only single-valued ones: `--locale` repeats in `generate` and takes one value in `wheels`.
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
