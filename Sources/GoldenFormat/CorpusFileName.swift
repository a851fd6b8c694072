import CorpusModel

/// The names a corpus folder's files may have.
public enum CorpusFileName {
  /// `fields.json`, or `<locale>.json` with a well-formed ICU locale id: never a path, never a
  /// dotfile, never `manifest.json`.
  public static func isValid(_ name: String) -> Bool {
    if name == GoldenEncoding.fieldsFileName { return true }
    guard name.hasSuffix(".json"), name != GoldenEncoding.manifestFileName else { return false }
    return LocaleID.isWellFormed(String(name.dropLast(5)))
  }
}
