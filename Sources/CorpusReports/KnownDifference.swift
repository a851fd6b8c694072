import CorpusDiff
import CorpusModel

/// A difference a team accepted in its plan file (`known-differences`): `check` reports the
/// change it matches as known, and does not fail on it.
///
/// It matches a change by key, engine and new value together. Key and engine alone would hide
/// a later, different change of the same entry behind the first one's reason; with the new
/// value, a further change fails again and is decided afresh.
public struct KnownDifference: Sendable, Hashable {
  /// The change's key as reports print it (``CorpusDiff/Change/displayKey``).
  public var key: String
  /// The engine that renders the new value: the fresh corpus's engine name.
  public var engine: String
  /// The new value, raw; nil accepts the entry's removal.
  public var new: String?
  public var reason: String
  /// Where the entry is written (`fmtcorpus.yml:14`), for a stale entry's line.
  public var location: String

  public init(key: String, engine: String, new: String?, reason: String, location: String) {
    self.key = key
    self.engine = engine
    self.new = new
    self.reason = reason
    self.location = location
  }

  /// Whether `change`, rendered by `engine`, is this difference: an entry of another engine's
  /// part of the file (``Change/engine``) was rendered by that engine.
  public func matches(_ change: Change, engine: String) -> Bool {
    self.engine == change.engine ?? engine && key == change.displayKey && new == change.new
  }

  /// The locale (or `fields`) the key starts with: the golden file it is in.
  var locale: Substring { key.split(separator: " › ", maxSplits: 1).first ?? "" }
}

extension CheckReport {
  /// A change the plan file lists as known, with its reason.
  public struct KnownChange: Sendable {
    public var change: Change
    public var known: KnownDifference
  }

  /// Moves the changes `known` lists out of the changes judged, into ``known``, and lists in
  /// ``stale`` the entries that matched no change of a file compared (a locale not checked
  /// proves nothing about its entries).
  ///
  /// - Parameters:
  ///   - engine: the engine that rendered the new side.
  ///   - files: the golden files compared (`en_US.json`).
  ///   - all: every change found, `--ignore`d classes too: an entry matching one of those is
  ///     left out of the report with its change, not stale.
  public mutating func separate(
    _ known: [KnownDifference], engine: String, files: [String], all: [Change]
  ) {
    guard !known.isEmpty else { return }
    var used = Set<Int>()
    var kept: [Change] = []
    for change in changes {
      if let index = known.indices.first(where: { known[$0].matches(change, engine: engine) }) {
        used.insert(index)
        self.known.append(KnownChange(change: change, known: known[index]))
      } else {
        kept.append(change)
      }
    }
    changes = kept
    let compared = Set(files.map { $0.hasSuffix(".json") ? String($0.dropLast(5)) : $0 })
    stale = known.indices.filter { index in
      !used.contains(index) && compared.contains(String(known[index].locale))
        && !all.contains { known[index].matches($0, engine: engine) }
    }.map { known[$0] }
  }

  /// The known and stale lines every reporter shows, escaped: `known: 1 change (not failing)`,
  /// then each with its reason; `stale: …` for each entry that matched nothing.
  public var knownLines: [String] {
    var lines: [String] = []
    if !known.isEmpty {
      let count = known.count
      lines.append(
        "known: \(count) change\(count == 1 ? "" : "s") the plan file accepts (not failing)")
      for item in known {
        lines.append(
          "  \(item.change.displayKey)  (\(location(item.change))): "
            + MessageText.escaped(item.known.reason, limit: nil))
      }
    }
    for entry in stale {
      lines.append(
        "stale: \(MessageText.escaped(entry.location, limit: nil)): known difference "
          + "\(MessageText.escaped(entry.key, limit: nil)) (\(MessageText.escaped(entry.engine))) "
          + "matches no change: remove it from the plan file")
    }
    return lines
  }
}
