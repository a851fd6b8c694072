import CorpusModel

// The calendar questions' values (`calc --next-weekend`, `--compare`; their units are
// `RangeUnit`, beside the ranges), as the library's users name them.
public typealias WeekendDirection = CorpusModel.WeekendDirection
public typealias CalendarOrder = CorpusModel.CalendarOrder
