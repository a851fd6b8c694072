import CorpusModel
import GoldenFormat

/// What a locale's settings changed: a variant's golden file (`en_US@hours=h23.json`) against
/// its base locale's (`en_US.json`), artifact by artifact — per calendar for an artifact a
/// calendar holds — so a report can say where the engine ignored a setting (ICU 72's style
/// formats ignore `hours`; its pattern generator honours it).
///
/// The files are compared as the checker compares two corpora (``GoldenEntries`` and the
/// comparison `check` and `diff` make), so an entry counts as changed exactly when `diff`
/// would report it; only the grouping is this type's. What is not an artifact (the file's
/// `locale` and `formatVersion`) is left out.
public struct SettingEffect: Sendable {
  /// One artifact of one calendar (or of the locale).
  public struct Part: Hashable, Sendable {
    /// The calendar (`gregorian`), nil for an artifact stored once per locale (`relative`).
    public var calendar: String?
    /// The artifact's key in the file (`skeletons`).
    public var artifact: String
    /// Entries that differ between the two files (changed, added or removed, a reordered
    /// picker counting once).
    public var changed: Int
    /// Entries either file holds, as the checker keys them.
    public var entries: Int
    /// Whether the base file holds this artifact (in this calendar) at all.
    public var inBase: Bool
  }

  /// Every artifact of either file, in the variant file's order, then what only the base has.
  public private(set) var parts: [Part] = []

  /// Compares a variant's file with its base locale's.
  ///
  /// - Parameters:
  ///   - base: the base locale's parsed file (`en_US.json`).
  ///   - variant: the variant's parsed file (`en_US@hours=h23.json`).
  ///   - file: the variant's file name, for the changes' own bookkeeping.
  public init(base: GoldenNode, variant: GoldenNode, file: String) {
    let old = GoldenEntries(base)
    let new = GoldenEntries(variant)
    struct Key: Hashable {
      var calendar: String?
      var artifact: String
    }
    var order: [Key] = []
    var entries: [Key: Set<[String]>] = [:]
    var changed: [Key: Set<[String]>] = [:]
    var inBase: Set<Key> = []
    func key(_ path: [String]) -> Key? {
      let path = EnginePart.inner(path)
      if path.first == "calendars" {
        return path.count > 2 ? Key(calendar: path[1], artifact: path[2]) : nil
      }
      guard let name = path.first, Artifact.named(name) != nil else { return nil }
      return Key(calendar: nil, artifact: name)
    }
    for path in new.order + old.order {
      guard let key = key(path) else { continue }
      if entries[key] == nil { order.append(key) }
      entries[key, default: []].insert(path)
    }
    for path in old.order {
      if let key = key(path) { inBase.insert(key) }
    }
    for change in CorpusComparison.compare(file: file, old, new) {
      guard let key = key(change.path) else { continue }
      if entries[key] == nil { order.append(key) }
      entries[key, default: []].insert(change.path)
      changed[key, default: []].insert(change.path)
    }
    parts = order.map {
      Part(
        calendar: $0.calendar, artifact: $0.artifact, changed: changed[$0]?.count ?? 0,
        entries: entries[$0]!.count, inBase: inBase.contains($0))
    }
  }

  /// The part of an artifact in a calendar (nil for a locale's artifact), if either file has it.
  public func part(calendar: String?, artifact: String) -> Part? {
    parts.first { $0.calendar == calendar && $0.artifact == artifact }
  }
}
