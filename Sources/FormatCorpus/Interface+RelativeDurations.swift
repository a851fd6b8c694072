import CorpusModel

// The span artifacts' values a caller of `CorpusEngine.relative(locale:query:)` and
// `duration(locale:query:)` names (see Interface.swift for why each is listed).

public typealias SpanAmount = CorpusModel.SpanAmount
public typealias RelativeUnit = CorpusModel.RelativeUnit
public typealias RelativeWidth = CorpusModel.RelativeWidth
public typealias RelativeNumeric = CorpusModel.RelativeNumeric
public typealias RelativeWord = CorpusModel.RelativeWord
public typealias RelativeQuery = CorpusModel.RelativeQuery
public typealias RelativeCapitalization = CorpusModel.RelativeCapitalization
public typealias RelativeInstantsQuery = CorpusModel.RelativeInstantsQuery
public typealias RelativePresentation = CorpusModel.RelativePresentation
public typealias RelativeUnitsStyle = CorpusModel.RelativeUnitsStyle
public typealias RelativePlan = CorpusModel.RelativePlan
public typealias DurationUnits = CorpusModel.DurationUnits
public typealias DurationWidth = CorpusModel.DurationWidth
public typealias DurationQuery = CorpusModel.DurationQuery
public typealias DurationPlan = CorpusModel.DurationPlan
public typealias DurationConfiguration = CorpusModel.DurationConfiguration
public typealias DurationOptions = CorpusModel.DurationOptions
public typealias ZeroUnits = CorpusModel.ZeroUnits
public typealias FractionPart = CorpusModel.FractionPart
public typealias DurationRounding = CorpusModel.DurationRounding
public typealias RelativeConfiguration = CorpusModel.RelativeConfiguration

extension RelativeConfiguration {
  /// A spelling read by ``init(validating:)``, its zone and calendar then checked against
  /// `engine`, as `format --relative-to` checks its `--zone` and `--calendar`: what
  /// `generate --relative-format`, a plan file's `relative:` entry and a manifest's
  /// configurations go through (one validation path).
  ///
  /// - Throws: `InputError.invalidRelativeFormat` naming the text and the engine's refusal
  ///   (a zone ICU would turn into `Etc/Unknown`, or another spelling of a known one).
  public static func resolving(_ text: String, engine: any CorpusEngine) throws
    -> RelativeConfiguration
  {
    let configuration = try RelativeConfiguration(validating: text)
    guard case .between(let query) = configuration.form else { return configuration }
    do {
      let zone = try engine.resolveZone(query.zone.rawValue)
      guard zone == query.zone else {
        throw InputError.invalidValue(
          query.zone.rawValue, option: "zone", expected: "the engine's id for it, \(zone)")
      }
      _ = try engine.resolveCalendars([query.calendar.rawValue])
    } catch let error as InputError {
      throw InputError.invalidRelativeFormat(text, reason: error.description)
    }
    return configuration
  }
}
public typealias ValueLength = CorpusModel.ValueLength
