import CorpusModel
import FoundationEssentials

/// The locales an app ships, read from its sources for `fmtcorpus init --locales-from PATH`:
/// the names of its `.lproj` folders (`de.lproj`, `zh-Hans.lproj`; `Base.lproj` is no locale)
/// and the languages of its `Localizable.xcstrings` catalogs (the source language and every
/// localization). Spelled as found; the engine resolves them as `--locale` values.
public enum AppLocales {
  /// Folders never looked in: build products, dependencies, version control.
  static let skipped: Set<String> = [".git", ".build", "build", "node_modules", "Pods", "Carthage"]

  /// The deepest folder looked in, below `path`.
  static let maximumDepth = 12

  /// The locale spellings found under `path`, sorted, each once.
  ///
  /// - Throws: `InputError.invalidValue` for a path that is not a folder, or a catalog that is
  ///   not a string catalog's JSON.
  public static func find(under path: String) throws -> [String] {
    let files = FileManager.default
    guard (try? files.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
    else {
      throw InputError.invalidValue(
        path, option: "--locales-from", expected: "a folder of the app's sources")
    }
    var found = Set<String>()
    try walk(path, depth: 0, into: &found)
    return found.sorted()
  }

  private static func walk(_ folder: String, depth: Int, into found: inout Set<String>) throws {
    guard depth <= maximumDepth,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted() where !skipped.contains(name) {
      let path = folder + "/" + name
      let type =
        try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
      if type == .typeDirectory {
        if name.hasSuffix(".lproj") {
          let locale = String(name.dropLast(".lproj".count))
          if locale != "Base", !locale.isEmpty { found.insert(locale) }
        }
        try walk(path, depth: depth + 1, into: &found)
      } else if type == .typeRegular, name.hasSuffix(".xcstrings") {
        found.formUnion(try catalogLanguages(path))
      }
    }
  }

  /// A string catalog's languages.
  static func catalogLanguages(_ path: String) throws -> Set<String> {
    struct Catalog: Decodable {
      var sourceLanguage: String?
      var strings: [String: Entry]?
    }
    struct Entry: Decodable {
      var localizations: [String: Ignored]?
    }
    struct Ignored: Decodable {
      init(from decoder: any Decoder) throws {}
    }
    guard let data = FileManager.default.contents(atPath: path),
      let catalog = try? JSONDecoder().decode(Catalog.self, from: data)
    else {
      throw InputError.invalidValue(
        path, option: "--locales-from", expected: "a string catalog (Localizable.xcstrings JSON)")
    }
    var languages = Set((catalog.strings ?? [:]).values.flatMap { ($0.localizations ?? [:]).keys })
    if let source = catalog.sourceLanguage { languages.insert(source) }
    return languages
  }
}
