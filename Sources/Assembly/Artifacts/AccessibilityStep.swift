import CorpusModel
import GoldenFormat

/// ``Artifact/accessibility``: what a screen reader's words are built from. Per calendar, from
/// the reference picker's source and the months' source (the same handles ``WheelsStep`` and
/// ``MonthStep`` are given); once per locale, in the calendar ``CorpusAssembly`` renders the
/// timers in, the field names and the count-down's spoken values.
public enum AccessibilityStep: CalendarArtifactStep, LocaleArtifactStep {
  public static let artifact = Artifact.accessibility

  /// The modes read per calendar; the count-down's values are the locale's alone.
  static let dateModes: [PickerMode] = [.time, .date, .dateAndTime]

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    guard rendering.plan.accessibility == true else { return }
    let source = try rendering.referencePickerSource()
    rendering.corpus.accessibility = try calendarPart(
      rendering.pickerAssembly(), source,
      months: rendering.formatters.monthSource(zone: MonthReference.zone),
      at: PickerReference.instant)
    if rendering.rendersPerLocale {
      var refused: RefusedEntries = [:]
      rendering.perLocaleAccessibility = try localePart(
        rendering.formatters, source, leavingOut: true, refused: &refused)
      rendering.refused = rendering.refused.adding(refused)
    }
  }

  /// Nothing more to ask: the locale's part was rendered with a calendar.
  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {}

  /// The values of one calendar: each date mode's wheels as elements, the header in full, the
  /// day cell's pattern and its readings for the first day of `instant`'s month and for
  /// `instant`'s day, and the word for today.
  public static func calendarPart(
    _ assembly: PickerAssembly, _ source: some PickerSource, months: some MonthSource,
    at instant: Instant
  ) throws -> CalendarAccessibility {
    // The date wheel is read as the wheel renders its rows (the styles' numbering: he_IL's
    // Hebrew calendar says ה׳), through the spoken skeleton's pattern.
    let spokenPattern = try source.bestPattern(for: PickerReference.spokenDateSkeleton)
    let spokenDate = try source.rows(spokenPattern, at: [source.reference])[0]
    var wheels: [PickerMode: [SpokenWheel]] = [:]
    for picker in try assembly.pickers(modes: dateModes, source: source) {
      wheels[picker.mode] = picker.wheels.map { wheel in
        let shown = wheel.rows.indices.contains(wheel.selected) ? wheel.rows[wheel.selected] : ""
        return SpokenWheel(field: wheel.field, value: wheel.field == .date ? spokenDate : shown)
      }
    }
    let rules = try months.weekRules()
    let weekdays = try MonthAssembly(
      locale: assembly.locale, calendar: assembly.calendar, isRightToLeft: assembly.isRightToLeft
    ).rotated(months.wideStandaloneWeekdays(), firstWeekday: rules.firstWeekday)
    // A day cell is read as the month writes its selected day: through the months' source.
    let cellPattern = try months.bestPattern(for: PickerReference.spokenDateSkeleton)
    // Every cell, as the calendar walks the month (October 1582's 15th is its fifth cell).
    let days = try months.dayReadings(cellPattern, ofMonthContaining: instant)
    guard let first = days.first else {
      throw EngineError(
        operation: "month days", status: "no day",
        context: "\(assembly.locale.rawValue)@calendar=\(assembly.calendar.rawValue) \(instant)")
    }
    let title = try months.string(
      months.bestPattern(for: MonthReference.titleSkeleton), at: instant)
    return CalendarAccessibility(
      wheels: wheels, weekdays: weekdays,
      dayCell: DayCellLabel(
        pattern: cellPattern, first: first,
        selected: try months.string(cellPattern, at: instant)),
      cells: MonthCellLabels(month: title, days: days),
      today: try source.todayWord())
  }

  /// The locale's values: each named field's display name in every width, and the count-down's
  /// wheels at the reference (1:53) as spoken values.
  ///
  /// - Parameter leavingOut: whether a part the engine refuses as unsupported is left out (a
  ///   corpus: Foundation's field names, ICU 60.3's count-down) instead of thrown (`wheels
  ///   --accessibility`, which names the refusal and exits 2).
  ///   - refused: where a part left out is recorded (`accessibility › fields`).
  public static func localePart<Formatters: CalendarFormatters>(
    _ formatters: Formatters, _ source: some PickerSource, leavingOut: Bool,
    refused: inout RefusedEntries
  ) throws -> LocaleAccessibility {
    func asked<Value>(_ part: String, _ body: () throws -> Value) throws -> Value? {
      leavingOut
        ? try Unsupported.leftOut(at: [artifact.name, part], into: &refused, body) : try body()
    }
    var part = LocaleAccessibility()
    // The names first: a refusal names what every line needs (`wheels --accessibility`).
    part.fieldNames =
      try asked("fields") {
        var names: [WheelField: [FieldNameWidth: String]] = [:]
        for field in WheelField.named {
          for width in FieldNameWidth.allCases {
            names[field, default: [:]][width] = try formatters.fieldDisplayName(field, width: width)
          }
        }
        return names
      } ?? [:]
    let seconds = PickerReference.countDownSeconds
    let units: [(WheelField, String, Int)] = [
      (.hour, "hour", seconds / 3600), (.minute, "minute", seconds % 3600 / 60),
    ]
    part.countDown =
      try asked("countDown") {
        var spoken: [WheelField: SpokenDuration] = [:]
        for (field, unit, value) in units {
          spoken[field] = SpokenDuration(
            wide: try source.duration(value, unit: unit, wide: true),
            short: try source.duration(value, unit: unit, wide: false))
        }
        return spoken
      } ?? [:]
    return part
  }

  /// `dayCell`, `today` and `weekdays` on a line each, then each mode's wheels on a line: none
  /// in a plan made before the artifact.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard let values = corpus.accessibility else { return }
    writer.key(artifact.name)
    write(values, into: &writer)
  }

  /// A calendar's values as an object (a corpus file's member, `--accessibility --json`).
  public static func write(_ values: CalendarAccessibility, into writer: inout GoldenWriter) {
    writer.object { writer in
      writer.key("cells")
      writer.inline { writer in
        writer.object { writer in
          writer.key("days")
          writer.array(values.cells.days)
          writer.member("month", values.cells.month)
        }
      }
      writer.key("dayCell")
      writer.inline { writer in
        writer.object { writer in
          writer.member("first", values.dayCell.first)
          writer.member("pattern", values.dayCell.pattern)
          writer.member("selected", values.dayCell.selected)
        }
      }
      writer.member("today", values.today)
      writer.key("weekdays")
      writer.inline { $0.array(values.weekdays) }
      writer.key("wheels")
      writer.object { writer in
        let modes = values.wheels.sorted {
          $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8)
        }
        for (mode, wheels) in modes {
          writer.key(mode.rawValue)
          writer.inline { writer in
            writer.array { writer in
              for wheel in wheels {
                writer.object { writer in
                  writer.member("field", wheel.field.rawValue)
                  writer.member("value", wheel.value)
                }
              }
            }
          }
        }
      }
    }
  }

  /// `countDown` (field → its spoken value in both widths) and `fields` (field → its name in
  /// each width), a field on a line; a part the engine left out is absent.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    guard let values = corpus.accessibility else { return }
    writer.key(artifact.name)
    write(values, into: &writer)
  }

  /// A locale's values as an object (a corpus file's member, `--accessibility --json`).
  public static func write(_ values: LocaleAccessibility, into writer: inout GoldenWriter) {
    writer.object { writer in
      if !values.countDown.isEmpty {
        writer.key("countDown")
        writer.object { writer in
          for (field, spoken) in sortedByName(values.countDown) {
            writer.key(field.rawValue)
            writer.inline { writer in
              writer.object { writer in
                writer.member("short", spoken.short)
                writer.member("wide", spoken.wide)
              }
            }
          }
        }
      }
      if !values.fieldNames.isEmpty {
        writer.key("fields")
        writer.object { writer in
          for (field, names) in sortedByName(values.fieldNames) {
            writer.key(field.rawValue)
            writer.inline { writer in
              writer.object { writer in
                // `abbreviated`, `narrow`, `wide`: byte order.
                for width in [FieldNameWidth.abbreviated, .narrow, .wide] {
                  if let name = names[width] { writer.member(width.rawValue, name) }
                }
              }
            }
          }
        }
      }
    }
  }

  private static func sortedByName<Value>(_ values: [WheelField: Value]) -> [(WheelField, Value)] {
    values.sorted { $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8) }
      .map { ($0.key, $0.value) }
  }
}
