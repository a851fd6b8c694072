import CorpusModel
import Foundation

/// A template (`yMMMd`) as the `Date.FormatStyle` whose fields are the template's: each run of
/// one letter is one field modifier, by the table below.
///
/// The table is swift-foundation's field-symbol table read backwards: each
/// `Date.FormatStyle.Symbol` stands for the letters of its raw value (`.month(.abbreviated)`
/// is `MMM`, `.hour(.twoDigits(amPM: .omitted))` is `JJ`), and a template's run maps to the
/// symbol with those letters. Where ICU reads several widths alike, so does the table (`E`,
/// `EE`, `EEE` are the abbreviated weekday; `G`–`GGG`, `z`–`zzz`, `Z`–`ZZZ` likewise).
///
/// | letters | symbol |
/// | --- | --- |
/// | `G`–`GGG`, `GGGG`, `GGGGG` | `.era(.abbreviated / .wide / .narrow)` |
/// | `y`, `yy`, `yyy…` | `.year(.defaultDigits / .twoDigits / .padded(n))` |
/// | `u…`, `r…` | `.year(.extended(minimumLength: n) / .relatedGregorian(minimumLength: n))` |
/// | `Q`…`QQQQQ` | `.quarter(.oneDigit / .twoDigits / .abbreviated / .wide / .narrow)` |
/// | `M`…`MMMMM` | `.month(.defaultDigits / .twoDigits / .abbreviated / .wide / .narrow)` |
/// | `w`, `ww`, `W` | `.week(.defaultDigits / .twoDigits / .weekOfMonth)` |
/// | `d`, `dd`, `F`, `g…` | `.day(.defaultDigits / .twoDigits / .ordinalOfDayInMonth / .julianModified(minimumLength: n))` |
/// | `D`, `DD`, `DDD` | `.dayOfYear(.defaultDigits / .twoDigits / .threeDigits)` |
/// | `E`–`EEE`, `EEEE`, `EEEEE`, `EEEEEE`, `e`, `ee` | `.weekday(.abbreviated / .wide / .narrow / .short / .oneDigit / .twoDigits)` |
/// | `j`…`jjjjjj` | `.hour(.defaultDigits / .twoDigits` with `amPM:` `.abbreviated`, `.wide`, `.narrow`, odd widths default digits `)` |
/// | `J`, `JJ` | `.hour(.defaultDigits(amPM: .omitted) / .twoDigits(amPM: .omitted))` |
/// | `C`…`CCCCCC` | `.hour(.conversationalDefaultDigits / .conversationalTwoDigits`, `amPM:` as for `j)` |
/// | `m`, `mm`; `s`, `ss` | `.minute(…)`, `.second(.defaultDigits / .twoDigits)` |
/// | `S…`, `A…` | `.secondFraction(.fractional(n) / .milliseconds(n))` |
/// | `z`–`zzz`, `zzzz` | `.timeZone(.specificName(.short / .long))` |
/// | `Z`–`ZZZ`, `ZZZZ`, `ZZZZZ` | `.timeZone(.iso8601(.short) / .localizedGMT(.long) / .iso8601(.long))` |
/// | `O`, `OOOO`; `v`, `vvvv` | `.timeZone(.localizedGMT(…) / .genericName(.short / .long))` |
/// | `V`…`VVVV` | `.timeZone(.identifier(.short) / .identifier(.long) / .exemplarLocation / .genericLocation)` |
///
/// `Date.FormatStyle` has no symbol for the other skeleton letters — `h`, `H`, `K`, `k` (its
/// hours are the locale's: `j`, `J`, `C`), `a`, `b`, `B`, `L`, `c`, `q`, `Y`, `U`, `X`, `x` —
/// nor for widths outside the table: a template holding one is refused, naming it.
struct FormatStyleTemplate {
  /// The style: the base (locale, calendar, zone) with the template's fields.
  let style: Date.FormatStyle
  /// The letters of the symbols' raw values (`MMMEEEd` for `MMMEd`): the skeleton
  /// `Date.FormatStyle` hands its pattern generator.
  let skeleton: String

  /// - Throws: `InputError.unsupported` naming the first letter run with no symbol.
  init(_ template: String, base: Date.FormatStyle) throws {
    var style = base
    var skeleton = ""
    for (letter, count) in PatternRuns.letters(of: template) {
      guard let (raw, apply) = Self.symbol(letter, count) else {
        throw Self.refusal(template, letter, count)
      }
      style = apply(style)
      skeleton += raw
    }
    self.style = style
    self.skeleton = skeleton
  }

