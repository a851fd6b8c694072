import CorpusModel

/// Splits a CLDR date pattern into picker wheels, each with the pattern fragment that renders it.
///
/// The rules (GoldenFiles.md, `wheels`): literal pieces of only spaces and
/// punctuation separate wheels and are dropped; a piece with letters that touches a field
/// sticks to it — the field before first (`y年M月d日` → `y年 | M月 | d日`), else the field after
/// (he `d בMMMM y` → `בMMMM`); a piece set off by spaces on both sides is a connector and is
/// dropped (es `d 'de' MMMM 'de' y`); text before the first or after the last field sticks to
/// that field (ru `y 'г'.`); a piece that opens with a no-break space (U+00A0, U+202F) sticks to
/// the field before it even when a space closes it (kk `y\u{202F}'ж'. d MMMM` → `y\u{202F}'ж'.`),
/// while an ordinary-space connector is still dropped (fr_CA `HH 'h' mm`). An era joins the year
/// wheel (`y G`), and so does a wheel in brackets right after a wheel of its field (`r(U)年`):
/// no wheel holds half of a bracket pair. Pattern letters that are no
/// wheel of their own (a weekday, a zone) are kept as text of the wheel they touch, where
/// Android's picker would throw.
public enum PatternSplitter {
  /// The wheels of `pattern`, in pattern order.
  public static func wheels(in pattern: String) -> [(field: WheelField, pattern: String)] {
    var units = units(of: tokens(pattern))
    mergeEras(&units)
    mergeBracketed(&units)
    return place(units)
  }

  /// Whether `pattern` has a field written with one of `letters` (quoted text does not count).
  static func hasField(_ letters: Set<Character>, in pattern: String) -> Bool {
    tokens(pattern).contains {
      if case .field(let letter, _) = $0 { letters.contains(letter) } else { false }
    }
  }

  // MARK: - Tokens

  enum Token: Equatable {
    case field(letter: Character, raw: String)
    /// `raw` as written in the pattern (quotes kept), `text` as shown.
    case literal(raw: String, text: String)
  }

  /// The fields and literal runs of `pattern`, read by unicode scalars.
  ///
  /// ICU reads a pattern by UTF-16 code units. Read by `Character`, a quote followed by a
  /// combining mark is one grapheme cluster that is no quote (nnh `'lyɛ'̌ʼ`: `'` + U+030C), so
  /// the quote would never close and the quoted letters after it would become fields. Scalars
  /// agree with code units here: every pattern letter and the quote are ASCII.
  static func tokens(_ pattern: String) -> [Token] {
    var tokens: [Token] = []
    var raw = String.UnicodeScalarView()
    var text = String.UnicodeScalarView()
    var inQuote = false
    var scalars = pattern.unicodeScalars[...]
    func flushLiteral() {
      if !raw.isEmpty { tokens.append(.literal(raw: String(raw), text: String(text))) }
      raw = String.UnicodeScalarView()
      text = String.UnicodeScalarView()
    }
    while let scalar = scalars.popFirst() {
      if scalar == "'" {
        raw.append(scalar)
        if scalars.first == "'" {
          raw.append(scalars.removeFirst())
          text.append("'")
        } else {
          inQuote.toggle()
        }
      } else if !inQuote, isPatternLetter(scalar) {
        flushLiteral()
        var run = String.UnicodeScalarView([scalar])
        while scalars.first == scalar { run.append(scalars.removeFirst()) }
        tokens.append(.field(letter: Character(scalar), raw: String(run)))
      } else {
        raw.append(scalar)
        text.append(scalar)
      }
    }
    flushLiteral()
    return tokens
  }

  /// `A`–`Z` and `a`–`z`: the letters ICU reads as fields when unquoted.
  static func isPatternLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  // MARK: - Wheels and pieces

  /// A wheel under construction, or the text between wheels.
  enum Unit {
    /// `apart`: an era written away from this year wheel, joined once the wheel's text is placed.
    case wheel(field: WheelField?, isEra: Bool, pattern: String, apart: EraApart?)
    case piece(raw: String, text: String, hasLetters: Bool)
  }

  /// An era that does not touch the year, and on which side of the year the pattern writes it.
  enum EraApart {
    case before(String)
    case after(String)
  }

