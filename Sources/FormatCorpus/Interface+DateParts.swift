import CorpusModel

// One date's typed parts (`format --at D --parts`): `engine.parts(locale:calendar:zone:instant:
// format:)` with the form the date is written in; `JSONOutput.date(_:format:…)` prints them.

public typealias SingleDateFormat = CorpusModel.SingleDateFormat
public typealias FormattedPart = CorpusModel.FormattedPart
