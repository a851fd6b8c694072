import FormatCorpus

/// The calendars a command renders for a locale: `--calendar` (an id or `all`), else the
/// locale's own `calendar` setting (`ja_JP@calendar=japanese`), else `fallback`.
///
/// - Throws: `InputError.calendarConflict` when the flag names another calendar than the
///   locale's setting; the engine's refusals of an unknown calendar.
func chosenCalendars(
  _ flag: String?, locale: LocaleID, engine: any CorpusEngine, fallback: [CalendarID]
) throws -> [CalendarID] {
  if let setting = locale.calendarSetting {
    if let flag, try CalendarID.validatingOrAll(flag) != setting {
      throw InputError.calendarConflict(
        locale: locale.rawValue, setting: setting.rawValue, flag: flag)
    }
    return try engine.resolveCalendars([setting.rawValue])
  }
  guard let flag else { return fallback }
  return try engine.resolveCalendars([flag])
}
