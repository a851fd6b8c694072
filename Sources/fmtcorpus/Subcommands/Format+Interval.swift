import ArgumentParser
import FormatCorpus

/// `format`'s options that configure an interval (`--template T --to I`), beside
/// `--capitalization`, which relative times share (``SpanOptions``).
struct IntervalKnobs: ParsableArguments {
  @Option(
    name: .customLong("interval-pattern"),
    help: ArgumentHelp(
      "With --template and --to: FIELD=PATTERN, the pattern for an interval whose largest differing field is FIELD (\(IntervalPatternField.allCases.map(\.rawValue).joined(separator: ", ")): M=yyyy MMM d - MMM y), in an interval info of the user's alone; repeat for more. The linked ICU's C++ DateIntervalInfo only.",
      valueName: "field=pattern"))
  var intervalPatterns: [String] = []

  @Option(
    name: .customLong("interval-fallback"),
    help: ArgumentHelp(
      "With --template and --to: the pattern for a differing field without --interval-pattern, {0} the first date and {1} the second ({0} --- {1}). The linked ICU's C++ DateIntervalInfo only.",
      valueName: "pattern"))
  var intervalFallback: String?

  /// The options given, as `--name value`.
  var given: [String] {
    intervalPatterns.map { "--interval-pattern \($0)" }
      + (intervalFallback.map { ["--interval-fallback \($0)"] } ?? [])
  }
}

extension FmtCorpusCommand.Format {
  /// Whether the options ask for a span of time: any span option, but `--capitalization` with
  /// `--to`, which configures the interval.
  var asksSpan: Bool {
    var others = spans
    if to != nil { others.capitalization = nil }
    return others.isGiven
  }

  /// The interval knobs without `--template … --to` (without `--to`, or with a style pair's
  /// range, which `DateIntervalFormat` opens from the styles' own skeleton and no knob reaches),
  /// refused by `validate()`.
  func refuseIntervalKnobs() throws {
    let knobs =
      intervalKnobs.given
      + (isStyleInterval ? spans.capitalization.map { ["--capitalization \($0.rawValue)"] } ?? [] : [])
    guard to == nil || isStyleInterval, let first = knobs.first else { return }
    throw InputError.invalidValue(
      first, option: "format", expected: "--template and --to with it (an interval's knob)")
  }

  /// `--to` with a pattern, or with a template and a style together, refused by `validate()`
  /// (a style pair alone is a range: ``isStyleInterval``).
  func refuseWithInterval(to: String) throws {
    guard template != nil, pattern == nil, dateStyle == .none, timeStyle == .none else {
      let given = [
        "--to \(to)", pattern.map { "--pattern '\($0)'" },
        dateStyle == .none ? nil : "--date-style \(dateStyle.rawValue)",
        timeStyle == .none ? nil : "--time-style \(timeStyle.rawValue)",
      ].compactMap { $0 }
      throw InputError.invalidValue(
        given.joined(separator: " with "), option: "format",
        expected:
          "--to with --template, or with --date-style/--time-style, not both and no --pattern (an interval of a template, or a style pair's range)"
      )
    }
  }

  /// The interval's configuration as a plan spells it (``IntervalConfiguration``): the bare
  /// template without knobs, so an unconfigured interval asks the engine what it always did.
  func intervalTemplate(_ template: String) throws -> String {
    let patterns = try intervalKnobs.intervalPatterns.map(IntervalConfiguration.pattern(validating:))
    let configuration = try IntervalConfiguration(
      template: template, capitalization: spans.capitalization ?? .none, patterns: patterns,
      fallback: intervalKnobs.intervalFallback)
    return configuration.text
  }

  /// `--template T --to INSTANT`: the interval from `--at` to `--to`, the styles and fixed
  /// patterns left out; configured by `--capitalization`, `--interval-pattern` and
  /// `--interval-fallback`.
  func runInterval(to: String, template: String) throws {
    let template = try intervalTemplate(template)
    let end = try Self.readInstant(to)
    let (engine, locale, calendars, zone, from) = try query.resolve().values
    for calendar in calendars {
      let string = try engine.interval(
        locale: locale, calendar: calendar, zone: zone, from: from, to: end, template: template)
      guard json else {
        print(query.isAll ? "\(calendar.rawValue): \(string)" : string)
        continue
      }
      print(
        JSONOutput.interval(
          string, template: template, locale: locale, calendar: calendar, zone: zone, from: from,
          to: end, engine: engine.info.name), terminator: "")
    }
  }
}
