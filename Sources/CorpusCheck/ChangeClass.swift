import CorpusModel

/// What kind of change an entry underwent, from mildest to most serious.
///
/// A changed string gets the first of `whitespace` … `case` after whose normalization —
/// applied cumulatively, whitespace first — old and new are equal; `text` if none.
public enum ChangeClass: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// Only space characters differ (U+0020 vs U+202F, U+00A0, U+2009; a space added or dropped).
  case whitespace
  /// Only bidi marks differ (U+200E, U+200F, U+061C, embeddings and isolates).
  case bidi
  /// Only the digits' numbering system differs (`١٥` vs `15`).
  case digits
  /// Only punctuation differs (’ vs ', a comma dropped).
  case punctuation
  /// Only letter case differs.
  case `case`
  /// Anything else in a string or number.
  case text
  /// A picker's wheel order changed.
  case order
  /// An entry (or a whole file) appeared.
  case added
  /// An entry (or a whole file) disappeared.
  case removed

  public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Parses `whitespace,bidi` (commas or repeated flags), naming the valid classes otherwise.
  public static func parseList(_ texts: [String], option: String) throws -> Set<ChangeClass> {
    var classes = Set<ChangeClass>()
    for text in texts {
      for part in text.split(separator: ",") {
        let name = part.split(separator: " ").joined()
        guard let value = ChangeClass(rawValue: name.lowercased()) else {
          throw InputError.invalidValue(
            name, option: option,
            expected: "classes from: " + allCases.map(\.rawValue).joined(separator: ", "))
        }
        classes.insert(value)
      }
    }
    return classes
  }
}
