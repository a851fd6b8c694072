/// Hebrew numerals, the algorithmic numbering system ICU's `hebr` writes: letters with a geresh
/// after a single letter (`ה׳` 5) or a gershayim before the last (`תשס״ח` 768).
///
/// he_IL's Hebrew-calendar styles write days and years this way, and an engine that writes
/// `5 בכסלו 5768` instead changed the numbering system, not the text: the `digits` class.
/// Years drop the thousands (`תשס״ח` is 5768), so a numeral under 1000 also matches a decimal
/// number of 1000 or more with the same last three digits (`matches`).
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

  /// What a look for a numeral at one index found.
  enum Scan: Equatable {
    /// A numeral: its value and the index after it.
    case numeral(value: Int, end: Int)
    /// None, and none starts before `until` either: a later start inside the run of letters
    /// and marks that ends before it would fail where this one did.
    case none(until: Int)
  }

  /// The Hebrew numeral that starts at `start`, or how far there is none.
  ///
  /// A numeral starts a word: a letter just before it (bidi marks aside) makes it no numeral,
  /// so `בכסלו` is a word, not 2 + 20 + …
  ///
  /// Linear over a string, however it is written: a caller walking forward passes the same
  /// `runEnd` to every call, so the run of letters and marks is measured once, and it skips
  /// to `until` after a failure instead of trying every start after a geresh again (a value
  /// of `ה׳` 100,000 times and `ה` made 100,000 tries of 200,000 scalars each).
  ///
  /// - Parameter runEnd: the end of the run of letters and marks last measured; kept while
  ///   `start` lies inside it, measured again past it.
  static func numeral(in scalars: [Unicode.Scalar], at start: Int, runEnd: inout Int) -> Scan {
    guard values[scalars[start].value] != nil else { return .none(until: start + 1) }
    var before = start - 1
    while before >= 0, StringClassifier.bidiMarks.contains(scalars[before].value) { before -= 1 }
    if before >= 0, values[scalars[before].value] != nil { return .none(until: start + 1) }
    if start >= runEnd {
      // The run of letters and marks: a numeral ends its word.
      runEnd = start
      while runEnd < scalars.count, isLetterOrMark(scalars[runEnd].value) { runEnd += 1 }
    }
    return hebrew(scalars, from: start, end: runEnd)
  }

  private static func isLetterOrMark(_ value: UInt32) -> Bool {
    values[value] != nil || value == geresh || value == gershayim
  }

  /// A numeral at `start`, running to `end` (its run's end): letters ending in a geresh (one
  /// letter) or with a gershayim before the last letter; a leading `ה׳` before more letters
  /// counts thousands.
  ///
  /// After thousands the reading goes on from the next letter exactly as a reading that
  /// started there, so a failure fails every such later start too: `until` is where it failed.
  private static func hebrew(_ scalars: [Unicode.Scalar], from start: Int, end: Int) -> Scan {
    guard end > start else { return .none(until: start + 1) }
    var total = 0
    var group = start
    var index = start
    while index < end {
      let scalar = scalars[index].value
      if scalar == geresh {
        // One letter and a geresh: the whole numeral, or thousands when letters follow.
        guard index - group == 1, let value = values[scalars[group].value] else {
          return .none(until: index + 1)
        }
        if index + 1 < end {
          // Added without trapping: a forged run of thousands is data, not a crash.
          total = total.addingReportingOverflow(value * 1000).partialValue
          group = index + 1
          index += 1
          continue
        }
        return .numeral(value: total.addingReportingOverflow(value).partialValue, end: index + 1)
      }
      if scalar == gershayim {
        // A gershayim sits before the last letter, which ends the numeral.
        guard index > group, index + 2 == end, values[scalars[index + 1].value] != nil else {
          return .none(until: index + 1)
        }
        var value = 0
        for letter in scalars[group...(index + 1)] where letter.value != gershayim {
          value += values[letter.value]!
        }
        return .numeral(value: total.addingReportingOverflow(value).partialValue, end: index + 2)
      }
      index += 1
    }
    return .none(until: end)
  }

  /// Whether a Hebrew numeral's value stands for a decimal number: the same, or a year
  /// written without its thousands (768 for 5768).
  static func matches(hebrew: Int, decimal: Int) -> Bool {
    hebrew == decimal || (hebrew < 1000 && decimal >= 1000 && decimal % 1000 == hebrew)
  }
}
