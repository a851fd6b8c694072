/// The ICU builds `fmtcorpus icu fetch` can download, and how a version's spelling finds one.
///
/// A table in the source rather than a file beside the binary: the hashes are what a fetch and
/// a pinned corpus trust, so they change only through a reviewed commit.
public enum ICUWheels {
  /// The row for `spelling` on `platform`: a major (`78`) means its newest version in the
  /// table (78.3), a full version (`78.2`) exactly that one.
  ///
  /// - Throws: ``ICULibraryError/notInTable(_:fetchable:)`` for any other spelling (the line
  ///   lists what can be fetched), ``ICULibraryError/noWheelForMachine(_:)`` where `platform`
  ///   is nil (a machine no wheel is built for).
  public static func row(for spelling: String, platform: ICUPlatform? = .running)
    throws(ICULibraryError) -> ICUWheel
  {
    guard let platform else { throw .noWheelForMachine(ICUPlatform.machine) }
    let candidates = rows.filter { $0.platform == platform }
    let found: ICUWheel?
    if isVersion(spelling, parts: 1) {
      found =
        candidates.filter { $0.major == spelling }
        .max { versionOrder($0.icu, $1.icu) }
    } else if isVersion(spelling, parts: 2) {
      found = candidates.first { $0.icu == spelling }
    } else {
      found = nil
    }
    guard let found else {
      throw .notInTable(spelling, fetchable: versions(platform: platform))
    }
    return found
  }

  /// The ICU versions the table holds for `platform`, newest first (`78.3`, `78.2`, …).
  public static func versions(platform: ICUPlatform) -> [String] {
    rows.filter { $0.platform == platform }.map(\.icu).sorted { versionOrder($1, $0) }
  }

  /// Each library's SHA-256 by file name, for ICU `version` (a full version: `78.3`) on
  /// `platform`, or nil when the table has no such row: what a pinned corpus's loaded libraries
  /// are compared with.
  public static func libraryHashes(version: String, platform: ICUPlatform? = .running)
    -> [String: String]?
  {
    guard let row = rows.first(where: { $0.icu == version && $0.platform == platform }) else {
      return nil
    }
    return Dictionary(uniqueKeysWithValues: row.libraries.map { ($0.name, $0.sha256) })
  }

  /// Whether `text` is `parts` dot-separated numbers of one to three digits each (`78`,
  /// `78.3`): the only spellings a version may have, so none can name a path.
  static func isVersion(_ text: String, parts: Int) -> Bool {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    return pieces.count == parts
      && pieces.allSatisfy { piece in
        (1...3).contains(piece.count) && piece.allSatisfy { ("0"..."9").contains($0) }
      }
  }

  /// Numeric order of dotted versions (`9.1` before `60.3`; `78.2` before `78.3`).
  static func versionOrder(_ left: String, _ right: String) -> Bool {
    let numbers = { (text: String) in text.split(separator: ".").map { Int($0) ?? 0 } }
    return numbers(left).lexicographicallyPrecedes(numbers(right))
  }
}
