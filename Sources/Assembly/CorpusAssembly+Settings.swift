import CorpusModel

extension CorpusAssembly {
  /// A locale with settings (`en_US@hours=h23`, `en-US-u-hc-h23`): the locale resolved as any
  /// other, each setting checked against what the engine has, in ICU's canonical form — keys
  /// sorted, so each variant has one name (and one golden file). The settings' syntax is checked
  /// as typed (``LocaleSettings/checkTyped(_:)``) before the engine canonicalizes the id, which
  /// would drop or merge what was asked without a word.
  ///
  /// - Throws: `InputError` for a malformed id or setting, an unknown locale, key or value.
  func resolveVariant(_ text: String) throws -> LocaleID {
    let allowed = text.utf8.allSatisfy { byte in
      (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        || [
          UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "="),
          UInt8(ascii: ";"),
        ].contains(byte)
    }
    guard text.utf8.count <= 128, allowed else {
      throw InputError.malformedLocale(
        text,
        reason:
          "only letters, digits, '_', '-' and settings after '@' (key=value, joined by ';') may appear in a locale id"
      )
    }
    try LocaleSettings.checkTyped(text)
    let canonical = try source.catalog.canonicalLocale(text)
    guard let at = canonical.firstIndex(of: "@") else { return try resolveBase(canonical, text) }
    let base = try resolveBase(String(canonical[..<at]), text)
    var settings: [(key: String, value: String)] = []
    for item in canonical[canonical.index(after: at)...].split(separator: ";") {
      let parts = item.split(separator: "=", maxSplits: 1).map { String($0).lowercased() }
      guard parts.count == 2, !parts[1].isEmpty else {
        throw InputError.malformedLocale(text, reason: "a setting is key=value")
      }
      guard LocaleSettings.keys.contains(parts[0]) else {
        throw InputError.unknownSetting(text, key: parts[0], valid: LocaleSettings.keys)
      }
      try checkSetting(parts[0], parts[1], in: text)
      settings.append((parts[0], parts[1]))
    }
    settings.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    let id = base.rawValue + "@" + settings.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    guard LocaleID.isWellFormed(id) else {
      throw InputError.malformedLocale(text, reason: "not a locale with settings (\(id))")
    }
    return LocaleID(rawValue: id)
  }

  /// The locale part, resolved as a locale without settings is; the error names what was typed.
  private func resolveBase(_ base: String, _ text: String) throws -> LocaleID {
    do {
      return try locales.resolve(base)
    } catch InputError.unknownLocale(_, engine: let engine, suggestions: let suggestions) {
      throw InputError.unknownLocale(text, engine: engine, suggestions: suggestions)
    }
  }

  /// A setting's value against the engine's lists: its calendars and numbering systems, ICU's
  /// hour cycles and weekdays, a region followed by `zzzz`.
  private func checkSetting(_ key: String, _ value: String, in text: String) throws {
    let valid: [String]
    switch key {
    case "calendar": valid = calendarIDs.map(\.rawValue)
    case "numbers": valid = try source.catalog.numberingSystems()
    case "rg":
      guard LocaleSettings.isRegionValue(value) else {
        throw InputError.invalidSetting(
          text, key: key, value: value,
          expected: "a region code and 'zzzz', such as gbzzzz or 419zzzz")
      }
      return
    default: valid = LocaleSettings.closedValues[key] ?? []
    }
    guard valid.contains(value) else {
      throw InputError.invalidSetting(
        text, key: key, value: value, expected: "one of: \(valid.joined(separator: ", "))")
    }
  }
}
