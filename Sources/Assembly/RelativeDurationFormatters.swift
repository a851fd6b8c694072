import CorpusModel

/// What one locale's formatters say about the spans of time that depend on neither calendar nor
/// zone: relative times and durations (``RelativeStep``, ``DurationsStep``).
public protocol RelativeDurationFormatters {
  /// The relative time of a query ("yesterday"), or nil when the engine has no way to ask for
  /// it (Foundation's `Date.AnchoredRelativeFormatStyle` has no quarter, no weekdays and no
  /// fractional amount): the corpus says so per entry instead of asking something else.
  func relative(_ query: RelativeQuery) throws -> String?

  /// ``relative(_:)``'s string in typed parts (`format --relative … --parts`).
  ///
  /// - Throws: `InputError.unsupported` from an engine whose API writes no parts of it, and
  ///   where ``relative(_:)`` would answer nil.
  func relativeParts(_ query: RelativeQuery) throws -> [FormattedPart]

  /// The relative time of `query.at` seen from `query.reference`, in the unit the engine's API
  /// chooses and rounds to.
  ///
  /// - Throws: `InputError.unsupported` from an engine whose API only formats a given amount of
  ///   a given unit (ICU's C API): it never picks a unit for the caller.
  func relative(between query: RelativeInstantsQuery) throws -> String

  /// The duration of a query written by the engine from the query's
  /// ``DurationQuery/amounts`` ("1 hour, 15 minutes").
  func duration(_ query: DurationQuery) throws -> String
}
