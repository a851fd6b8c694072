import CorpusModel

/// An interval's typed parts (`format --template T --to B --parts`), which neither Foundation
/// engine has: swift-foundation's `Date.IntervalFormatStyle` and swift-corelibs-foundation's
/// `DateIntervalFormatter` write a plain `String` (through ICU's `udtitvfmt_format`, with no
/// field positions), with no attributed form to read the parts and their sources from.
enum FoundationIntervalParts {
  static func refusal(engine: String, api: String) -> InputError {
    InputError.unsupported(
      "--parts", engine: engine,
      reason: "\(api) writes a plain String, with no attributed form to read parts from")
  }
}

extension FoundationCalendarFormatters {
  /// - Throws: `InputError.unsupported` always (``FoundationIntervalParts``).
  public func intervalParts(template: String, from: Instant, to: Instant) throws
    -> [FormattedPart]
  {
    throw FoundationIntervalParts.refusal(engine: "foundation", api: "DateIntervalFormatter")
  }
}

extension FormatStyleCalendarFormatters {
  /// - Throws: `InputError.unsupported` always (``FoundationIntervalParts``).
  public func intervalParts(template: String, from: Instant, to: Instant) throws
    -> [FormattedPart]
  {
    throw FoundationIntervalParts.refusal(
      engine: FormatStyleSource.engineName, api: "Date.IntervalFormatStyle")
  }
}
