import ArgumentParser
import FormatCorpus

/// The axes of a plan, as flags. Values are checked against the engine, never trusted.
struct PlanOptions: ParsableArguments {
  @Option(
    name: .customLong("locale"),
    help: ArgumentHelp(
      "A locale, ICU or BCP 47 spelling (zh_TW, zh-TW, sr_Latn_RS); repeat for more.",
      valueName: "locale"))
  var locales: [String] = []

  @Option(
    name: .customLong("calendar"),
    help: ArgumentHelp(
      "A CLDR calendar id (gregorian, japanese, persian, islamic-umalqura …: 'fmtcorpus info --calendars' lists the engine's), or 'all'; repeat for more. Replaces the default: gregorian, buddhist and hebrew for every locale plus each locale's region-preferred calendars.",
      valueName: "calendar"))
  var calendars: [String] = []

  @Option(
    name: .customLong("zone"),
    help: ArgumentHelp(
      "An IANA zone of the zone sweep and the calendar fields, or 'all' (the engine's canonical zones: 478 in ICU 72); repeat for more.",
      valueName: "zone"))
  var zones: [String] = []

  @Option(
    help: ArgumentHelp("The zone of the style grid (default America/New_York).", valueName: "zone"))
  var styleZone: String?

  @Option(
    name: .customLong("instant"),
    help: ArgumentHelp(
      "An instant formatted in all 24 style pairs (ISO 8601 UTC: 2010-01-27T18:00:00Z); repeat for more.",
      valueName: "instant"))
  var seedInstants: [String] = []

  @Option(
    name: .customLong("edge-instant"),
    help: ArgumentHelp(
      "An instant formatted in the four matching pairs; repeat for more.", valueName: "instant"))
  var edgeInstants: [String] = []

  @Option(
    name: .customLong("sweep-instant"),
    help: ArgumentHelp("An instant of the zone sweep; repeat for more.", valueName: "instant"))
  var sweepInstants: [String] = []

  @Option(
    name: .customLong("template"),
    help: ArgumentHelp(
      "A template (skeleton) your code asks for, spelled as your code passes it to setLocalizedDateFormatFromTemplate ('MMM d, yyyy', yMMMd, jmm; spaces, punctuation and quoted text are ignored, as ICU ignores them, and the golden key keeps your spelling); added to a stored plan; repeat for more.",
      valueName: "template"))
  var templates: [String] = []

  @Option(
    name: .customLong("pattern"),
    help: ArgumentHelp(
      "A fixed format pattern (MM/dd/yy, text in single quotes); added to a stored plan; repeat for more.",
      valueName: "pattern"))
  var patterns: [String] = []

  @Option(
    name: .customLong("picker"),
    help: ArgumentHelp(
      "A configured picker, by the key a corpus stores it under: 'time,minute-interval=15', 'date@2025-03-01T20:00:00Z,zone=Asia/Tokyo', 'countDownTimer,duration=4500,minute-interval=5'. Rendered in every calendar of the plan (a timer once per locale); replaces the default pickers in a new plan; added to a stored plan, except where the plan already renders the key. Refused where the picker would settle it (minute interval not a divisor of 60 from 1 to 30, min after max, a date outside the range, a duration past the maximum or on a date mode); repeat for more.",
      valueName: "key"))
  var pickers: [String] = []

  @Option(
    name: .customLong("interval"),
    help: ArgumentHelp(
      "A pair of instants the intervals artifact spans with every template, named: 'days=2024-02-14T15:00:00Z/2024-02-16T15:00:00Z'; added to the plan's (the defaults in a new plan); repeat for more.",
      valueName: "name=from/to"))
  var intervals: [String] = []

  @Option(
    name: .customLong("interval-template"),
    help: ArgumentHelp(
      "A template the intervals artifact spans every pair with (default: yMMMd, yMMMMEEEEd, jm), one configured as format's flags configure it (yMMMd;capitalization=sentence-start, yMMMd;interval-pattern=M=yyyy MMM d - MMM y;interval-fallback={0} --- {1}), or a style pair ('date-style=medium;time-style=short', as format --date-style --time-style --to); added to the plan's; repeat for more.",
      valueName: "template"))
  var intervalTemplates: [String] = []

