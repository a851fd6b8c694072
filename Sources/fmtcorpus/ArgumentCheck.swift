import ArgumentParser
import FormatCorpus

/// Checks of the raw arguments that ArgumentParser does not make, before it parses them.
///
/// ArgumentParser reports `fmtcorpus chek` as "Unexpected argument 'chek'" and `fmtcorpus
/// formt --locale en_US` as "Unknown option '--locale'" (it tries the root command's options),
/// and keeps the last value of an option given twice. Every command gets the same rules here.
enum ArgumentCheck {
  /// - Throws: `UnknownCommand` for an unknown subcommand (naming it and the nearest),
  ///   `InputError` for a single-value option given more than once (naming both values).
  static func check(_ arguments: [String]) throws {
    let commands = FmtCorpusCommand.configuration.subcommands
    let commandNames = commands.map { $0._commandName }
    let names = commandNames + ["help"]
    // `fmtcorpus help nope` would print the root's help and exit 0: the same refusal as `nope`.
    if arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"),
      !names.contains(arguments[1])
    {
      throw UnknownCommand(
        name: arguments[1],
        suggestions: nearestNames(to: arguments[1], in: names, maxDistance: 2, limit: 2),
        commands: commandNames)
    }
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return }
    guard let command = commands.first(where: { $0._commandName == first }) else {
      throw UnknownCommand(
        name: first, suggestions: nearestNames(to: first, in: names, maxDistance: 2, limit: 2),
        commands: commandNames)
    }
    // `fmtcorpus icu fetc 78` would be "2 unexpected arguments": named like a command instead.
    let group = command.configuration.subcommands.map { $0._commandName }
    if !group.isEmpty, arguments.count > 1, !arguments[1].hasPrefix("-"),
      !group.contains(arguments[1])
    {
      let spelled = group.map { first + " " + $0 }
      throw UnknownCommand(
        name: first + " " + arguments[1],
        suggestions: nearestNames(
          to: first + " " + arguments[1], in: spelled, maxDistance: 2, limit: 2),
        commands: spelled)
    }
    let rest = Array(arguments.dropFirst())
    guard namesAnOptionTwice(rest) else { return }
    // From the generated table: reading the command's description costs more than the whole
    // check (and `--locale` given many times is the usual `generate`), and the table is that
    // description's reading, held to it by ArgumentCheckTests.
    try refuseRepeats(
      rest, singleValued: SingleValuedOptions.table[first] ?? singleValued(command))
  }

  /// Whether some `--name` (or `--name=value`) appears twice before `--`: every argument that
  /// starts with `--` counts, values included, so no repeat `refuseRepeats` finds is missed.
  static func namesAnOptionTwice(_ arguments: [String]) -> Bool {
    var seen = Set<Substring>()
    for argument in arguments {
      if argument == "--" { break }
      guard argument.hasPrefix("--") else { continue }
      let name = argument.split(separator: "=", maxSplits: 1).first ?? Substring(argument)
      if !seen.insert(name).inserted { return true }
    }
    return false
  }

  /// The long names of `command`'s options that take one value (a repeat of one is refused),
  /// from ArgumentParser's own description of the command (`--experimental-dump-help`:
  /// pretty-printed JSON with sorted keys, each argument's `isRepeating` before its `kind` and
  /// names), so an option added to a command is covered with no second edit.
  ///
  /// Read line by line rather than decoded, so the CLI stays free of Foundation; the usage line
  /// it was read from before collapses to `<options>` past 12 options.
  static func singleValued(_ command: ParsableCommand.Type) -> Set<String> {
    var names = Set<String>()
    var repeating = false
    var inOption = false
    var previous = ""
    for line in command._dumpHelp().split(separator: "\n") {
      let text = line.trimmingCharacters(" ,")
      if text.hasPrefix("\"isRepeating\" : ") {
        repeating = text.hasSuffix("true")
        inOption = false
      } else if text == "\"kind\" : \"option\"" {
        inOption = true
      } else if inOption, previous == "\"kind\" : \"long\"", text.hasPrefix("\"name\" : \"") {
        if !repeating { names.insert("--" + text.dropFirst(10).dropLast()) }
        inOption = false
      }
      previous = text
    }
    return names
  }

  /// The first `--name` before `--` that `command` does not have, as `UnknownOption`, or nil.
  ///
  /// Asked only once parsing failed: ArgumentParser reports `format --lcoale en_US` as the
  /// missing `--locale`, not the misspelt option the user typed.
  static func unknownOption(_ arguments: [String]) -> UnknownOption? {
    let commands = FmtCorpusCommand.configuration.subcommands
    let command = arguments.first.flatMap { first in
      commands.first { $0._commandName == first }
    }
    let names = longNames(command ?? FmtCorpusCommand.self).union(["--help", "--version"])
    for argument in arguments.dropFirst(command == nil ? 0 : 1) {
      if argument == "--" { break }
      guard argument.hasPrefix("--"), argument.count > 2 else { continue }
      let name = String(argument.split(separator: "=", maxSplits: 1)[0])
      guard !names.contains(name) else { continue }
      return UnknownOption(
        name: name, command: command?._commandName,
        suggestions: nearestNames(to: name, in: names.sorted(), maxDistance: 2, limit: 1))
    }
    return nil
  }

  /// Every long name (`--locale`) of `command`'s options and flags, from its description.
  static func longNames(_ command: ParsableCommand.Type) -> Set<String> {
    var names = Set<String>()
    var previous = ""
    for line in command._dumpHelp().split(separator: "\n") {
      let text = line.trimmingCharacters(" ,")
      if previous == "\"kind\" : \"long\"", text.hasPrefix("\"name\" : \"") {
        names.insert("--" + text.dropFirst(10).dropLast())
      }
      previous = text
    }
    return names
  }

  static func refuseRepeats(_ arguments: [String], singleValued: Set<String>) throws {
    var seen: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" { return }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      guard let name = parts.first, singleValued.contains(name) else { continue }
      let value: String
      if parts.count == 2 {
        value = parts[1]
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        continue
      }
      if let first = seen[name] {
        throw InputError.invalidValue(
          value, option: name, expected: "\(name) once; '\(first)' was given first")
      }
      seen[name] = value
    }
  }
}

/// `fmtcorpus chek`: a first argument that names no command. Exit 2.
struct UnknownCommand: Error, CustomStringConvertible {
  var name: String
  var suggestions: [String]
  var commands: [String]

  var description: String {
    let hint = suggestions.isEmpty ? "" : "did you mean \(suggestions.joined(separator: ", "))? "
    return "unknown command '\(name)' (\(hint)commands: \(commands.joined(separator: ", ")))"
  }
}

/// `fmtcorpus format --lcoale en_US`: an option the command does not have. Exit 2.
struct UnknownOption: Error, CustomStringConvertible {
  var name: String
  var command: String?
  var suggestions: [String]

  var description: String {
    let help = "see 'fmtcorpus \(command.map { $0 + " " } ?? "")--help'"
    let hint = suggestions.first.map { "did you mean \($0)?" } ?? help
    return "unknown option '\(name)' (\(hint))"
  }
}

extension Substring {
  fileprivate func trimmingCharacters(_ set: String) -> String {
    // Indices, not a reversed copy: a reversed Substring iterates generically, Character by
    // Character (Development.md, "Measurements behind the code").
    guard let first = firstIndex(where: { !set.contains($0) }),
      let last = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[first...last])
  }
}
