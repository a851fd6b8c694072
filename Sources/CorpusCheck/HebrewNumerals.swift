/// Hebrew numerals, the algorithmic numbering system ICU's `hebr` writes: letters with a geresh
/// after a single letter (`ה׳` 5) or a gershayim before the last (`תשס״ח` 768).
///
/// he_IL's Hebrew-calendar styles write days and years this way, and an engine that writes
/// `5 בכסלו 5768` instead changed the numbering system, not the text: the `digits` class.
/// Years drop the thousands (`תשס״ח` is 5768), so a numeral under 1000 also matches a decimal
/// number of 1000 or more with the same last three digits.
enum HebrewNumerals {
  private static let geresh: UInt32 = 0x05F3
  private static let gershayim: UInt32 = 0x05F4

  /// Letter values; final forms count as their letter.
  private static let values: [UInt32: Int] = {
    let letters: [(UInt32, Int)] = [
      (0x05D0, 1), (0x05D1, 2), (0x05D2, 3), (0x05D3, 4), (0x05D4, 5), (0x05D5, 6), (0x05D6, 7),
      (0x05D7, 8), (0x05D8, 9), (0x05D9, 10), (0x05DA, 20), (0x05DB, 20), (0x05DC, 30),
      (0x05DD, 40), (0x05DE, 40), (0x05DF, 50), (0x05E0, 50), (0x05E1, 60), (0x05E2, 70),
      (0x05E3, 80), (0x05E4, 80), (0x05E5, 90), (0x05E6, 90), (0x05E7, 100), (0x05E8, 200),
      (0x05E9, 300), (0x05EA, 400),
    ]
    return Dictionary(uniqueKeysWithValues: letters)
  }()

  private enum Token: Equatable {
    case scalar(Unicode.Scalar)
    case number(Int, hebrew: Bool)
  }

  /// Whether two strings (decimal digits already ASCII) differ only in how their numbers are
  /// written, with at least one Hebrew numeral involved.
  static func sameNumbers(_ a: String.UnicodeScalarView, _ b: String.UnicodeScalarView) -> Bool {
    let left = tokens(Array(a))
    let right = tokens(Array(b))
    guard left.count == right.count else { return false }
    var sawHebrew = false
    for (x, y) in zip(left, right) {
      switch (x, y) {
      case (.scalar(let p), .scalar(let q)) where p == q: continue
      case (.number(let p, let hebrewP), .number(let q, let hebrewQ)):
        sawHebrew = sawHebrew || hebrewP || hebrewQ
        if p == q { continue }
        if hebrewP != hebrewQ {
          let (hebrew, decimal) = hebrewP ? (p, q) : (q, p)
          if hebrew < 1000, decimal >= 1000, decimal % 1000 == hebrew { continue }
        }
        return false
      default: return false
      }
    }
    return sawHebrew
  }

  private static func tokens(_ scalars: [Unicode.Scalar]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      if let (value, end) = decimal(scalars, from: index) {
        tokens.append(.number(value, hebrew: false))
        index = end
      } else if let (value, end) = hebrew(scalars, from: index) {
        tokens.append(.number(value, hebrew: true))
        index = end
      } else {
        tokens.append(.scalar(scalars[index]))
        index += 1
      }
    }
    return tokens
  }

  private static func decimal(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, Int)? {
    var end = start
    var value = 0
    while end < scalars.count, end - start < 18, let digit = scalars[end].properties.numericValue,
      scalars[end].properties.numericType == .decimal
    {
      value = value * 10 + Int(digit)
      end += 1
    }
    return end > start ? (value, end) : nil
  }

  /// A numeral at `start`: letters ending in a geresh (one letter) or with a gershayim before
  /// the last letter; a leading `ה׳` before more letters counts thousands.
  private static func hebrew(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, Int)? {
    // The run of letters and marks, not preceded by a letter (a numeral starts a word).
    if start > 0, values[scalars[start - 1].value] != nil { return nil }
    var end = start
    while end < scalars.count,
      values[scalars[end].value] != nil || scalars[end].value == geresh || scalars[end].value == gershayim
    {
      end += 1
    }
    guard end > start else { return nil }
    var total = 0
    var group = start
    var index = start
    while index < end {
      let scalar = scalars[index].value
      if scalar == geresh {
        // One letter and a geresh: the whole numeral, or thousands when letters follow.
        guard index - group == 1, let value = values[scalars[group].value] else { return nil }
        if index + 1 < end {
          total += value * 1000
          group = index + 1
          index += 1
          continue
        }
        return (total + value, index + 1)
      }
      if scalar == gershayim {
        // A gershayim sits before the last letter, which ends the numeral.
        guard index > group, index + 2 == end, values[scalars[index + 1].value] != nil else { return nil }
        var value = 0
        for letter in scalars[group...(index + 1)] where letter.value != gershayim {
          value += values[letter.value]!
        }
        return (total + value, index + 2)
      }
      index += 1
    }
    return nil
  }
}
