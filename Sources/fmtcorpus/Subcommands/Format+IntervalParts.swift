import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand.Format {
  /// `--parts` with `--to` and no other span option: an interval's parts, which `validate()`
  /// checks as it checks an interval (`--template` only), not as a span of time.
  var isIntervalParts: Bool {
    guard to != nil, spans.parts else { return false }
    // `--capitalization` with `--to` configures the interval (``asksSpan``).
    var others = spans
    others.capitalization = nil
    return !others.isGivenBesidesParts
  }

  /// `--parts` with no span of time, no date's form and no range, refused as what it lacks
  /// (before the spans' own checks, which would read the dates given as a duration's).
  func refuseLoneParts() throws {
    guard spans.parts, !spans.isGivenBesidesParts else { return }
    throw InputError.invalidValue(
      "--parts", option: "format",
      expected:
        "--relative; --date-style/--time-style, --pattern or --template (one date); or --template or --date-style/--time-style with --to (a range), with it"
    )
  }

  /// `--template T --to INSTANT --parts`: ``runInterval(to:template:)``'s interval in typed
  /// parts, a line each (`day "14" startRange`), or in `--json`'s `parts`.
  func runIntervalParts(to: String, template: String) throws {
    // Configured as runInterval's string is (its knobs, the linked ICU's).
    let template = try intervalTemplate(template)
    let end = try Self.readInstant(to)
    let (engine, locale, calendars, zone, from) = try query.resolve().values
    for calendar in calendars {
      let parts = try engine.intervalParts(
        locale: locale, calendar: calendar, zone: zone, from: from, to: end, template: template)
      if json {
        print(
          JSONOutput.interval(
            parts, template: template, locale: locale, calendar: calendar, zone: zone,
            from: from, to: end, engine: engine.info.name), terminator: "")
      } else {
        printParts(parts, calendar: calendar)
      }
    }
  }
}

extension SpanOptions {
  /// Whether a span option other than `--parts` is given (`--parts` alone may be an interval's).
  var isGivenBesidesParts: Bool {
    var others = self
    others.parts = false
    return others.isGiven
  }
}