  static func refusal(_ template: String, _ letter: Character, _ count: Int) -> InputError {
    let run = String(repeating: letter, count: count)
    let reason =
      Self.symbol(letter, 1) == nil
      ? "template letter '\(letter)' has no Date.FormatStyle symbol (its hours are j, J and C; no stand-alone or day-period fields)"
      : "'\(run)' has no Date.FormatStyle symbol (no such width of '\(letter)')"
    return InputError.unsupported(template, engine: FormatStyleSource.engineName, reason: reason)
  }

  typealias Style = Date.FormatStyle
  typealias Symbol = Date.FormatStyle.Symbol

  /// The raw letters and modifier of one run, nil where the table has none.
  static func symbol(_ letter: Character, _ count: Int) -> (String, (Style) -> Style)? {
    func same(_ apply: @escaping (Style) -> Style) -> (String, (Style) -> Style) {
      (String(repeating: letter, count: count), apply)
    }
    func pick<Value>(_ values: [Value], _ apply: @escaping (Style, Value) -> Style) -> (
      String, (Style) -> Style
    )? {
      guard count <= values.count else { return nil }
      let value = values[count - 1]
      return same { apply($0, value) }
    }
    switch letter {
    case "G":
      let eras: [Symbol.Era] = [.abbreviated, .abbreviated, .abbreviated, .wide, .narrow]
      guard count <= 5 else { return nil }
      return (count <= 3 ? "G" : String(repeating: "G", count: count), { $0.era(eras[count - 1]) })
    case "y":
      let year: Symbol.Year =
        count == 1 ? .defaultDigits : count == 2 ? .twoDigits : .padded(count)
      return same { $0.year(year) }
    case "u": return same { $0.year(.extended(minimumLength: count)) }
    case "r": return same { $0.year(.relatedGregorian(minimumLength: count)) }
    case "Q":
      return pick([.oneDigit, .twoDigits, .abbreviated, .wide, .narrow] as [Symbol.Quarter]) {
        $0.quarter($1)
      }
    case "M":
      return pick([.defaultDigits, .twoDigits, .abbreviated, .wide, .narrow] as [Symbol.Month]) {
        $0.month($1)
      }
    case "w": return pick([.defaultDigits, .twoDigits] as [Symbol.Week]) { $0.week($1) }
    case "W": return pick([.weekOfMonth] as [Symbol.Week]) { $0.week($1) }
    case "d": return pick([.defaultDigits, .twoDigits] as [Symbol.Day]) { $0.day($1) }
    case "F": return pick([.ordinalOfDayInMonth] as [Symbol.Day]) { $0.day($1) }
    case "g": return same { $0.day(.julianModified(minimumLength: count)) }
    case "D":
      return pick([.defaultDigits, .twoDigits, .threeDigits] as [Symbol.DayOfYear]) {
        $0.dayOfYear($1)
      }
    case "E":
      let days: [Symbol.Weekday] = [
        .abbreviated, .abbreviated, .abbreviated, .wide, .narrow, .short,
      ]
      guard count <= 6 else { return nil }
      return (
        String(repeating: "E", count: max(count, 3)), { $0.weekday(days[count - 1]) }
      )
    case "e": return pick([.oneDigit, .twoDigits] as [Symbol.Weekday]) { $0.weekday($1) }
    case "j":
      return pick(Self.dayPeriodWidths.map { Symbol.Hour.hour($0.1, $0.0, conversational: false) })
      {
        $0.hour($1)
      }
    case "J":
      return pick([.defaultDigits(amPM: .omitted), .twoDigits(amPM: .omitted)] as [Symbol.Hour]) {
        $0.hour($1)
      }
    case "C":
      return pick(Self.dayPeriodWidths.map { Symbol.Hour.hour($0.1, $0.0, conversational: true) }) {
        $0.hour($1)
      }
    case "m": return pick([.defaultDigits, .twoDigits] as [Symbol.Minute]) { $0.minute($1) }
    case "s": return pick([.defaultDigits, .twoDigits] as [Symbol.Second]) { $0.second($1) }
    case "S": return same { $0.secondFraction(.fractional(count)) }
    case "A": return same { $0.secondFraction(.milliseconds(count)) }
    case "z":
      guard count <= 4 else { return nil }
      return count < 4
        ? ("z", { $0.timeZone(.specificName(.short)) })
        : same { $0.timeZone(.specificName(.long)) }
    case "Z":
      guard count <= 5 else { return nil }
      if count < 4 { return ("Z", { $0.timeZone(.iso8601(.short)) }) }
      return count == 4
        ? same { $0.timeZone(.localizedGMT(.long)) } : same { $0.timeZone(.iso8601(.long)) }
    case "O":
      return count == 1
        ? same { $0.timeZone(.localizedGMT(.short)) }
        : count == 4 ? same { $0.timeZone(.localizedGMT(.long)) } : nil
    case "v":
      return count == 1
        ? same { $0.timeZone(.genericName(.short)) }
        : count == 4 ? same { $0.timeZone(.genericName(.long)) } : nil
    case "V":
      return pick(
        [.identifier(.short), .identifier(.long), .exemplarLocation, .genericLocation]
          as [Symbol.TimeZone]
      ) { $0.timeZone($1) }
    default: return nil
    }
  }

