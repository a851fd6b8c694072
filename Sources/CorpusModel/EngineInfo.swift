/// Which engine made a corpus, and the versions of what it carries.
public struct EngineInfo: Codable, Hashable, Sendable {
  /// `icu`.
  public var name: String
  /// `icu`, `cldr`, `unicode`, `tzdata` → version.
  public var versions: [String: String]
  public var localeCount: Int
  public var zoneCount: Int
  /// A loaded ICU's libraries (`icu@78.3`): `icudata`, `icuuc`, `icui18n` → SHA-256, so a
  /// corpus pins the exact files without naming a path. Nil (and not written) for the linked
  /// ICU and Foundation, whose manifests stay as they were.
  public var libraries: [String: String]?

  public init(
    name: String, versions: [String: String], localeCount: Int, zoneCount: Int,
    libraries: [String: String]? = nil
  ) {
    self.name = name
    self.versions = versions
    self.localeCount = localeCount
    self.zoneCount = zoneCount
    self.libraries = libraries
  }
}
