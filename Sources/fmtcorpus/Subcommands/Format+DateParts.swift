import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand.Format {
  /// `--parts` with one date's form (a style pair, `--pattern` or `--template`), no `--to` and
  /// no other span option: that date's parts, which `validate()` checks as it checks the
  /// date's string (one form, not none/none).
  var isDateParts: Bool {
    spans.parts && !spans.isGivenBesidesParts && to == nil
      && (pattern != nil || template != nil || dateStyle != .none || timeStyle != .none)
  }

  /// The one form the options name (`validate()` has refused two).
  var singleDateFormat: SingleDateFormat {
    if let pattern { return .pattern(pattern) }
    if let template { return .template(template) }
    return .style(StylePair(date: dateStyle, time: timeStyle))
  }

  /// `--at D --parts` with a style pair, a pattern or a template: the string `format` prints
  /// for them in typed parts, a line each (`month "Aug"`), or in `--json`'s `parts`.
  func runDateParts() throws {
    try checkPatternAndAdvise()
    let format = singleDateFormat
    let (engine, locale, calendars, zone, instant) = try query.resolve().values
    for calendar in calendars {
      let parts = try engine.parts(
        locale: locale, calendar: calendar, zone: zone, instant: instant, format: format)
      if json {
        print(
          JSONOutput.date(
            parts, format: format, locale: locale, calendar: calendar, zone: zone,
            instant: instant, engine: engine.info.name), terminator: "")
      } else {
        printParts(parts, calendar: calendar)
      }
    }
  }

  /// `--pattern`'s and `--template`'s syntax checked, and the advice on them (a week-based
  /// year where a year was meant …) written on stderr, before any engine starts.
  func checkPatternAndAdvise() throws {
    if let pattern { try PatternSyntax.validate(pattern: pattern) }
    if let template { try PatternSyntax.validate(template: template) }
    let advice = PatternSyntax.advice(
      templates: template.map { [$0] } ?? [], patterns: pattern.map { [$0] } ?? [])
    for line in advice {
      Terminal.writeError("fmtcorpus: \(MessageText.escaped(line, limit: nil))\n")
    }
  }

  /// The one text writer of typed parts of a date or a range: a part a line (its source after
  /// it, a range's), under a `<calendar>:` line with `--calendar all`.
  func printParts(_ parts: [FormattedPart], calendar: CalendarID) {
    let lines = parts.map { "\($0)\n" }.joined()
    print(query.isAll ? "\(calendar.rawValue):\n\(lines)" : lines, terminator: "")
  }
}
