import CorpusModel
import Foundation

/// A fixed pattern (`MMM dd, yyyy`) as a `Date.FormatString`, the interpolation
/// `Date.VerbatimFormatStyle` and `Date.ParseStrategy` take: each letter run is the symbol
/// whose raw value has those letters in swift-foundation's field-symbol table, literal text is
/// appended as text.
///
/// Beyond ``FormatStyleTemplate``'s table a format string has the stand-alone, day-period,
/// cyclic-year, week-year and verbatim-hour symbols:
///
/// | letters | interpolation |
/// | --- | --- |
/// | `L`…`LLLLL`, `c`, `ccc`…`cccccc`, `q`…`qqqqq` | `standaloneMonth:`, `standaloneWeekday:`, `standaloneQuarter:` |
/// | `a`–`aaa`, `aaaa`, `aaaaa` | `dayPeriod: .standard(.abbreviated / .wide / .narrow)` |
/// | `b`–`bbb`, `bbbb`, `bbbbb` | `dayPeriod: .with12s(…)` |
/// | `B`–`BBB`, `BBBB`, `BBBBB` | `dayPeriod: .conversational(.abbreviated / .narrow / .wide)` (the table's raw values: `BBBB` is its narrow) |
/// | `U`–`UUU`, `UUUU`, `UUUUU` | `cyclicYear: .abbreviated / .wide / .narrow` |
/// | `Y`, `YY`, `YYY…` | `yearForWeekOfYear: .defaultDigits / .twoDigits / .padded(n)` |
/// | `h`, `hh`, `H`, `HH`, `K`, `KK`, `k`, `kk` | `hour: .defaultDigits / .twoDigits(clock:hourCycle:)` (12 or 24 hours, 1- or 0-based) |
///
/// The template's `j`, `J`, `C` hours are not pattern letters; `X`, `x` (ISO zones with `Z`)
/// and widths outside the tables have no symbol: such a pattern is refused, naming the run.
enum FormatStyleVerbatim {
  typealias Symbol = Date.FormatStyle.Symbol
  typealias Interpolation = Date.FormatString.StringInterpolation

  /// - Throws: `InputError.unsupported` naming the first run with no symbol.
  static func formatString(_ pattern: String) throws -> Date.FormatString {
    let runs = PatternRuns.runs(of: pattern)
    var interpolation = Interpolation(
      literalCapacity: pattern.count, interpolationCount: runs.count)
    for run in runs {
      switch run {
      case .literal(let text): interpolation.appendLiteral(text)
      case .field(let letter, let count):
        guard append(letter, count, to: &interpolation) else {
          let run = String(repeating: letter, count: count)
          throw InputError.unsupported(
            pattern, engine: FormatStyleSource.engineName,
            reason:
              "'\(run)' has no Date.FormatString symbol (Date.VerbatimFormatStyle cannot show it)"
          )
        }
      }
    }
    return Date.FormatString(stringInterpolation: interpolation)
  }

