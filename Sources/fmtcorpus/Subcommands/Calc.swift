import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Calc: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "calc",
      abstract: "Add calendar fields to an instant, or read field differences between two.",
      discussion: """
        Example: fmtcorpus calc --calendar gregorian --zone America/New_York \
        --at 2015-02-14T05:00:00Z --to 2015-03-17T04:00:00Z --units day prints 'day 31'. \
        --add month=1,day=-3 adds each field in turn, left to right (one ucal_add each), and \
        prints the resulting instant in UTC. --roll day=20 rolls instead (ucal_roll; \
        Foundation's wrappingComponents): the field wraps within the next larger one, which \
        stays; --roll may be repeated, each in turn. --add and --roll are not mixed: run calc \
        twice. --to with --units year,month,day reads each \
        unit's difference in turn on one calendar (ucal_getFieldDifference) and prints \
        'unit value' pairs in the order asked; --to may be before --at (negative values). \
        --first-weekday N (1 = Sunday, or sun … sat as the locale setting fw writes it) and \
        --min-days N (1-7) set where the calendar's weeks begin and how many days of the \
        first week fall in the year or month (Calendar.firstWeekday and \
        minimumDaysInFirstWeek; ucal_setAttribute): the week fields, and a weekday rolled \
        within its week, follow them; without them the calendar's own rules count. \
        Fields: \(CalendarField.allCases.map(\.rawValue).joined(separator: ", ")) \
        (week-of-year is week); the icu engine has no nanosecond. Instants run from \
        -9999 to 9999 in ISO 8601's astronomical years (0000 is 1 BC, -0044-03-15T12:00:00Z \
        the Ides of March), proleptic Gregorian; the foundation engines hold none before \
        -4713-11-24T12:00:00Z. \
        --add-components month=1,day=-30 adds one DateComponents in one call, in Foundation's \
        own order (Calendar.date(byAdding:to:)), and --roll-components rolls it \
        (wrappingComponents: true); the icu engine has no such call and refuses both (--add \
        and --roll add in the order you give). --interval-of UNIT prints the start and end of \
        the unit holding --at (Calendar.dateInterval(of:for:); UNIT is a field or quarter), or \
        'none'. --weekend prints true or false (isDateInWeekend; ucal_isWeekend), \
        --weekend-interval the weekend holding --at or 'none', --next-weekend forward|backward \
        the next weekend or the one before; weekends are en_US's (Saturday and Sunday). \
        --compare INSTANT --granularity UNIT prints ascending, same or descending \
        (Calendar.compare(_:to:toGranularity:); isDate(_:equalTo:toGranularity:) is 'same'). \
        The icu engine answers --weekend only and refuses the rest, naming foundation.
        """)

    /// Every calendar some engine has, read from the one list (not 'all': calc reads one).
    @Option(
      help: ArgumentHelp(
        "A CLDR calendar id: \(CalendarID.icu.map(\.rawValue).joined(separator: ", ")); the foundation engine also has \(CalendarID.foundationOnly.map(\.rawValue).joined(separator: ", ")).",
        valueName: "calendar"))
    var calendar = "gregorian"

    @Option(help: "An IANA time zone id: where days and months begin.")
    var zone: String

    // Unconditional: a year before 0000 begins with '-' (--at -0044-03-15T12:00:00Z).
    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "The starting instant, ISO 8601 in UTC (2015-02-14T05:00:00Z; -0044-03-15T12:00:00Z).",
        valueName: "instant"))
    var at: String

    @Option(
      help: ArgumentHelp(
        "Fields to add, in order: FIELD=N separated by commas (month=1,day=-3).",
        valueName: "fields"))
    var add: String?

    @Option(
      help: ArgumentHelp(
        "Fields to roll, in order: FIELD=N separated by commas (day=20); may be repeated.",
        valueName: "fields"))
    var roll: [String] = []

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "The other instant, ISO 8601 in UTC; needs --units.", valueName: "instant"))
    var to: String?

    @Option(
      help: ArgumentHelp(
        "The units --to reads, in order, separated by commas (year,month,day).",
        valueName: "units"))
    var units: String?

    @Option(
      name: .customLong(WeekRules.firstWeekdayName),
      help: ArgumentHelp(
        "The calendar's first weekday: 1 (Sunday) to 7, or \(WeekRules.weekdayNames.joined(separator: ", ")).",
        valueName: "weekday"))
    var firstWeekday: String?

    @Option(
      name: .customLong(WeekRules.minimumDaysName),
      help: ArgumentHelp(
        "The calendar's minimum days in the first week of a year or month: 1 to 7.",
        valueName: "days"))
    var minimumDays: String?

    // Several components at once, intervals, weekends and comparisons (Calc+Questions.swift).
    @Option(
      help: ArgumentHelp(
        "Fields to add as one DateComponents, in one call (Foundation's date(byAdding:to:)): FIELD=N separated by commas, each once (month=1,day=-30). Foundation chooses the order, not you: --add adds in yours.",
        valueName: "fields"))
    var addComponents: String?

    @Option(
      help: ArgumentHelp(
        "Fields to roll as one DateComponents, in one call (date(byAdding:to:wrappingComponents: true)): FIELD=N separated by commas, each once.",
        valueName: "fields"))
    var rollComponents: String?

    @Option(
      help: ArgumentHelp(
        "Print the start and end of the unit holding --at (Calendar.dateInterval(of:for:)), or 'none': a field or quarter.",
        valueName: "unit"))
    var intervalOf: String?

    @Flag(help: "Print whether --at is in a weekend: true or false.")
    var weekend = false

    @Flag(help: "Print the start and end of the weekend holding --at, or 'none' on a weekday.")
    var weekendInterval = false

    @Option(
      help: ArgumentHelp(
        "Print the start and end of the next weekend after --at (forward) or the one before it (backward).",
        valueName: "direction"))
    var nextWeekend: String?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Compare --at with this instant at --granularity: prints ascending (--at is in an earlier unit), same or descending.",
        valueName: "instant"))
    var compare: String?

    @Option(
      help: ArgumentHelp(
        "The unit --compare compares in: a field or quarter (day: the same day?).",
        valueName: "unit"))
    var granularity: String?

    @Flag(help: "Print a JSON object with the inputs and the result.")
    var json = false

    @OptionGroup var engineOption: EngineOption

    func run() throws {
      let operation = try self.operation()
      let weekRules = try WeekRules(
        validatingFirstWeekday: firstWeekday, minimumDays: minimumDays)
      let calendar = try CalendarID(validating: calendar)
      let instant = try Instant(expandedISO8601: at)
      let engine = try engineOption.make()
      let zone = try engine.resolveZone(zone)
      let outcome = try engine.calculate(
        calendar: calendar, zone: zone, at: instant, operation, weekRules: weekRules)
      guard json else {
        print(outcome)
        return
      }
      print(
        JSONOutput.calculation(
          outcome, operation: operation, calendar: calendar, zone: zone, at: instant,
          engine: engine.info.name, weekRules: weekRules), terminator: "")
    }

    /// `--add`, `--roll`, or `--to` with `--units`: exactly one of them.
    private func operation() throws -> ArithmeticOperation {
      if let question = try calendarQuestion() { return question }
      if !roll.isEmpty {
        guard add == nil, to == nil, units == nil else {
          // Which came first on the command line is not kept, and adds and rolls do not
          // commute (a month end pins the day): refused rather than ordered by a rule.
          throw InputError.invalidValue(
            "--roll with "
              + [
                add.map { _ in "--add" }, to.map { _ in "--to" },
                units.map { _ in "--units" },
              ].compactMap { $0 }.joined(separator: " and "),
            option: "calc",
            expected: "--roll alone (run calc once per step to add and roll in a chosen order)")
        }
        return .roll(try roll.flatMap { try FieldAmount.list(parsing: $0, option: "--roll") })
      }
      switch (add, to, units) {
      case (let add?, nil, nil): return .add(try FieldAmount.list(parsing: add))
      case (nil, let to?, let units?):
        let fields = try CalendarField.list(parsing: units, option: "--units")
        return .difference(to: try Instant(expandedISO8601: to), units: fields)
      case (nil, _?, nil):
        throw InputError.invalidValue(
          "--to without --units", option: "calc", expected: "--units such as day or year,month,day")
      default:
        let given = [
          add.map { "--add \($0)" }, to.map { "--to \($0)" }, units.map { "--units \($0)" },
        ].compactMap { $0 }
        throw InputError.invalidValue(
          given.isEmpty ? "nothing" : given.joined(separator: " with "), option: "calc",
          expected: "either --add FIELD=N,…, --roll FIELD=N,… or --to INSTANT with --units UNIT,…")
      }
    }
  }
}