  /// The hour symbol of a `j`, `J` or `C` run, as the table maps it; nil for other runs.
  static func hourSymbol(_ letter: Character, _ count: Int) -> Symbol.Hour? {
    switch letter {
    case "j", "C":
      guard (1...dayPeriodWidths.count).contains(count) else { return nil }
      let (twoDigits, amPM) = dayPeriodWidths[count - 1]
      return .hour(amPM, twoDigits, conversational: letter == "C")
    case "J":
      guard (1...2).contains(count) else { return nil }
      return count == 1 ? .defaultDigits(amPM: .omitted) : .twoDigits(amPM: .omitted)
    default: return nil
    }
  }

  /// `j`…`jjjjjj` and `C`…: (two digits?, day period) by width.
  static let dayPeriodWidths: [(Bool, Symbol.Hour.AMPMStyle)] = [
    (false, .abbreviated), (true, .abbreviated), (false, .wide), (true, .wide),
    (false, .narrow), (true, .narrow),
  ]
}

extension Date.FormatStyle.Symbol.Hour {
  fileprivate static func hour(_ amPM: AMPMStyle, _ twoDigits: Bool, conversational: Bool) -> Self {
    switch (twoDigits, conversational) {
    case (false, false): .defaultDigits(amPM: amPM)
    case (true, false): .twoDigits(amPM: amPM)
    case (false, true): .conversationalDefaultDigits(amPM: amPM)
    case (true, true): .conversationalTwoDigits(amPM: amPM)
    }
  }
}

/// A pattern or template as runs: letter runs (`MMM`) and the literal text between them, quotes
/// resolved (`'at'` → `at`, `''` → `'`).
enum PatternRuns {
  enum Run: Equatable {
    case field(Character, Int)
    case literal(String)
  }

  /// Read by Unicode scalar, as ICU reads UTF-16 units: a quote followed by a combining mark
  /// (`'lyɛ'̌ʼ` in a CLDR pattern) is still a quote, which `Character`s would fuse.
  static func runs(of pattern: String) -> [Run] {
    var runs: [Run] = []
    var literal = String.UnicodeScalarView()
    var quoted = false
    var previousQuote = false
    func flush() {
      if !literal.isEmpty { runs.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
    }
    for scalar in pattern.unicodeScalars {
      if scalar == "'" {
        // `''` is one quote, inside quotes or out.
        if previousQuote {
          literal.append("'")
          previousQuote = false
        } else {
          previousQuote = true
        }
        quoted.toggle()
        continue
      }
      previousQuote = false
      guard !quoted, scalar.isASCII, scalar.properties.isAlphabetic else {
        literal.append(scalar)
        continue
      }
      let letter = Character(scalar)
      if case .field(let last, let count) = runs.last, literal.isEmpty, last == letter {
        runs[runs.count - 1] = .field(letter, count + 1)
      } else {
        flush()
        runs.append(.field(letter, 1))
      }
    }
    flush()
    return runs
  }

  /// The letter runs of a template (which holds letters only).
  static func letters(of template: String) -> [(Character, Int)] {
    runs(of: template).compactMap {
      if case .field(let letter, let count) = $0 { (letter, count) } else { nil }
    }
  }
}
