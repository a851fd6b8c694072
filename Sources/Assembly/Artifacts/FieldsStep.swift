import CorpusModel
import GoldenFormat

/// ``Artifact/fields``: the seed's component table for every calendar × zone × instant of the
/// plan, once per corpus in its own file (it does not depend on the locale; month names are
/// en_US's).
public enum FieldsStep {
  public static let artifact = Artifact.fields

  /// Asks the engine for every calendar's fields in every zone at every instant: every
  /// calendar some locale of the plan renders (the plan's, and the locales' preferred ones when
  /// the plan takes them).
  public static func render<Source: FormatterSource>(
    _ source: Source, plan: Plan, calendars: [CalendarID]
  ) throws -> [FieldsKey: CalendarFields] {
    var fields: [FieldsKey: CalendarFields] = [:]
    for calendar in calendars {
      let reader = try source.catalog.fieldsReader(
        calendar: calendar, monthNames: LocaleID(rawValue: "en_US"), zone: plan.styleZone)
      for zone in plan.zones {
        for instant in plan.allInstants {
          fields[FieldsKey(calendar: calendar, zone: zone, instant: instant)] =
            try reader.fields(zone: zone, at: instant)
        }
      }
    }
    return fields
  }

  /// The file: calendar › zone › instant → the fields on one line, written straight through a
  /// ``GoldenWriter`` (no tree).
  ///
  /// Each calendar, zone and instant is ranked once by its text's bytes, and the rows are put in
  /// the order of their three ranks (``GoldenEncoding/RankedRows``), as `styles` are.
  ///
  /// - Parameter fields: the component table; nil for a plan that renders the arithmetic
  ///   without it, whose file then has no `fields` member.
  public static func file(
    _ fields: [FieldsKey: CalendarFields]?, arithmetic: [ArithmeticKey: ArithmeticOutcome] = [:]
  ) -> (bytes: [UInt8], entries: Int) {
    var calendars = GoldenEncoding.Ranking<CalendarID>()
    var zones = GoldenEncoding.Ranking<ZoneID>()
    var instants = GoldenEncoding.Ranking<Instant>()
    var keys: [(Int, Int, Int)] = []
    var values: [CalendarFields] = []
    keys.reserveCapacity(fields?.count ?? 0)
    values.reserveCapacity(fields?.count ?? 0)
    for (key, value) in fields ?? [:] {
      keys.append(
        (calendars.index(key.calendar), zones.index(key.zone), instants.index(key.instant)))
      values.append(value)
    }
    let rows = GoldenEncoding.RankedRows.sorted(
      keys,
      ranks: (
        calendars.ranks(by: \.rawValue), zones.ranks(by: \.rawValue),
        instants.ranks(by: \.iso8601)
      ))
    let texts = (
      calendars.sortedTexts(\.rawValue), zones.sortedTexts(\.rawValue),
      instants.sortedTexts(\.iso8601)
    )
    return GoldenWriter.file(capacity: rows.count * 192 + 64) { writer in
      writer.object { writer in
        ArithmeticStep.write(arithmetic, into: &writer)
        if fields != nil {
          writer.key(artifact.name)
          GoldenEncoding.RankedRows.write(rows, texts, into: &writer) { instant, index, writer in
            writer.key(instant)
            write(values[index], into: &writer)
          }
        }
        writer.member("formatVersion", Manifest.currentFormatVersion)
      }
    }
  }

  /// One calendar's fields at one zone and instant, on one line.
  private static func write(_ fields: CalendarFields, into writer: inout GoldenWriter) {
    writer.inline { writer in
      writer.object { writer in
        writer.member("day", fields.day)
        writer.member("era", fields.era)
        writer.member("hour", fields.hour)
        writer.member("leapMonth", fields.isLeapMonth)
        writer.member("minute", fields.minute)
        writer.member("month", fields.month)
        writer.member("monthName", fields.monthName)
        writer.member("weekday", fields.weekday)
        writer.member("weekdayOrdinal", fields.weekdayOrdinal)
        writer.member("year", fields.year)
      }
    }
  }
}
