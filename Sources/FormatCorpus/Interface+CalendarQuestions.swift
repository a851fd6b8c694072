import CorpusModel

// The calendar questions' values (`calc --interval-of`, `--next-weekend`, `--compare`), as the
// library's users name them.
public typealias SpanUnit = CorpusModel.SpanUnit
public typealias WeekendDirection = CorpusModel.WeekendDirection
public typealias CalendarOrder = CorpusModel.CalendarOrder