  static func field(for letter: Character) -> WheelField? {
    switch letter {
    case "y", "Y", "u", "U", "r": .year
    case "M", "L": .month
    case "d": .day
    case "h", "H", "k", "K": .hour
    case "m": .minute
    case "a", "b", "B": .dayPeriod
    default: nil
    }
  }

  /// Fields become wheels; other letters join the text around them as text that sticks.
  static func units(of tokens: [Token]) -> [Unit] {
    var units: [Unit] = []
    for token in tokens {
      switch token {
      case .field(let letter, let raw):
        if letter == "G" {
          units.append(.wheel(field: nil, isEra: true, pattern: raw, apart: nil))
        } else if let field = field(for: letter) {
          units.append(.wheel(field: field, isEra: false, pattern: raw, apart: nil))
        } else {
          units.append(.piece(raw: raw, text: raw, hasLetters: true))
        }
      case .literal(let raw, let text):
        units.append(.piece(raw: raw, text: text, hasLetters: !isSeparator(text)))
      }
    }
    mergePieces(&units)
    return units
  }

  /// Joins neighbouring pieces, so the text rules see one piece between two wheels.
  static func mergePieces(_ units: inout [Unit]) {
    var merged: [Unit] = []
    for unit in units {
      if case .piece(let raw, let text, let letters) = unit,
        case .piece(let r, let t, let l)? = merged.last
      {
        merged[merged.count - 1] = .piece(raw: r + raw, text: t + text, hasLetters: l || letters)
      } else {
        merged.append(unit)
      }
    }
    units = merged
  }

  /// An era always joins the year wheel (GoldenFiles.md, `wheels`: "an era on the year
  /// wheel").
  ///
  /// Beside the year — touching it or one piece away — it takes the literal between them
  /// (`y G` → `2550 BE`, uz `y (G` → `2550 (BE`). Apart from it (az `G d MMMM y`, lt
  /// `y MMMM d G`) it goes on the side of the year the pattern writes it, joined by one space:
  /// the literal beside such an era separates it from a day or a month, so it says nothing about
  /// how the locale joins an era to a year, and every pattern of ICU 72 that writes the era apart
  /// writes a plain space there anyway. With no year at all, the era is text of what it touches.
  static func mergeEras(_ units: inout [Unit]) {
    func isYear(_ position: Int) -> Bool {
      guard units.indices.contains(position), case .wheel(.year?, false, _, _) = units[position]
      else { return false }
      return true
    }
    func isPiece(_ position: Int) -> Bool {
      guard units.indices.contains(position), case .piece = units[position] else { return false }
      return true
    }
    /// The year touching `index` on the side of `step`, or one piece away.
    func yearBeside(_ index: Int, step: Int) -> Int? {
      if isYear(index + step) { return index + step }
      if isPiece(index + step), isYear(index + 2 * step) { return index + 2 * step }
      return nil
    }
    func raw(_ unit: Unit) -> String {
      if case .piece(let raw, _, _) = unit { raw } else { "" }
    }
    var index = 0
    while index < units.count {
      guard case .wheel(_, true, let era, _) = units[index] else {
        index += 1
        continue
      }
      if let year = yearBeside(index, step: -1),
        case .wheel(let field, _, let pattern, let apart) = units[year]
      {
        let between = units[(year + 1)..<index].map(raw).joined()
        units[year] = .wheel(
          field: field, isEra: false, pattern: pattern + between + era, apart: apart)
        units.removeSubrange((year + 1)...index)
        index = year + 1
      } else if let year = yearBeside(index, step: 1),
        case .wheel(let field, _, let pattern, let apart) = units[year]
      {
        let between = units[(index + 1)..<year].map(raw).joined()
        units[index] = .wheel(
          field: field, isEra: false, pattern: era + between + pattern, apart: apart)
        units.removeSubrange((index + 1)...year)
        index += 1
      } else if let year = units.indices.first(where: isYear),
        case .wheel(let field, _, let pattern, _) = units[year]
      {
        let apart: EraApart = year < index ? .after(era) : .before(era)
        units[year] = .wheel(field: field, isEra: false, pattern: pattern, apart: apart)
        units.remove(at: index)
        mergePieces(&units)
        index = 0
      } else {
        units[index] = .piece(raw: era, text: era, hasLetters: true)
        mergePieces(&units)
        index = 0
      }
    }
  }

