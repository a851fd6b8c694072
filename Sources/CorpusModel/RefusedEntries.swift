/// The entries of a golden file its engine refused (`InputError.unsupported`) and so left out,
/// or wrote as `null`: each refusal's one-line reason → the key paths it covers, as a change
/// names its entry inside the file (`calendars › buddhist › intervals › yMMMd`). A path covers
/// every entry under it.
///
/// The render records them so that `check --engine E` counts as "not rendered by E" exactly
/// what `E` refused, and reports every other missing entry `removed`; the manifest keeps them
/// (``FileRecord/refused``, written only when there are some) so that the drift atlas knows
/// them for two corpora generated apart.
public typealias RefusedEntries = [String: [[String]]]

extension Dictionary where Key == String, Value == [[String]] {
  /// Whether `path` is one of the refused paths or lies under one.
  public func covers(_ path: [String]) -> Bool {
    contains { _, paths in
      paths.contains { $0.count <= path.count && path.starts(with: $0) }
    }
  }

  /// The refusals of both, each reason's paths in byte order of their keys (the order a render
  /// asks in is the engine's business, not the record's).
  public func adding(_ other: RefusedEntries) -> RefusedEntries {
    merging(other) { $0 + $1 }.mapValues { paths in
      paths.sorted {
        $0.lexicographicallyPrecedes($1) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      }
    }
  }

  /// The number of key paths recorded.
  public var pathCount: Int { values.reduce(0) { $0 + $1.count } }
}
