/// Input the user can fix: a value that names nothing fmtcorpus can pin. Exit code 2.
///
/// Messages are one lower-case line that quotes the bad value and says what would be valid.
///
/// Refusals an engine decides name that engine (`engine` is its `--engine` name, `icu` or
/// `foundation`): the two know different locales and zones.
public enum InputError: Codable, Error, Equatable, Sendable, CustomStringConvertible {
  case unknownLocale(String, engine: String, suggestions: [String])
  case malformedLocale(String, reason: String)
  /// `und_TW`, `und`, `root`: ICU maximizes them to a real locale (`zh_Hant_TW`) but renders
  /// the root (or the process's default) data for them.
  case localeWithoutLanguage(String, example: String?)
  /// `orAll`: whether `all` would have been valid where the id was given (`calc` takes one).
  case unknownCalendar(String, orAll: Bool)
  case unknownZone(String, engine: String, suggestions: [String])
  case malformedInstant(String)
  /// A well-formed instant with a part out of range; `reason` names the part and its range.
  case instantOutOfRange(String, reason: String)
  case unknownStyle(String, role: String)
  case invalidValue(String, option: String, expected: String)
  /// A fixed pattern or template fmtcorpus would not pin (`kind` is `pattern` or `template`).
  case invalidPattern(String, kind: String, reason: String)
  /// A `generate --picker` key fmtcorpus would not plan (``PickerKey``).
  case invalidPicker(String, reason: String)
  /// A duration configuration fmtcorpus would not plan or format (``DurationConfiguration``).
  case invalidDurationFormat(String, reason: String)
  /// A relative time configuration fmtcorpus would not plan (``RelativeConfiguration``).
  case invalidRelativeFormat(String, reason: String)
  /// A style pair, template or pattern the engine's API cannot express (`Date.FormatStyle` has
  /// no long time style): `format` refuses it, a corpus leaves the entry out for that engine
  /// (``Unsupported``), so a diff against another engine shows it `removed`.
  case unsupported(String, engine: String, reason: String)
  /// A known calendar id the engine has no calendar for (`vikram` in ICU 72, `islamic-rgsa` in
  /// Foundation); `valid` is the engine's list.
  case calendarNotInEngine(String, engine: String, valid: [String])
  /// A locale's setting whose key fmtcorpus does not plan (``LocaleSettings/keys``).
  case unknownSetting(String, key: String, valid: [String])
  /// A locale's settings whose syntax is loose (``LocaleSettings/checkTyped(_:)``): `item` is
  /// the setting at fault, empty for an empty item (`en_US@;hours=h23`).
  case malformedSetting(String, item: String, reason: String)
  /// A setting's value the engine does not have; `expected` says what would be valid.
  case invalidSetting(String, key: String, value: String, expected: String)
  /// `--calendar` naming another calendar than the locale's own `calendar` setting.
  case calendarConflict(locale: String, setting: String, flag: String)
  /// ICU libraries fmtcorpus will not load (`--icu-libs`, the cache, a pinned corpus):
  /// `reason` names what is wrong (no ICU, two versions, a file that does not load, a missing
  /// function, another version than asked) and what would do.
  case unusableLibraries(String, reason: String)

  public var description: String {
    switch self {
    case .unknownLocale(let id, let engine, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "run 'fmtcorpus info --locales' for the list"
        : "did you mean \(suggestions.joined(separator: ", "))?"
      return
        "unknown locale '\(MessageText.escaped(id))': the \(engine) engine has no data for it (\(hint))"
    case .malformedLocale(let id, let reason):
      return
        "malformed locale '\(MessageText.escaped(id))': \(reason) (expected an ICU or BCP 47 id such as zh_TW or zh-TW)"
    case .localeWithoutLanguage(let id, let example):
      let hint = example.map { "e.g. \($0)" } ?? "run 'fmtcorpus info --locales' for the list"
      return "locale '\(MessageText.escaped(id))' has no language: name one (\(hint))"
    case .unknownCalendar(let id, let orAll):
      let valid = CalendarID.icu.map(\.rawValue).joined(separator: ", ")
      let foundation = CalendarID.foundationOnly.map(\.rawValue).joined(separator: ", ")
      return
        "unknown calendar '\(MessageText.escaped(id))' (expected one of: \(valid)\(orAll ? ", or 'all'" : ""); the foundation engine also has \(foundation))"
    case .unknownZone(let id, let engine, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "run 'fmtcorpus info --zones' for the list"
        : "did you mean \(suggestions.joined(separator: ", "))?"
      return
        "unknown time zone '\(MessageText.escaped(id))': the \(engine) engine knows no IANA zone by that id (\(hint))"
    case .malformedInstant(let text):
      return
        "malformed instant '\(MessageText.escaped(text))' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
    case .instantOutOfRange(let text, let reason):
      return "invalid instant '\(MessageText.escaped(text))': \(reason)"
    case .unknownStyle(let text, let role):
      let valid = DateTimeStyle.allCases.map(\.rawValue).joined(separator: ", ")
      return "unknown \(role) style '\(MessageText.escaped(text))' (expected one of: \(valid))"
    case .invalidValue(let value, let option, let expected):
      return "invalid value '\(MessageText.escaped(value))' for \(option) (expected \(expected))"
    case .invalidPattern(let text, let kind, let reason):
      return "invalid \(kind) '\(MessageText.escaped(text))': \(reason)"
    case .invalidPicker(let text, let reason):
      return "invalid picker '\(MessageText.escaped(text))': \(reason)"
    case .invalidDurationFormat(let text, let reason):
      return "invalid duration format '\(MessageText.escaped(text))': \(reason)"
    case .invalidRelativeFormat(let text, let reason):
      return "invalid relative format '\(MessageText.escaped(text))': \(reason)"
    case .unsupported(let text, let engine, let reason):
      return
        "the \(engine) engine cannot render '\(MessageText.escaped(text))': \(reason)"
    case .unusableLibraries(let folder, let reason):
      return "cannot use the ICU libraries of '\(MessageText.escaped(folder))': \(reason)"
    case .unknownSetting(let text, let key, let valid):
      return
        "unknown setting '\(MessageText.escaped(key))' in locale '\(MessageText.escaped(text))' (expected one of: \(valid.joined(separator: ", ")); BCP 47 ca, fw, hc, nu, rg)"
    case .malformedSetting(let text, let item, let reason):
      let what = item.isEmpty ? "empty setting" : "malformed setting '\(MessageText.escaped(item))'"
      return "\(what) in locale '\(MessageText.escaped(text))': \(reason)"
    case .invalidSetting(let text, let key, let value, let expected):
      return
        "invalid value '\(MessageText.escaped(value))' for setting '\(key)' in locale '\(MessageText.escaped(text))' (expected \(expected))"
    case .calendarConflict(let locale, let setting, let flag):
      return
        "locale '\(MessageText.escaped(locale))' sets calendar '\(setting)' but --calendar is '\(MessageText.escaped(flag))' (drop one, or make them the same)"
    case .calendarNotInEngine(let id, let engine, let valid):
      return
        "calendar '\(MessageText.escaped(id))' is not one of the \(engine) engine's (expected one of: \(valid.joined(separator: ", ")))"
    }
  }
}