  /// A wheel written in brackets right after a wheel of the same field joins it, with the
  /// brackets and the text between them: the Chinese calendar's cyclic year after its related
  /// year (`r(U)年` → `2023(癸卯)年`, ko `r년(U년)` → `2023년(계묘년)`) is one year, and split
  /// apart each wheel would hold half of a bracket pair.
  static func mergeBracketed(_ units: inout [Unit]) {
    var index = 0
    while index + 3 < units.count {
      guard case .wheel(let field?, false, let first, let apart) = units[index],
        case .piece(let opening, _, _) = units[index + 1],
        case .wheel(field, false, let second, nil) = units[index + 2],
        case .piece(var closing, _, _) = units[index + 3]
      else {
        index += 1
        continue
      }
      let open = Brackets(in: opening + second)
      guard open.unclosed > 0, open.unopened == 0,
        let closers = takeText(closingBrackets: open.unclosed, from: &closing)
      else {
        index += 1
        continue
      }
      let pattern = first + opening + second + closers
      var joined: [Unit] = [.wheel(field: field, isEra: false, pattern: pattern, apart: apart)]
      if !closing.isEmpty {
        let text = shownText(closing)
        joined.append(.piece(raw: closing, text: text, hasLetters: !isSeparator(text)))
      }
      units.replaceSubrange(index...(index + 3), with: joined)
      index += 1
    }
  }

  /// Applies the text rules and returns the wheels.
  static func place(_ units: [Unit]) -> [(field: WheelField, pattern: String)] {
    var wheels: [(field: WheelField, pattern: String)] = []
    var eras: [EraApart?] = []
    var pending = ""  // text that sticks to the next wheel
    for (index, unit) in units.enumerated() {
      switch unit {
      case .wheel(let field, _, let pattern, let apart):
        wheels.append((field ?? .year, pending + pattern))
        eras.append(apart)
        pending = ""
      case .piece(var raw, _, _):
        // A bracket belongs to the wheel that holds its partner (uz `y (G)`), whatever the rest
        // of the piece does.
        if let last = wheels.indices.last {
          wheels[last].pattern += takeLeadingClosers(
            Brackets(in: wheels[last].pattern).unclosed, from: &raw)
        }
        var opening = ""
        if units.indices.contains(index + 1), case .wheel(_, _, let next, _) = units[index + 1] {
          opening = takeTrailingOpeners(Brackets(in: next).unopened, from: &raw)
        }
        let isFirst = !units[..<index].contains { if case .wheel = $0 { true } else { false } }
        let isLast = !units[(index + 1)...].contains { if case .wheel = $0 { true } else { false } }
        switch stickiness(of: raw, isFirst: isFirst, isLast: isLast) {
        case .dropped: break
        case .toPrevious:
          wheels[wheels.count - 1].pattern += trimmed(raw, leading: false, trailing: true)
        case .toNext: pending = trimmed(raw, leading: true, trailing: false)
        }
        pending += opening
      }
    }
    for (index, era) in eras.enumerated() {
      switch era {
      case .before(let era)?: wheels[index].pattern = era + " " + wheels[index].pattern
      case .after(let era)?: wheels[index].pattern += " " + era
      case nil: break
      }
    }
    return wheels
  }

  /// Where a piece of literal text goes.
  enum Stickiness {
    case dropped, toPrevious, toNext
  }

  static func stickiness(of raw: String, isFirst: Bool, isLast: Bool) -> Stickiness {
    let text = shownText(raw)
    guard !isSeparator(text), !(isFirst && isLast) else { return .dropped }
    if isFirst { return .toNext }
    if isLast { return .toPrevious }
    // A no-break space binds the word after it to the field before it, whatever follows
    // (kk `y\u{202F}'ж'. d MMMM`, mn `y\u{202F}'оны' MMMM'ын' d`).
    if let first = text.unicodeScalars.first, isNoBreakSpace(first) { return .toPrevious }
    let opensWithSpace = text.unicodeScalars.first.map(isSpace) ?? false
    let closesWithSpace = text.unicodeScalars.last.map(isSpace) ?? false
    if opensWithSpace && closesWithSpace { return .dropped }  // a connector: `d 'de' MMMM`
    return opensWithSpace ? .toNext : .toPrevious
  }
}
