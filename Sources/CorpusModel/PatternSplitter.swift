/// Splits a CLDR date pattern into picker wheels, each with the pattern fragment that renders it.
///
/// The rules (PRODUCT.md, "Literal text between fields"): literal pieces of only spaces and
/// punctuation separate wheels and are dropped; a piece with letters that touches a field
/// sticks to it — the field before first (`y年M月d日` → `y年 | M月 | d日`), else the field after
/// (he `d בMMMM y` → `בMMMM`); a piece set off by spaces on both sides is a connector and is
/// dropped (es `d 'de' MMMM 'de' y`); text before the first or after the last field sticks to
/// that field (ru `y 'г'.`). An era joins the year wheel (`y G`). Pattern letters that are no
/// wheel of their own (a weekday, a zone) are kept as text of the wheel they touch, where
/// Android's picker would throw.
public enum PatternSplitter {
  /// The wheels of `pattern`, in pattern order.
  public static func wheels(in pattern: String) -> [(field: WheelField, pattern: String)] {
    var units = units(of: tokens(pattern))
    mergeEras(&units)
    return place(units)
  }

  // MARK: - Tokens

  enum Token: Equatable {
    case field(letter: Character, raw: String)
    /// `raw` as written in the pattern (quotes kept), `text` as shown.
    case literal(raw: String, text: String)
  }

  static func tokens(_ pattern: String) -> [Token] {
    var tokens: [Token] = []
    var raw = ""
    var text = ""
    var inQuote = false
    var characters = Array(pattern)[...]
    func flushLiteral() {
      if !raw.isEmpty { tokens.append(.literal(raw: raw, text: text)) }
      raw = ""
      text = ""
    }
    while let character = characters.popFirst() {
      if character == "'" {
        raw.append(character)
        if characters.first == "'" {
          raw.append(characters.removeFirst())
          text.append("'")
        } else {
          inQuote.toggle()
        }
      } else if !inQuote, character.isASCII, character.isLetter {
        flushLiteral()
        var run = String(character)
        while characters.first == character { run.append(characters.removeFirst()) }
        tokens.append(.field(letter: character, raw: run))
      } else {
        raw.append(character)
        text.append(character)
      }
    }
    flushLiteral()
    return tokens
  }

  // MARK: - Wheels and pieces

  /// A wheel under construction, or the text between wheels.
  enum Unit {
    case wheel(field: WheelField?, isEra: Bool, pattern: String)
    case piece(raw: String, text: String, hasLetters: Bool)
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
    func appendPiece(raw: String, text: String, hasLetters: Bool) {
      if case .piece(let r, let t, let l)? = units.last {
        units[units.count - 1] = .piece(raw: r + raw, text: t + text, hasLetters: l || hasLetters)
      } else {
        units.append(.piece(raw: raw, text: text, hasLetters: hasLetters))
      }
    }
    for token in tokens {
      switch token {
      case .field(let letter, let raw):
        if letter == "G" {
          units.append(.wheel(field: nil, isEra: true, pattern: raw))
        } else if let field = field(for: letter) {
          units.append(.wheel(field: field, isEra: false, pattern: raw))
        } else {
          appendPiece(raw: raw, text: raw, hasLetters: true)
        }
      case .literal(let raw, let text):
        appendPiece(raw: raw, text: text, hasLetters: !isSeparator(text))
      }
    }
    return units
  }

  /// An era joins the nearest year wheel with the text between them (`y G` → `2550 BE`); an era
  /// with no year beside it becomes text of whatever it touches.
  static func mergeEras(_ units: inout [Unit]) {
    var index = 0
    while index < units.count {
      guard case .wheel(_, true, let era) = units[index] else {
        index += 1
        continue
      }
      func isYear(_ position: Int) -> Bool {
        guard units.indices.contains(position), case .wheel(.year?, false, _) = units[position] else {
          return false
        }
        return true
      }
      func pieceRaw(_ position: Int) -> String? {
        guard units.indices.contains(position) else { return nil }
        if case .piece(let raw, _, _) = units[position] { return raw }
        return nil
      }
      if isYear(index - 1) || (isYear(index - 2) && pieceRaw(index - 1) != nil) {
        let yearIndex = isYear(index - 1) ? index - 1 : index - 2
        guard case .wheel(let field, _, let year) = units[yearIndex] else { return }
        let between = yearIndex == index - 2 ? pieceRaw(index - 1)! : ""
        units[yearIndex] = .wheel(field: field, isEra: false, pattern: year + between + era)
        units.removeSubrange((yearIndex + 1)...index)
        index = yearIndex + 1
      } else if isYear(index + 1) || (isYear(index + 2) && pieceRaw(index + 1) != nil) {
        let yearIndex = isYear(index + 1) ? index + 1 : index + 2
        guard case .wheel(let field, _, let year) = units[yearIndex] else { return }
        let between = yearIndex == index + 2 ? pieceRaw(index + 1)! : ""
        units[index] = .wheel(field: field, isEra: false, pattern: era + between + year)
        units.removeSubrange((index + 1)...yearIndex)
        index += 1
      } else {
        units[index] = .piece(raw: era, text: era, hasLetters: true)
        // Merge with neighbouring pieces so the text rules see one piece.
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
        index = 0
      }
    }
  }

  /// Applies the text rules and returns the wheels.
  static func place(_ units: [Unit]) -> [(field: WheelField, pattern: String)] {
    var wheels: [(field: WheelField, pattern: String)] = []
    var pending = ""  // text that sticks to the next wheel
    for (index, unit) in units.enumerated() {
      switch unit {
      case .wheel(let field, _, let pattern):
        wheels.append((field ?? .year, pending + pattern))
        pending = ""
      case .piece(let raw, let text, let hasLetters):
        guard hasLetters else { continue }
        let isFirst = !units[..<index].contains { if case .wheel = $0 { true } else { false } }
        let isLast = !units[(index + 1)...].contains { if case .wheel = $0 { true } else { false } }
        if isFirst && isLast { continue }
        if isFirst {
          pending = trimmed(raw, leading: true, trailing: false)
        } else if isLast {
          wheels[wheels.count - 1].pattern += trimmed(raw, leading: false, trailing: true)
        } else {
          let opensWithSpace = text.first.map(isSpace) ?? false
          let closesWithSpace = text.last.map(isSpace) ?? false
          if opensWithSpace && closesWithSpace { continue }  // a connector: `d 'de' MMMM`
          if !opensWithSpace {
            wheels[wheels.count - 1].pattern += trimmed(raw, leading: false, trailing: true)
          } else {
            pending = trimmed(raw, leading: true, trailing: false)
          }
        }
      }
    }
    return wheels
  }

  // MARK: - Characters

  /// Spaces, including U+00A0 and U+202F, and invisible format marks (U+200F).
  static func isSpace(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0.properties.generalCategory == .format
    }
  }

  static func isSeparator(_ text: String) -> Bool {
    text.allSatisfy { character in
      isSpace(character)
        || character.unicodeScalars.allSatisfy {
          switch $0.properties.generalCategory {
          case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            true
          default: false
          }
        }
    }
  }

  /// Drops unquoted spaces (and separator punctuation) from either end of a raw piece.
  static func trimmed(_ raw: String, leading: Bool, trailing: Bool) -> String {
    var characters = Array(raw)
    if leading {
      while let first = characters.first, first != "'", isSpace(first) || isSeparator(String(first)) {
        characters.removeFirst()
      }
    }
    if trailing {
      while let last = characters.last, last != "'", isSpace(last) {
        characters.removeLast()
      }
    }
    return String(characters)
  }
}
