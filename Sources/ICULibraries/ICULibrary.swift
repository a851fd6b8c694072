/// One library file inside a wheel: its name (kept unchanged in the cache) and its SHA-256.
public struct ICULibrary: Hashable, Sendable {
  public var name: String
  public var sha256: String

  public init(_ name: String, sha256: String) {
    self.name = name
    self.sha256 = sha256
  }
}