  @Option(
    name: .customLong("arithmetic"),
    help: ArgumentHelp(
      "A calendar arithmetic case, rendered in every calendar and zone (or one with ' in ZONE'): 'monthEnd: 2024-01-31T17:00:00Z add month=1', 'dayWrap: 2024-01-31T17:00:00Z roll day=20', 'seed: 2015-02-14T05:00:00Z to 2015-03-17T04:00:00Z day' or 'weekYear: 2024-12-30T12:00:00Z components week-of-year,year-for-week-of-year', the calendar's week rules after the operation where set ('isoWeek: 2022-01-01T12:00:00Z roll week=1 first-weekday=2 min-days=4'); its instants any of calc's years, -9999 to 9999 ('ides: -0043-03-15T12:00:00Z add day=1'); added to the plan's (the defaults in a new plan); repeat for more.",
      valueName: "case"))
  var arithmetic: [String] = []

  @Option(
    name: .customLong("relative-offset"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "An offset (-7, 0.5) added to every group of the relative plan: rendered in each of its units, widths and numeric modes; added to a stored plan; repeat for more.",
      valueName: "offset"))
  var relativeOffsets: [String] = []

  @Option(
    name: .customLong("duration-seconds"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A duration in seconds (3600) added to the durations plan: written in each of its unit sets and widths; added to a stored plan; repeat for more.",
      valueName: "seconds"))
  var durationSeconds: [String] = []

  @Option(
    name: .customLong("duration-format"),
    help: ArgumentHelp(
      "A configured duration, by the key a corpus stores it under: units, then each knob that is not the default as name=value (format's flag without --), separated by ';' in the order width, max-units, zero-units, value-length (or value-length-limits), fraction, rounding, rounding-increment, pad, fraction-length, grouping: 'hour,minute;width=short;max-units=1;zero-units=hide;value-length=2'. Written at every duration of the plan, under its width and the rest of the key; added to a new or stored plan; an engine whose API cannot express a knob leaves it out; repeat for more.",
      valueName: "key"))
  var durationFormats: [String] = []

  @Option(
    name: .customLong("relative-format"),
    help: ArgumentHelp(
      "A configured relative time, by the key a corpus stores it under: format's flags without -- as name=value, separated by ';', defaults left out. A given offset: 'relative=-1;unit=day;width=short;numeric=always;capitalization=sentence-start'; a word in its place (the linked ICU only): 'relative-word=plain;unit=day;width=short'; an instant described from another, the engine choosing the unit: 'at=2024-02-14T20:00:00Z;relative-to=2024-02-16T03:00:00Z;calendar=…;zone=…;presentation=named;units-style=abbreviated;allowed-units=day,hour;capitalization=…'. One string each; added to a new or stored plan; an engine whose API cannot express it leaves it out (ICU never chooses a unit); repeat for more.",
      valueName: "key"))
  var relativeFormats: [String] = []

  @Option(
    name: .customLong("style-pair"),
    help: ArgumentHelp(
      "A date style and a time style, as the styles artifact keys the pair: 'medium/short', 'none/full' (none, short, medium, long, full; not none/none). Rendered in every calendar, in the plan's zones at its instants; in a new plan the pairs replace the style grid; added to a stored plan's own pairs; repeat for more.",
      valueName: "date/time"))
  var stylePairs: [String] = []

  @Option(
    name: .customLong("month"),
    help: ArgumentHelp(
      "A configured calendar view, a month with an available range, by the key a corpus stores it under: 'at=2024-02-14T20:00:00Z,min=2024-02-10T08:00:00Z,max=2024-02-20T08:00:00Z' (month's flags; min or max may be left out). Rendered in every calendar of the plan under 'availability', its days outside the range listed as 'unavailable'; added to a new or stored plan; repeat for more.",
      valueName: "key"))
  var monthRanges: [String] = []

  /// Every flag's values, by flag name: what a plan file refuses beside itself.
  private var given: [(String, [String])] {
    [
      ("locale", locales), ("calendar", calendars), ("zone", zones),
      ("style-zone", styleZone.map { [$0] } ?? []), ("instant", seedInstants),
      ("edge-instant", edgeInstants), ("sweep-instant", sweepInstants), ("template", templates),
      ("pattern", patterns), ("picker", pickers), ("interval", intervals),
      ("interval-template", intervalTemplates), ("arithmetic", arithmetic),
      ("relative-offset", relativeOffsets), ("duration-seconds", durationSeconds),
      ("duration-format", durationFormats), ("relative-format", relativeFormats),
      ("month", monthRanges), ("style-pair", stylePairs),
    ]
  }

