import CorpusModel

// The intervals' and calendar arithmetic's values, as the library's users name them
// (see Interface.swift).
public typealias IntervalPair = CorpusModel.IntervalPair
public typealias IntervalConfiguration = CorpusModel.IntervalConfiguration
public typealias IntervalPatternField = CorpusModel.IntervalPatternField
public typealias CalendarField = CorpusModel.CalendarField
public typealias FieldAmount = CorpusModel.FieldAmount
public typealias ArithmeticOperation = CorpusModel.ArithmeticOperation
public typealias ArithmeticOutcome = CorpusModel.ArithmeticOutcome
public typealias ArithmeticCase = CorpusModel.ArithmeticCase
public typealias WeekRules = CorpusModel.WeekRules

// Ranges and ordinality (`calc --range-of`, `--ordinality-of`, `--minimum-range`,
// `--maximum-range`).
public typealias RangeUnit = CorpusModel.RangeUnit
public typealias UnitRange = CorpusModel.UnitRange
public typealias UnitLimit = CorpusModel.UnitLimit
