/// A configured entry of the plan (a duration or relative format, an arithmetic case) that an
/// engine's API may have no way to express. A corpus then leaves it out, and `generate` says so
/// in one note per entry; this is where that note is written, once for every kind.
public protocol PlannedConfiguration {
  /// How the note names the entry: `duration format 'hour,minute;max-units=1'`.
  var leftOutLabel: String { get }
  /// Why `api` cannot express the entry, or nil: the engine's one-line refusal.
  func unsupported(by api: DurationConfiguration.EngineAPI) -> String?
}

extension Sequence where Element: PlannedConfiguration {
  /// One line per entry `api` cannot express, which the engine named `engine` leaves out of a
  /// corpus: `generate` prints them as notes.
  public func leftOutNotes(engine: String, api: DurationConfiguration.EngineAPI) -> [String] {
    compactMap { entry in
      entry.unsupported(by: api).map {
        "the \(engine) engine leaves \(entry.leftOutLabel) out of the corpus: \($0)"
      }
    }
  }
}
