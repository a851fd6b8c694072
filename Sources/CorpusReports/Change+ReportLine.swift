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