  /// Whether no plan flag is given.
  var isEmpty: Bool { given.allSatisfy(\.1.isEmpty) }

  /// The first plan flag given, by name (`template`).
  var firstGiven: String { given.first { !$0.1.isEmpty }?.0 ?? "" }

  /// Checks every value against the engine and fills a request; nothing is written yet.
  func request(
    engine: any CorpusEngine, directory: String, replan: Bool, jobs: Int
  ) throws -> GenerationRequest {
    func instants(_ texts: [String]) throws -> [Instant]? {
      texts.isEmpty ? nil : try texts.map(Instant.init(iso8601:))
    }
    try templates.forEach(PatternSyntax.validate(template:))
    try intervalTemplates.forEach(PatternSyntax.validate(intervalEntry:))
    try patterns.forEach(PatternSyntax.validate(pattern:))
    for line in PatternSyntax.advice(templates: templates, patterns: patterns) {
      Terminal.writeError("fmtcorpus: \(MessageText.escaped(line, limit: nil))\n")
    }
    let pickers = try self.pickers.map { text in
      let key = try PickerKey(parsing: text)
      do {
        _ = try engine.resolveZone(key.configuration.zone.rawValue)
      } catch let error as InputError {
        throw InputError.invalidPicker(text, reason: error.description)
      }
      return key
    }
    let resolvedLocales = try locales.map(engine.resolveLocale)
    let resolvedCalendars = calendars.isEmpty ? nil : try engine.resolveCalendars(calendars)
    // A variant's calendar setting decides its calendar: flags naming others contradict it.
    for locale in resolvedLocales {
      if let setting = locale.calendarSetting, let resolvedCalendars, resolvedCalendars != [setting]
      {
        throw InputError.calendarConflict(
          locale: locale.rawValue, setting: setting.rawValue,
          flag: calendars.joined(separator: ", "))
      }
    }
    var request = GenerationRequest(
      directory: CorpusDirectory(path: directory),
      locales: resolvedLocales,
      calendars: resolvedCalendars,
      styleZone: try styleZone.map(engine.resolveZone),
      zones: zones.isEmpty ? nil : try resolvedZones(engine),
      seedInstants: try instants(seedInstants),
      edgeInstants: try instants(edgeInstants),
      sweepInstants: try instants(sweepInstants),
      templates: templates, patterns: patterns, pickers: pickers, replan: replan, jobs: jobs,
      intervals: try intervals.map(IntervalPair.init(parsing:)),
      arithmetic: try arithmetic.map { text in
        let item = try ArithmeticCase(parsing: text)
        if let zone = item.zone { _ = try engine.resolveZone(zone.rawValue) }
        return item
      },
      intervalTemplates: intervalTemplates)
    request.plan[.relativeOffsets] = try relativeOffsets.map {
      try SpanAmount(validating: $0, option: "--relative-offset")
    }
    request.plan[.durationSeconds] = try durationSeconds.map {
      try SpanAmount(durationSeconds: $0, option: "--duration-seconds")
    }
    request.plan[.durationFormats] = try durationFormats.map(
      DurationConfiguration.init(validating:))
    request.plan[.relativeFormats] = try relativeFormats.map {
      try RelativeConfiguration.resolving($0, engine: engine)
    }
    request.plan[.monthRanges] = try monthRanges.map(MonthKey.init(parsing:))
    request.plan[.stylePairs] = try stylePairs.map(StylePair.init(parsing:))
    return request
  }

  /// `--zone` values in order, `all` (any letter case) standing for the engine's canonical
  /// zones, sorted.
  private func resolvedZones(_ engine: any CorpusEngine) throws -> [ZoneID] {
    var zones: [ZoneID] = []
    for text in self.zones {
      if text.lowercased() == "all" {
        zones += try engine.canonicalZoneIDs().sorted().map(ZoneID.init(rawValue:))
      } else {
        zones.append(try engine.resolveZone(text))
      }
    }
    return zones
  }
}
