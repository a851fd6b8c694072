import CorpusModel

/// `fields.json`, the locale-independent component table.
extension GoldenEncoding {
  /// `fields.json`: calendar › zone › instant → the fields on one line, written straight
  /// through a ``GoldenWriter`` (no tree).
  ///
  /// Each calendar, zone and instant is ranked once by its text's bytes, and the rows are sorted
  /// by their three ranks (integers, not strings), as ``writeStyles(_:into:)`` sorts.
  public static func render(fields: [FieldsKey: CalendarFields]) -> (bytes: [UInt8], entries: Int) {
    var calendars = Ranking<CalendarID>()
    var zones = Ranking<ZoneID>()
    var instants = Ranking<Instant>()
    // Ranks and the index in `values`, packed: calendar (8 bits) › zone (16) › instant (16) ›
    // index (20).
    var ordered: [Int] = []
    var values: [CalendarFields] = []
    ordered.reserveCapacity(fields.count)
    values.reserveCapacity(fields.count)
    precondition(fields.count < 1 << 20, "too many fields rows")
    for (key, value) in fields {
      let calendar = calendars.index(key.calendar)
      let zone = zones.index(key.zone)
      let instant = instants.index(key.instant)
      ordered.append((calendar << 52) | (zone << 36) | (instant << 20) | values.count)
      values.append(value)
    }
    precondition(
      calendars.values.count < 1 << 8 && zones.values.count < 1 << 16
        && instants.values.count < 1 << 16)
    let calendarRanks = calendars.ranks(by: \.rawValue)
    let zoneRanks = zones.ranks(by: \.rawValue)
    let instantRanks = instants.ranks(by: \.iso8601)
    for index in ordered.indices {
      let packed = ordered[index]
      ordered[index] =
        (calendarRanks[packed >> 52] << 52) | (zoneRanks[(packed >> 36) & 0xFFFF] << 36)
        | (instantRanks[(packed >> 20) & 0xFFFF] << 20) | (packed & 0xF_FFFF)
    }
    ordered.sort()
    let calendarTexts = calendars.sortedTexts(\.rawValue)
    let zoneTexts = zones.sortedTexts(\.rawValue)
    let instantTexts = instants.sortedTexts(\.iso8601)
    return GoldenWriter.file(capacity: ordered.count * 192 + 64) { writer in
      writer.object { writer in
        writer.key("fields")
        var index = 0
        writer.object { writer in
          while index < ordered.count {
            let calendar = ordered[index] >> 52
            writer.key(calendarTexts[calendar])
            writer.object { writer in
              while index < ordered.count, ordered[index] >> 52 == calendar {
                let zone = ordered[index] >> 36
                writer.key(zoneTexts[zone & 0xFFFF])
                writer.object { writer in
                  while index < ordered.count, ordered[index] >> 36 == zone {
                    let packed = ordered[index]
                    writer.key(instantTexts[(packed >> 20) & 0xFFFF])
                    write(values[packed & 0xF_FFFF], into: &writer)
                    index += 1
                  }
                }
              }
            }
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
