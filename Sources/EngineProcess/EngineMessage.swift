import CorpusModel

/// One call of ``CorpusEngine`` sent to an engine that runs in its own process.
enum EngineRequest: Codable, Sendable {
  case info
  case availableLocales
  case zoneIDs
  case canonicalZoneIDs
  case resolveLocale(String)
  case listedLocale(LocaleID)
  case resolveZone(String)
  case localeCorpus(LocaleID, Plan)
  case fields(Plan)
  case pickers(
    LocaleID, calendars: [CalendarID], modes: [PickerMode], configuration: PickerConfiguration)
  case format(LocaleID, CalendarID, ZoneID, Instant, StylePair)
  case month(LocaleID, CalendarID, ZoneID, Instant)
  case formatPattern(LocaleID, CalendarID, ZoneID, Instant, String)
  case formatTemplate(LocaleID, CalendarID, ZoneID, Instant, String)
}

/// The answer to one request: the value, or the error the engine threw, kept whole so the
/// driving process exits exactly as an in-process engine would (2 for input, 3 for the engine).
enum EngineReply<Value: Codable & Sendable>: Codable, Sendable {
  case value(Value)
  case inputError(InputError)
  case engineError(EngineError)
}
