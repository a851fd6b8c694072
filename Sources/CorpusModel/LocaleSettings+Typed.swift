extension LocaleSettings {
  /// Refuses a locale's settings as typed when their syntax is loose, before an engine
  /// canonicalizes the id: ICU reads such text without a word and loses what was asked.
  ///
  /// ICU's `uloc_getName` drops every setting after an empty item (`en_US@;hours=h23` is
  /// `en_US`), fails on an item without a key or a value (`en_US@hours=`), which would be
  /// reported as an engine failure, and both spellings keep the first of a repeated key
  /// (`en_US@hours=h23;hours=h12`, `en-US-u-hc-h12-hc-h23`), where a manifest's name refuses it.
  /// So the syntax is decided here, in one place, for every command: `key=value` items joined
  /// by `;` after `@`, each key once; in a BCP 47 tag's `-u-` extension, each key once and with
  /// a value. Whether a key or value is known stays the engine's question.
  ///
  /// - Throws: `InputError.malformedSetting` naming the item at fault (an empty item by where
  ///   it is), `InputError.malformedLocale` for settings with no locale before them.
  public static func checkTyped(_ text: String) throws(InputError) {
    if let at = text.firstIndex(of: "@") {
      guard at != text.startIndex else {
        throw InputError.malformedLocale(
          text, reason: "no locale before '@' (write one, then its settings: en_US@hours=h23)")
      }
      try checkKeywords(text[text.index(after: at)...], in: text)
    } else {
      try checkExtension(text)
    }
  }

  /// The `key=value;key=value` part after `@`.
  private static func checkKeywords(_ keywords: Substring, in text: String) throws(InputError) {
    let shape = "key=value, such as hours=h23"
    let items = keywords.split(separator: ";", omittingEmptySubsequences: false)
    var seen: [String: Substring] = [:]
    for (index, item) in items.enumerated() {
      guard !item.isEmpty else {
        let before = index == 0 ? "'@'" : "';'"
        let place =
          index == items.count - 1 ? "nothing after \(before)" : "nothing between \(before) and ';'"
        throw InputError.malformedSetting(
          text, item: "", reason: "\(place) (drop the extra ';', or write \(shape))")
      }
      let parts = item.split(separator: "=", omittingEmptySubsequences: false)
      let fault =
        parts.count == 1
        ? "it has no '='"
        : parts.count > 2
          ? "it has more than one '='"
          : parts[0].isEmpty ? "it has no key" : parts[1].isEmpty ? "it has no value" : nil
      if let fault {
        throw InputError.malformedSetting(
          text, item: String(item), reason: "\(fault) (a setting is \(shape))")
      }
      let key = parts[0].lowercased()
      if let first = seen[key] {
        throw InputError.malformedSetting(
          text, item: String(item),
          reason: "'\(key)' is already set by '\(first)' (give each setting once)")
      }
      seen[key] = item
    }
  }

  /// The `-u-` extension of a BCP 47 tag (before any private-use `-x-`): after its attributes,
  /// keys of two characters, each followed by its value's subtags of three to eight, until the
  /// next singleton.
  private static func checkExtension(_ text: String) throws(InputError) {
    let subtags = text.lowercased().split(separator: "-", omittingEmptySubsequences: false)
    let privateUse = subtags.dropFirst().firstIndex(of: "x") ?? subtags.endIndex
    guard let u = subtags[..<privateUse].dropFirst().firstIndex(of: "u") else { return }
    var seen: [Substring: String] = [:]
    var index = u + 1
    while index < subtags.count, subtags[index].count > 2 { index += 1 }  // attributes
    while index < subtags.count, subtags[index].count == 2 {
      let key = subtags[index]
      index += 1
      let values = index
      while index < subtags.count, subtags[index].count > 2 { index += 1 }
      let item = subtags[(values - 1)..<index].joined(separator: "-")
      guard index > values else {
        let next = index < subtags.count && subtags[index].count == 2 ? subtags[index] : nil
        let reason =
          key == "rg"
          ? "it has no value: a region override is a region code and 'zzzz', such as rg-gbzzzz"
            + (next.map { " ('\($0)' alone is read as another key)" } ?? "")
          : "it has no value (a -u- setting is a key and its value, such as hc-h23)"
        throw InputError.malformedSetting(text, item: item, reason: reason)
      }
      if let first = seen[key] {
        throw InputError.malformedSetting(
          text, item: item, reason: "'\(key)' is already set by '\(first)' (give each setting once)"
        )
      }
      seen[key] = item
    }
  }
}
