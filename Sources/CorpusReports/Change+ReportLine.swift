import CorpusDiff
import CorpusModel

extension Change {
  /// One change on one line, as the reports write it, for a test's failure message:
  /// `en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › short/short
  /// (whitespace): 1/27/10, 1:00⟦⟨NNBSP U+202F⟩⟧PM → 1/27/10, 1:00⟦⟨SP U+0020⟩⟧PM` — the part
  /// that differs between `⟦ ⟧`, invisible characters named, `∅` for the side without the
  /// entry (`added`, `removed`), control characters from a corpus escaped.
  public var reportLine: String {
    let (old, new) = ChangeText.values(self)
    return MessageText.escaped(
      "\(displayKey) (\(changeClass.rawValue)): \(old ?? "∅") → \(new ?? "∅")")
  }
}

/// A change prints as its ``reportLine``, wherever Swift prints it: a failing
/// `#expect(changes.isEmpty)` in a team's test shows the array it evaluated, and print,
/// string interpolation and the debugger show it too. Without these, that output was the
/// fields' raw values — U+202F and bidi marks invisible, and a corpus's control characters
/// sent to the terminal — above the report's readable lines.
extension Change: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  public var description: String { reportLine }
  public var debugDescription: String { reportLine }
  /// No children: reflection (a test's value dump) stops at the report line rather than
  /// showing the raw strings.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
