import CorpusModel

/// The yardstick's workload, through this engine: `../shared/bench/node-styles.js` runs it with
/// Node's `Intl.DateTimeFormat`, and `scripts/bench` runs both side by side, so the two are timed
/// on the same work rather than Node's styles against our whole corpus.
///
/// Every locale × gregorian, buddhist and hebrew × the 24 style pairs × the script's 8 instants,
/// in America/New_York, on the calling thread, through the style sets `generate` renders the
/// styles artifact with (one set per locale and calendar, as the script opens one formatter per
/// locale, calendar and pair).
public enum StylesWorkload {
  /// The Node script's instants, in its order.
  public static let instants: [Instant] = [
    1_168_365_600_000,  // 2007-01-09T18:00:00Z
    1_264_615_200_000,  // 2010-01-27T18:00:00Z
    1_421_678_700_000,  // 2015-01-19T14:45:00Z
    -2_960_391_838_000,  // 1876-03-10T04:56:02Z
    1_709_208_000_000,  // 2024-02-29T12:00:00Z
    1_694_865_600_000,  // 2023-09-16T12:00:00Z
    1_577_707_200_000,  // 2019-12-30T12:00:00Z
    1_636_266_600_000,  // 2021-11-07T06:30:00Z
  ].map(Instant.init(millisecondsSince1970:))

  public static let zone = ZoneID(rawValue: "America/New_York")

  /// Renders the workload for `locales` (ICU spellings, as `fmtcorpus info --locales` lists
  /// them): how many strings, and their UTF-16 length summed, as the script sums it. `each`, when
  /// given, sees every string in order (the `strings` mode that compares them with Node's).
  public static func run(locales: [LocaleID], each: ((String) -> Void)? = nil) throws -> (
    strings: Int, utf16Length: Int
  ) {
    let source = ICUSource()
    var strings = 0
    var length = 0
    for locale in locales {
      let formatters = source.formatters(for: locale)
      for calendar in [CalendarID.gregorian, .buddhist, .hebrew] {
        let styles = formatters.calendar(calendar, zone: zone)
        for pair in StylePair.all {
          for instant in instants {
            let text = try styles.style(pair, zone: zone, at: instant)
            each?(text)
            length += text.utf16.count
            strings += 1
          }
        }
      }
    }
    return (strings, length)
  }
}

/// The calendars yardstick (`scripts/node-calendars.js`, issue 29): the styles workload's 24
/// style pairs and 8 instants in America/New_York, in each locale's calendars of the default
/// plan (Gregorian, Buddhist, Hebrew and the ones its region prefers: ja_JP Japanese, th_TH
/// Buddhist, zh_Hant_TW Minguo and Chinese …). The plan is written once by
/// ``CalendarsWorkload/plan(locales:)`` and read by both tools, so both render the same pairs.
public enum CalendarsWorkload {
  /// Each locale's calendars in the default plan, as `generate` renders them.
  public static func plan(locales: [LocaleID]) throws -> [(
    locale: LocaleID, calendars: [CalendarID]
  )] {
    let source = ICUSource()
    let engine = try source.calendarIDs()
    return try locales.map { locale in
      (
        locale,
        Plan.default.calendars(
          preferred: try source.preferredCalendars(for: locale), engine: engine)
      )
    }
  }

  /// Renders every locale × its calendars × the 24 pairs × the 8 instants, through the style
  /// sets `generate` renders the styles artifact with (one set per locale and calendar).
  public static func run(plan: [(locale: LocaleID, calendars: [CalendarID])]) throws -> (
    strings: Int, utf16Length: Int
  ) {
    let source = ICUSource()
    let zone = StylesWorkload.zone
    var strings = 0
    var length = 0
    for (locale, calendars) in plan {
      let formatters = source.formatters(for: locale)
      for calendar in calendars {
        let styles = formatters.calendar(calendar, zone: zone)
        for pair in StylePair.all {
          for instant in StylesWorkload.instants {
            length += try styles.style(pair, zone: zone, at: instant).utf16.count
            strings += 1
          }
        }
      }
    }
    return (strings, length)
  }
}

/// The intervals yardstick (`scripts/node-intervals.js`, issue 30): every locale × Gregorian,
/// Buddhist and Hebrew × the default plan's interval templates × its pairs, in America/New_York,
/// through the interval formats `generate` renders the intervals artifact with: one
/// `udtitvfmt_open` per locale, calendar and template, as the script opens one
/// `Intl.DateTimeFormat` per locale, calendar and template.
public enum IntervalsWorkload {
  public static let calendars: [CalendarID] = [.gregorian, .buddhist, .hebrew]

  public static func run(locales: [LocaleID]) throws -> (strings: Int, utf16Length: Int) {
    let source = ICUSource()
    let zone = StylesWorkload.zone
    var strings = 0
    var length = 0
    for locale in locales {
      let formatters = source.formatters(for: locale)
      for calendar in calendars {
        let spans = formatters.calendar(calendar, zone: zone)
        for template in IntervalPair.defaultTemplates {
          for pair in IntervalPair.defaults {
            length += try spans.interval(template: template, from: pair.from, to: pair.to)
              .utf16.count
            strings += 1
          }
        }
      }
    }
    return (strings, length)
  }
}
