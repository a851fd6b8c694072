/// Which engine made a corpus, and the versions of what it carries.
public struct EngineInfo: Codable, Hashable, Sendable {
  /// `icu`.
  public var name: String
  /// `icu`, `cldr`, `unicode`, `tzdata` → version.
  public var versions: [String: String]
  public var localeCount: Int
  public var zoneCount: Int

  public init(name: String, versions: [String: String], localeCount: Int, zoneCount: Int) {
    self.name = name
    self.versions = versions
    self.localeCount = localeCount
    self.zoneCount = zoneCount
  }
}