  /// Appends one run's symbol; false where the tables have none.
  private static func append(_ letter: Character, _ count: Int, to text: inout Interpolation)
    -> Bool
  {
    func pick<Value>(_ values: [Value], _ apply: (inout Interpolation, Value) -> Void) -> Bool {
      guard count <= values.count else { return false }
      apply(&text, values[count - 1])
      return true
    }
    let periodWidths: [Symbol.DayPeriod.Width] = [
      .abbreviated, .abbreviated, .abbreviated, .wide, .narrow,
    ]
    switch letter {
    case "G":
      return pick([.abbreviated, .abbreviated, .abbreviated, .wide, .narrow] as [Symbol.Era]) {
        $0.appendInterpolation(era: $1)
      }
    case "y":
      text.appendInterpolation(
        year: count == 1 ? .defaultDigits : count == 2 ? .twoDigits : .padded(count))
    case "u": text.appendInterpolation(year: .extended(minimumLength: count))
    case "r": text.appendInterpolation(year: .relatedGregorian(minimumLength: count))
    case "Y":
      text.appendInterpolation(
        yearForWeekOfYear: count == 1 ? .defaultDigits : count == 2 ? .twoDigits : .padded(count))
    case "U":
      return pick(
        [.abbreviated, .abbreviated, .abbreviated, .wide, .narrow] as [Symbol.CyclicYear]
      ) { $0.appendInterpolation(cyclicYear: $1) }
    case "Q":
      return pick([.oneDigit, .twoDigits, .abbreviated, .wide, .narrow] as [Symbol.Quarter]) {
        $0.appendInterpolation(quarter: $1)
      }
    case "q":
      return pick(
        [.oneDigit, .twoDigits, .abbreviated, .wide, .narrow] as [Symbol.StandaloneQuarter]
      ) { $0.appendInterpolation(standaloneQuarter: $1) }
    case "M":
      return pick([.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow] as [Symbol.Month]) {
        $0.appendInterpolation(month: $1)
      }
    case "L":
      return pick(
        [.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow] as [Symbol.StandaloneMonth]
      ) { $0.appendInterpolation(standaloneMonth: $1) }
    case "w":
      return pick([.defaultDigits, .twoDigits] as [Symbol.Week]) {
        $0.appendInterpolation(week: $1)
      }
    case "W": return pick([.weekOfMonth] as [Symbol.Week]) { $0.appendInterpolation(week: $1) }
    case "d":
      return pick([.defaultDigits, .twoDigits] as [Symbol.Day]) { $0.appendInterpolation(day: $1) }
    case "F":
      return pick([.ordinalOfDayInMonth] as [Symbol.Day]) { $0.appendInterpolation(day: $1) }
    case "g": text.appendInterpolation(day: .julianModified(minimumLength: count))
    case "D":
      return pick([.defaultDigits, .twoDigits, .threeDigits] as [Symbol.DayOfYear]) {
        $0.appendInterpolation(dayOfYear: $1)
      }
    case "E":
      return pick(
        [.abbreviated, .abbreviated, .abbreviated, .wide, .narrow, .short] as [Symbol.Weekday]
      ) { $0.appendInterpolation(weekday: $1) }
    case "e":
      return pick([.oneDigit, .twoDigits] as [Symbol.Weekday]) {
        $0.appendInterpolation(weekday: $1)
      }
    case "c":
      guard count != 2 else { return false }
      return pick(
        [.oneDigit, .oneDigit, .abbreviated, .wide, .narrow, .short] as [Symbol.StandaloneWeekday]
      ) { $0.appendInterpolation(standaloneWeekday: $1) }
    case "a":
      return pick(periodWidths) { $0.appendInterpolation(dayPeriod: .standard($1)) }
    case "b":
      return pick(periodWidths) { $0.appendInterpolation(dayPeriod: .with12s($1)) }
    case "B":
      // The table's raw values: `BBBB` is `conversationalNarrow`, `BBBBB` the wide.
      return pick([.abbreviated, .abbreviated, .abbreviated, .narrow, .wide]) {
        $0.appendInterpolation(dayPeriod: .conversational($1))
      }
    case "h", "H", "K", "k":
      guard count <= 2 else { return false }
      let clock: Symbol.VerbatimHour.Clock =
        letter == "h" || letter == "K" ? .twelveHour : .twentyFourHour
      let cycle: Symbol.VerbatimHour.HourCycle =
        letter == "h" || letter == "k" ? .oneBased : .zeroBased
      text.appendInterpolation(
        hour: count == 1
          ? .defaultDigits(clock: clock, hourCycle: cycle)
          : .twoDigits(clock: clock, hourCycle: cycle))
    case "m":
      return pick([.defaultDigits, .twoDigits] as [Symbol.Minute]) {
        $0.appendInterpolation(minute: $1)
      }
    case "s":
      return pick([.defaultDigits, .twoDigits] as [Symbol.Second]) {
        $0.appendInterpolation(second: $1)
      }
    case "S": text.appendInterpolation(secondFraction: .fractional(count))
    case "A": text.appendInterpolation(secondFraction: .milliseconds(count))
    case "z":
      return pick(
        [.specificName(.short), .specificName(.short), .specificName(.short), .specificName(.long)]
          as [Symbol.TimeZone]
      ) { $0.appendInterpolation(timeZone: $1) }
    case "Z":
      return pick(
        [
          .iso8601(.short), .iso8601(.short), .iso8601(.short), .localizedGMT(.long),
          .iso8601(.long),
        ]
          as [Symbol.TimeZone]
      ) { $0.appendInterpolation(timeZone: $1) }
    case "O", "v":
      guard count == 1 || count == 4 else { return false }
      let width: Symbol.TimeZone.Width = count == 1 ? .short : .long
      text.appendInterpolation(
        timeZone: letter == "O" ? .localizedGMT(width) : .genericName(width))
    case "V":
      return pick(
        [.identifier(.short), .identifier(.long), .exemplarLocation, .genericLocation]
          as [Symbol.TimeZone]
      ) { $0.appendInterpolation(timeZone: $1) }
    default: return false
    }
    return true
  }
}
