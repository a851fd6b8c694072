/// A relative time's word without an amount (`format --relative-word`), ICU's
/// `UDateDirection` in its order: "the day before yesterday" (`last-2`), "yesterday" (`last`),
/// "today" (`this`), "tomorrow" (`next`), "the day after tomorrow" (`next-2`), and the bare
/// unit name (`plain`: "day", "Monday").
///
/// Only ICU's C++ `RelativeDateTimeFormatter::format(UDateDirection, UDateAbsoluteUnit)` asks
/// for them: `ureldatefmt_format` takes an amount (its -1 day is the same "yesterday", but it
/// has no bare name, and where a locale has no word it writes a number instead of answering
/// that there is none), and Foundation's relative styles have neither.
public enum RelativeWord: String, CaseIterable, Codable, Hashable, Sendable, ListedValue {
  case last2 = "last-2"
  case last, this, next
  case next2 = "next-2"
  case plain

  public static let option = "--relative-word"

  /// The units ICU has words for (its `UDateAbsoluteUnit`s): every unit of a relative time
  /// but the second.
  public static let units = RelativeUnit.allCases.filter { $0 != .second }

  /// Why `unit` has no word, or nil.
  public static func problem(unit: RelativeUnit) -> String? {
    guard !units.contains(unit) else { return nil }
    return "a unit with words: " + units.map(\.rawValue).joined(separator: ", ")
      + " (ICU's absolute units have no \(unit.rawValue))"
  }

  /// Why an engine other than the linked ICU cannot ask for a word: `format` refuses with this,
  /// and a corpus notes it.
  public static let onlyLinkedICU =
    "bare unit names and the next, last, this words are ICU's C++ RelativeDateTimeFormatter only (format(UDateDirection, UDateAbsoluteUnit)), which the linked ICU answers and no C API has"
}
