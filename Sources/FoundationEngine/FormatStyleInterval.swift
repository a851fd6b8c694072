import CorpusModel
import Foundation

/// A template (`yMMMd`) as the `Date.IntervalFormatStyle` whose fields are the template's.
///
/// `Date.IntervalFormatStyle` offers fewer fields than `Date.FormatStyle`, and its symbols are
/// `Date.FormatStyle`'s: `year()`, `month(_:)`, `day()`, `weekday(_:)`, `hour(_:)`, `minute()`,
/// `second()` and `timeZone(_:)`. Each run of one letter maps as ``FormatStyleTemplate`` maps
/// it; a run with no interval field (an era, a quarter, a week, `yy`, `dd`…) is refused,
/// naming it, and the corpus leaves that interval out for this engine.
///
/// | letters | modifier |
/// | --- | --- |
/// | `y` | `.year()` |
/// | `M`, `MM`, `MMM`, `MMMM`, `MMMMM` | `.month(.defaultDigits / .twoDigits / .abbreviated / .wide / .narrow)` |
/// | `d` | `.day()` |
/// | `E`–`EEE`, `EEEE`, `EEEEE`, `EEEEEE` | `.weekday(.abbreviated / .wide / .narrow / .short)` |
/// | `j`…`jjjjjj`, `J`, `JJ`, `C`… | `.hour(…)` with ``FormatStyleTemplate``'s hour symbol |
/// | `m` | `.minute()` |
/// | `s` | `.second()` |
/// | `z`–`zzz`, `zzzz`, `v`, `vvvv` | `.timeZone(.specificName(.short / .long) / .genericName(.short / .long))` |
struct FormatStyleInterval {
  typealias Style = Date.IntervalFormatStyle
  typealias Symbol = Date.FormatStyle.Symbol

  let style: Style

  /// - Throws: `InputError.unsupported` naming the first letter run with no interval field.
  init(_ template: String, base: Style) throws {
    var style = base
    for (letter, count) in PatternRuns.letters(of: template) {
      guard let apply = Self.modifier(letter, count) else {
        let run = String(repeating: letter, count: count)
        throw InputError.unsupported(
          template, engine: FormatStyleSource.engineName,
          reason: "'\(run)' has no Date.IntervalFormatStyle field")
      }
      style = apply(style)
    }
    self.style = style
  }

  static func modifier(_ letter: Character, _ count: Int) -> ((Style) -> Style)? {
    switch (letter, count) {
    case ("y", 1): return { $0.year() }
    case ("M", 1...5):
      let months: [Symbol.Month] = [.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow]
      return { $0.month(months[count - 1]) }
    case ("d", 1): return { $0.day() }
    case ("E", 1...6):
      let days: [Symbol.Weekday] = [
        .abbreviated, .abbreviated, .abbreviated, .wide, .narrow, .short,
      ]
      return { $0.weekday(days[count - 1]) }
    case ("j", 1...6), ("J", 1...2), ("C", 1...6):
      // The hour symbol FormatStyleTemplate's table gives the same letters.
      guard let hour = FormatStyleTemplate.hourSymbol(letter, count) else { return nil }
      return { $0.hour(hour) }
    case ("m", 1): return { $0.minute() }
    case ("s", 1): return { $0.second() }
    case ("z", 1...3): return { $0.timeZone(.specificName(.short)) }
    case ("z", 4): return { $0.timeZone(.specificName(.long)) }
    case ("v", 1): return { $0.timeZone(.genericName(.short)) }
    case ("v", 4): return { $0.timeZone(.genericName(.long)) }
    default: return nil
    }
  }
}
