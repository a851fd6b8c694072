import CorpusModel
import Assembly

/// The note for a legacy language code a user typed (`iw_IL`), which the engines accept as the
/// locale ICU canonicalises it to (`he_IL`), as `generate` notes `zh_TW`'s listed twin:
/// `iw_IL is a legacy code: ICU canonicalises it to he_IL`, and with `file` the golden file
/// that holds it (`generate`: ` (he_IL.json)`). Nil for any other id.
public func legacyLocaleNote(asked: String, resolved: LocaleID, file: Bool = false) -> String? {
  let language = asked.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased()
  guard LocaleIndex.legacyLanguages[language] != nil else { return nil }
  return
    "\(MessageText.escaped(asked)) is a legacy code: ICU canonicalises it to \(resolved.rawValue)"
    + (file ? " (\(resolved.rawValue).json)" : "")
}
