/// A user's settings on a locale, as ICU spells them: keywords after `@`, sorted by key and
/// joined by `;` (`en_US@hours=h23`, `de_DE@fw=sun;hours=h23`).
///
/// A locale with settings is a variant: its own plan entry and golden file, named by this
/// canonical form (`en_US@hours=h23.json`), so each variant has exactly one name. What each key
/// may hold is the engine's question (``LocaleSettings/validValues``); the model checks only the
/// shape, so a name from a corpus folder can never be a path.
public enum LocaleSettings {
  /// The keys a user sets, as ICU names them: the calendar, the first day of the week, the hour
  /// cycle, the numbering system, and the region whose formats they prefer.
  public static let keys = ["calendar", "fw", "hours", "numbers", "rg"]

  /// The BCP 47 `-u-` key of each ICU key, for messages (`hours` is `hc`).
  public static let bcp47Keys = [
    "calendar": "ca", "fw": "fw", "hours": "hc", "numbers": "nu", "rg": "rg",
  ]

  /// Values every engine accepts for the closed keys; `numbers` is the engine's list of
  /// numbering systems and `calendar` its calendars, `rg` a region with `zzzz` (`gbzzzz`).
  public static let closedValues: [String: [String]] = [
    "fw": ["sun", "mon", "tue", "wed", "thu", "fri", "sat"],
    "hours": ["h11", "h12", "h23", "h24"],
  ]

  /// The settings of an id's keyword part (after `@`), in order; nil when the part is not
  /// `key=value` pairs of lower-case letters, digits and `-`, keys strictly ascending.
  public static func parse(_ keywords: Substring) -> [(key: String, value: String)]? {
    var pairs: [(key: String, value: String)] = []
    for item in keywords.split(separator: ";", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2, isToken(parts[0], hyphen: false), isToken(parts[1], hyphen: true)
      else { return nil }
      let key = String(parts[0])
      if let last = pairs.last, !last.key.utf8.lexicographicallyPrecedes(key.utf8) { return nil }
      pairs.append((key, String(parts[1])))
    }
    return pairs.isEmpty ? nil : pairs
  }

  /// 1–40 lower-case ASCII letters and digits (and inner `-` where allowed).
  private static func isToken(_ text: Substring, hyphen: Bool) -> Bool {
    let bytes = Array(text.utf8)
    guard (1...40).contains(bytes.count), bytes.first != 0x2D, bytes.last != 0x2D else {
      return false
    }
    return bytes.allSatisfy {
      ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || (hyphen && $0 == 0x2D)
    }
  }

  /// A region setting's shape: two letters or three digits, then `zzzz` (`gbzzzz`, `419zzzz`).
  public static func isRegionValue(_ value: String) -> Bool {
    guard value.hasSuffix("zzzz") else { return false }
    let region = value.dropLast(4).utf8
    return (region.count == 2 && region.allSatisfy { $0 >= 0x61 && $0 <= 0x7A })
      || (region.count == 3 && region.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
  }
}

extension LocaleID {
  /// The locale without its settings: `en_US` for `en_US@hours=h23`.
  public var base: LocaleID {
    guard let at = rawValue.firstIndex(of: "@") else { return self }
    return LocaleID(rawValue: String(rawValue[..<at]))
  }

  /// The settings, sorted by key (empty for a plain locale).
  public var settings: [(key: String, value: String)] {
    guard let at = rawValue.firstIndex(of: "@") else { return [] }
    return LocaleSettings.parse(rawValue[rawValue.index(after: at)...]) ?? []
  }

  /// The calendar the locale's own `calendar` keyword names, if any.
  public var calendarSetting: CalendarID? {
    settings.first { $0.key == "calendar" }.map { CalendarID(rawValue: $0.value) }
  }

  /// The id an engine is given for a calendar: the settings with the calendar set explicitly
  /// (`en_US@calendar=japanese;hours=h23`), keys sorted.
  public func withCalendar(_ calendar: CalendarID) -> String {
    let others = settings.filter { $0.key != "calendar" }
    let all = ([("calendar", calendar.rawValue)] + others.map { ($0.key, $0.value) }).sorted {
      $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
    }
    return base.rawValue + "@" + all.map { "\($0.0)=\($0.1)" }.joined(separator: ";")
  }
}
