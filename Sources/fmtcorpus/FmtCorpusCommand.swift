import ArgumentParser
import FormatCorpus
import ICULibraries

/// `fmtcorpus`: golden files of how every locale shows dates, and a gate that checks them.
@main
struct FmtCorpusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fmtcorpus",
    abstract: "Pin down how every ICU locale shows dates, in golden files a CI gate can check.",
    discussion: """
      Exit codes: 0 success; 1 drift; 2 bad input or an unreadable corpus; 3 the engine failed.
      """,
    version: fmtcorpusVersion,
    subcommands: [
      Init.self, Generate.self, Check.self, PlanCommand.self, Diff.self, Accept.self, Review.self, Merge.self, Report.self,
      Show.self,
      Wheels.self,
      MonthCommand.self, Format.self,
      Info.self,
      Calc.self,
      ICU.self,
    ]
  )

  /// Parses, runs, and maps every failure to the product's exit codes.
  ///
  /// ArgumentParser would exit 64 on a usage error on Linux; the product promises 2, with one
  /// line on stderr that names the bad value.
  static func main() {
    var command: ParsableCommand?
    do {
      try ArgumentCheck.check(Array(CommandLine.arguments.dropFirst()))
      do {
        command = try parseAsRoot()
      } catch {
        throw projectError(in: error) ?? error
      }
      try command!.run()
    } catch let error as UnknownCommand {
      fail(error.description, code: 2, error, command)
    } catch let error as InputError {
      fail(error.description, code: 2, error, command)
    } catch let error as StoreError {
      fail(error.description, code: 2, error, command)
    } catch let error as GenerationError {
      fail(error.description, code: 2, error, command)
    } catch let error as CheckError {
      fail(error.description, code: 2, error, command)
    } catch let error as MergeError {
      fail(error.description, code: 2, error, command)
    } catch let error as ICULibraryError {
      fail(error.description, code: 2, error, command)
    } catch let error as PlanFileError {
      fail(error.description, code: 2, error, command)
    } catch let error as PlanFileInitError {
      fail(error.description, code: 2, error, command)
    } catch let error as PlanFileMissing {
      fail(error.description, code: 2, error, command)
    } catch let error as EngineError {
      fail(error.description, code: 3, error, command)
    } catch {
      let code = exitCode(for: error)
      if command == nil, code != .success,
        let unknown = ArgumentCheck.unknownOption(Array(CommandLine.arguments.dropFirst()))
      {
        fail(unknown.description, code: 2, error, command)
      }
      if code == .success || error is ExitCode {
        exit(withError: error)
      }
      let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
      // Errors from below ArgumentParser (a system call's CocoaError) would print as a dump.
      fail("\(message) (see 'fmtcorpus help')", code: 2, error, command)
    }
  }

  /// The project's own error that a typed option's transform or a `validate()` threw, found
  /// inside ArgumentParser's wrapping; nil for ArgumentParser's own errors.
  ///
  /// ArgumentParser wraps such an error in its internal `CommandError`/`ParserError` and would
  /// print its own wording ("The value … is invalid for …") and usage around it; the product's
  /// message is the one line the error itself says. The wrappers are not public, so their
  /// children are read by reflection, a few levels deep (`MessagesTests` pins the result).
  static func projectError(in error: Error, depth: Int = 0) -> InputError? {
    if let error = error as? InputError { return error }
    guard depth < 4 else { return nil }
    for child in Mirror(reflecting: error).children {
      if let inner = child.value as? Error, let found = projectError(in: inner, depth: depth + 1) {
        return found
      }
      // An enum case's several associated values come as one tuple.
      for element in Mirror(reflecting: child.value).children {
        if let inner = element.value as? Error,
          let found = projectError(in: inner, depth: depth + 1)
        {
          return found
        }
      }
    }
    return nil
  }

  /// One line on stderr; under `--format github` also an `::error` annotation on stdout.
  ///
  /// Control characters anywhere in the message (a value echoed from the command line or a
  /// corpus folder) are escaped here, the one place every error passes, so no input can split
  /// the line or start a forged `::warning::` line.
  static func fail(_ raw: String, code: Int32, _ error: Error, _ command: ParsableCommand?)
    -> Never
  {
    // Values are cut where they are echoed; the whole line is bounded too.
    let message = MessageText.escaped(raw, limit: 2_000)
    if let annotation = errorAnnotation(message, for: error, command: command) {
      print(annotation)
    }
    Terminal.writeError("fmtcorpus: error: " + message + "\n")
    Terminal.exitProcess(code)
  }
}
