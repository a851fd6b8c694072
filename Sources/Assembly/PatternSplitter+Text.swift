import CorpusModel

/// How ``PatternSplitter`` reads literal text: spaces, punctuation and brackets, scalar by scalar
/// as ICU reads the pattern.
extension PatternSplitter {
  /// Spaces, including U+00A0 and U+202F, and invisible format marks (U+200F).
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
  }

  /// U+00A0 and U+202F: spaces that bind the text after them to the field before them.
  static func isNoBreakSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{00A0}" || scalar == "\u{202F}"
  }

  /// Only spaces and punctuation: text that separates wheels.
  static func isSeparator(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { isSpace($0) || $0.isPunctuation }
  }

  /// Punctuation that only separates, when it ends the text a wheel keeps: commas, semicolons,
  /// colons — Unicode's Terminal_Punctuation that is no Sentence_Terminal (`,` `;` `:` `،` `、`
  /// `⹁`; ky `y-'ж'., d-MMMM` → `y-'ж'.`).
  ///
  /// A full stop (Sentence_Terminal: `.`, `։`, `。`) stays: after a word it is an abbreviation's
  /// dot (ru `y 'г'.`, ky `'ж'.`). Other punctuation stays too: Tibetan's tsheg (`་`) ends a
  /// syllable of the word before it (bo `MMMMའི་ཚེས་`), and brackets are the bracket rule's.
  static func isTrailingSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isTerminalPunctuation && !scalar.properties.isSentenceTerminal
  }

  /// A raw piece as shown: quotes resolved, letters that are no wheel kept as written.
  static func shownText(_ raw: String) -> String {
    tokens(raw).map { token in
      switch token {
      case .field(_, let raw): raw
      case .literal(_, let text): text
      }
    }.joined()
  }

  /// Drops unquoted spaces from either end of a raw piece, and separator punctuation: any at
  /// its start, the merely separating kind (``isTrailingSeparator(_:)``) at its end.
  static func trimmed(_ raw: String, leading: Bool, trailing: Bool) -> String {
    var scalars = Array(raw.unicodeScalars)[...]
    if leading {
      while let first = scalars.first, first != "'", isSpace(first) || first.isPunctuation {
        scalars.removeFirst()
      }
    }
    if trailing {
      while let last = scalars.last, last != "'", isSpace(last) || isTrailingSeparator(last) {
        scalars.removeLast()
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }

  // MARK: - Brackets

  /// The brackets a fragment's shown text leaves open, and those it closes without opening.
  ///
  /// Brackets pair by Unicode category (Ps opens, Pe closes): CLDR writes them matched, and
  /// Swift exposes no Bidi_Paired_Bracket to pair them by kind.
  struct Brackets {
    var unclosed = 0
    var unopened = 0

    init(in pattern: String) {
      for token in PatternSplitter.tokens(pattern) {
        guard case .literal(_, let text) = token else { continue }
        for scalar in text.unicodeScalars {
          switch scalar.properties.generalCategory {
          case .openPunctuation: unclosed += 1
          case .closePunctuation:
            if unclosed > 0 { unclosed -= 1 } else { unopened += 1 }
          default: break
          }
        }
      }
    }
  }

  /// Removes up to `count` closing brackets from the start of `raw` and returns them.
  static func takeLeadingClosers(_ count: Int, from raw: inout String) -> String {
    var scalars = raw.unicodeScalars[...]
    var taken = String.UnicodeScalarView()
    while taken.count < count, let first = scalars.first,
      first.properties.generalCategory == .closePunctuation
    {
      taken.append(scalars.removeFirst())
    }
    raw = String(scalars)
    return String(taken)
  }

  /// Removes up to `count` opening brackets from the end of `raw` and returns them.
  static func takeTrailingOpeners(_ count: Int, from raw: inout String) -> String {
    var scalars = raw.unicodeScalars[...]
    var taken: [Unicode.Scalar] = []
    while taken.count < count, let last = scalars.last,
      last.properties.generalCategory == .openPunctuation
    {
      taken.insert(scalars.removeLast(), at: 0)
    }
    raw = String(scalars)
    return String(String.UnicodeScalarView(taken))
  }

  /// Removes from the start of `raw` the text up to and including its `count`th closing
  /// bracket (ko `년) ` gives `년)` and leaves ` `), and the rest of a quote that bracket is in,
  /// and returns it; nil, leaving `raw`, when `raw` has fewer or opens one first.
  static func takeText(closingBrackets count: Int, from raw: inout String) -> String? {
    var scalars = raw.unicodeScalars[...]
    var taken = String.UnicodeScalarView()
    var closed = 0
    var inQuote = false
    while closed < count, let scalar = scalars.popFirst() {
      taken.append(scalar)
      if scalar == "'" {
        inQuote.toggle()
        continue
      }
      switch scalar.properties.generalCategory {
      case .openPunctuation: return nil
      case .closePunctuation: closed += 1
      default: break
      }
    }
    while inQuote, let scalar = scalars.popFirst() {
      taken.append(scalar)
      if scalar == "'" { inQuote = false }
    }
    guard closed == count, !inQuote else { return nil }
    raw = String(scalars)
    return String(taken)
  }
}
