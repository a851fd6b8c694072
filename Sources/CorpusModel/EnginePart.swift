/// Where a locale file keeps what the plan's other engines rendered (``Plan/otherEngines``):
/// under `engines › NAME`, in the shape of a locale file without its frame.
///
/// Every reader that finds an entry's artifact, calendar or month from its key path reads the
/// path after that prefix (``inner(_:)``), so an entry of another engine is located, classed
/// and drawn as the corpus's own engine's entry at the same inner path is.
public enum EnginePart {
  /// The locale file's member that holds the other engines' parts.
  public static let key = "engines"

  /// The other engine a path lies under, nil for the corpus's own engine.
  public static func engine(of path: [String]) -> String? {
    path.count >= 2 && path[0] == key ? path[1] : nil
  }

  /// The path inside its engine's part: the path itself for the corpus's own engine.
  public static func inner(_ path: [String]) -> [String] {
    engine(of: path) == nil ? path : Array(path.dropFirst(2))
  }

  /// The longest engine name a corpus may record.
  public static let longestName = 40

  /// Whether `name` is spelled as an engine's name is (`icu`, `formatstyle`, `icu@78.3`):
  /// lower-case letters, digits, `@`, `.`, `-` and `_`, 1 to ``longestName`` of them. A corpus
  /// is untrusted input; whether this build has the engine is asked when it starts.
  public static func isWellFormed(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= longestName
      && name.utf8.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || [UInt8(ascii: "@"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_")]
            .contains($0)
      }
  }
}
