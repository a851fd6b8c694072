import CorpusModel

// The span artifacts' values a caller of `CorpusEngine.relative(locale:query:)` and
// `duration(locale:query:)` names (see Interface.swift for why each is listed).

public typealias SpanAmount = CorpusModel.SpanAmount
public typealias RelativeUnit = CorpusModel.RelativeUnit
public typealias RelativeWidth = CorpusModel.RelativeWidth
public typealias RelativeNumeric = CorpusModel.RelativeNumeric
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
