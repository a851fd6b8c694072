import CorpusModel

/// What kind of change an entry underwent, in the one order of severity every report, list
/// and help text uses: most serious first.
///
/// A changed string gets the first of `whitespace` … `case` (mildest first) after whose
/// normalization — applied cumulatively, whitespace first — old and new are equal; `text` if
/// none. A change in the `parsing` artifact (whether a string still parses back) is `parsing`.
public enum ChangeClass: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// An entry (or a whole file) disappeared.
  case removed
  /// An entry (or a whole file) appeared.
  case added
  /// A picker's wheel order changed, or a month's weekday order (the first weekday moved).
  case order
  /// A string that parsed back no longer does, or the other way round (the `parsing`
  /// artifact: strict or lenient, as rendered or plain).
  case parsing
  /// Anything else in a string or number.
  case text
  /// Only letter case differs.
  case `case`
  /// Only punctuation differs (’ vs ', a comma dropped).
  case punctuation
  /// Only the digits' numbering system differs (`١٥` vs `15`).
  case digits
  /// Only bidi marks differ (U+200E, U+200F, U+061C, embeddings and isolates).
  case bidi
  /// Only space characters differ (U+0020 vs U+202F, U+00A0, U+2009; a space added or dropped).
  case whitespace

  /// More serious first: `removed < added < … < whitespace`, so `sorted()` is severity order.
  public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// `removed, added, order, parsing, text, case, punctuation, digits, bidi, whitespace`.
  public static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// Parses `whitespace,bidi` (commas or repeated flags, any letter case), naming the valid
  /// classes otherwise.
  public static func parseList(_ texts: [String], option: String) throws -> Set<ChangeClass> {
    var classes = Set<ChangeClass>()
    for text in texts {
      for part in text.split(separator: ",") {
        let name = part.split(separator: " ").joined()
        guard let value = ChangeClass(rawValue: name.lowercased()) else {
          throw InputError.invalidValue(name, option: option, expected: "classes from: " + list)
        }
        classes.insert(value)
      }
    }
    return classes
  }
}
