import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Calc: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "calc",
      abstract:
        "Add calendar fields to an instant, read field differences between two, a unit's range and ordinality, or turn components into an instant and back.",
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
        --components era,year,month,day prints the instant's own fields as 'unit value' pairs \
        in the order asked (ucal_get; Calendar.dateComponents(_:from:)), months counted \
        from 1. --from-components year=1996,month=2,day=29 (no --at) prints the instant \
        those fields say in the zone (ucal_clear, ucal_set, ucal_getMillis; \
        Calendar.date(from:)); values out of range or in conflict (month=-9, weekday with \
        day) are each engine's own resolution, and a field left out is its default (ICU: \
        1970, January, the 1st; Foundation's own), so the engines may answer differently. \
        --first-weekday N (1 = Sunday, or sun … sat as the locale setting fw writes it) and \
        --min-days N (1-7) set where the calendar's weeks begin and how many days of the \
        first week fall in the year or month (Calendar.firstWeekday and \
        minimumDaysInFirstWeek; ucal_setAttribute): the week fields, and a weekday rolled \
        within its week, follow them; without them the calendar's own rules count. \
        Fields: \(CalendarField.allCases.map(\.rawValue).joined(separator: ", ")) \
        (week-of-year is week); the icu engine has no nanosecond. \(Self.rangesDiscussion) Instants run from \
        -9999 to 9999 in ISO 8601's astronomical years (0000 is 1 BC, -0044-03-15T12:00:00Z \
        the Ides of March), proleptic Gregorian; the foundation engines hold none before \
        -4713-11-24T12:00:00Z. An instant may be finer than a millisecond \
        (2022-08-22T22:02:38.712307Z, to the nanosecond): the foundation engines read it as \
        the Date a Swift literal of its seconds since 2001 makes, and answer such a question \
        (or one adding nanoseconds, or a nanosecond's interval) as Swift writes the Date, to \
        the nanosecond; otherwise answers are to the millisecond. The icu engine's calendars \
        count whole milliseconds and refuse finer instants. \
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
        "The starting instant, ISO 8601 in UTC (2015-02-14T05:00:00Z; -0044-03-15T12:00:00Z; to the nanosecond for the foundation engines, 2022-08-22T22:02:38.712307Z); every operation but --from-components needs it.",
        valueName: "instant"))
    var at: String?

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
      name: .customLong("from-components"),
      help: ArgumentHelp(
        "Fields that say an instant, without --at: FIELD=N separated by commas (year=1996,month=2,day=29); months count from 1. Prints the instant in UTC.",
        valueName: "fields"))
    var fromComponents: String?

    @Option(
      help: ArgumentHelp(
        "The fields of --at to print, in order, separated by commas (era,year,month,day,weekday,week-of-year,year-for-week-of-year), read in --zone.",
        valueName: "fields"))
    var components: String?

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

    // Ranges and ordinality (Calc+Ranges.swift reads them).
    @Option(
      help: ArgumentHelp(
        "The unit whose values within the unit holding --at are printed as a range (day: 1..<32 in January); needs --in.",
        valueName: "unit"))
    var rangeOf: String?

    @Option(
      help: ArgumentHelp(
        "The unit whose number within the unit holding --at is printed (day --in year: 32 on 1 February); needs --in.",
        valueName: "unit"))
    var ordinalityOf: String?

    @Option(
      name: .customLong("in"),
      help: ArgumentHelp(
        "The larger unit --range-of or --ordinality-of counts within (month, year, quarter …).",
        valueName: "unit"))
    var within: String?

    @Option(
      help: ArgumentHelp(
        "The unit whose values every larger unit holds, printed as a range (day: 1..<29).",
        valueName: "unit"))
    var minimumRange: String?

    @Option(
      help: ArgumentHelp(
        "The unit whose values some larger unit holds, printed as a range (day: 1..<32).",
        valueName: "unit"))
    var maximumRange: String?
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
      // A date from components reads no instant: the epoch stands in, unread.
      let instant =
        try at.map { try Instant(expandedISO8601: $0) } ?? Instant(millisecondsSince1970: 0)
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
          outcome, operation: operation, calendar: calendar, zone: zone,
          at: at.map { _ in instant },
          engine: engine.info.name, weekRules: weekRules), terminator: "")
    }

    /// `--add`, `--roll`, `--to` with `--units`, `--components` or `--from-components`:
    /// exactly one of them, with `--at` for all but `--from-components`.
    private func operation() throws -> ArithmeticOperation {
      // One operation a run: each verb's reader refuses the older operations beside it; two of
      // the newer ones together (a range, components, a calendar question) are refused here.
      let verbs: [String] = [
        rangeOf.map { _ in "--range-of" }, ordinalityOf.map { _ in "--ordinality-of" },
        minimumRange.map { _ in "--minimum-range" }, maximumRange.map { _ in "--maximum-range" },
        components.map { _ in "--components" }, fromComponents.map { _ in "--from-components" },
        addComponents.map { _ in "--add-components" },
        rollComponents.map { _ in "--roll-components" }, intervalOf.map { _ in "--interval-of" },
        weekend ? "--weekend" : nil, weekendInterval ? "--weekend-interval" : nil,
        nextWeekend.map { _ in "--next-weekend" }, compare.map { _ in "--compare" },
      ].compactMap { $0 }
      guard verbs.count < 2 else {
        throw InputError.invalidValue(
          verbs.joined(separator: " with "), option: "calc",
          expected: "one operation a run (run calc once per question)")
      }
      if let ranged = try rangeOperation() { return ranged }
      if let components = try self.componentsOperation() { return components }
      let asked =
        add != nil || !roll.isEmpty || to != nil || units != nil || addComponents != nil
        || rollComponents != nil || intervalOf != nil || weekend || weekendInterval
        || nextWeekend != nil || compare != nil || granularity != nil
      guard asked else {
        throw InputError.invalidValue(
          "nothing", option: "calc",
          expected:
            "an operation: --add, --roll, --to with --units, --add-components, --roll-components, --range-of or --ordinality-of with --in, --minimum-range, --maximum-range, --components, --from-components, --interval-of, --weekend, --weekend-interval, --next-weekend, or --compare with --granularity"
        )
      }
      guard at != nil else {
        throw InputError.invalidValue(
          "no --at", option: "calc",
          expected:
            "--at INSTANT (only --from-components, --minimum-range and --maximum-range read no instant)"
        )
      }
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

    /// `--components` or `--from-components`, refused with any other operation (which would
    /// be a second calculation on one line); nil when neither is given.
    private func componentsOperation() throws -> ArithmeticOperation? {
      let verb =
        components.map { _ in "--components" } ?? fromComponents.map { _ in "--from-components" }
      guard let verb else { return nil }
      let others = [
        add.map { _ in "--add" }, roll.isEmpty ? nil : "--roll", to.map { _ in "--to" },
        units.map { _ in "--units" },
        components != nil && fromComponents != nil ? "--from-components" : nil,
      ].compactMap { $0 }
      guard others.isEmpty else {
        throw InputError.invalidValue(
          "\(verb) with \(others.joined(separator: " and "))", option: "calc",
          expected: "\(verb) alone (run calc once per operation)")
      }
      if let fromComponents {
        guard at == nil else {
          throw InputError.invalidValue(
            "--from-components with --at", option: "calc",
            expected:
              "--from-components alone: the fields say the instant (Calendar.date(from:) reads no other)"
          )
        }
        return .fromComponents(
          try FieldAmount.list(parsing: fromComponents, option: "--from-components"))
      }
      guard at != nil else {
        throw InputError.invalidValue(
          "--components without --at", option: "calc",
          expected: "--at INSTANT, whose fields are read")
      }
      return .components(try CalendarField.list(parsing: components ?? "", option: "--components"))
    }
  }
}
