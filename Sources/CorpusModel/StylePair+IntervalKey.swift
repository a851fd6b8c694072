/// A date style and a time style as an interval entry of the plan (`generate
/// --interval-template`, a plan file's `interval:`, the manifest's `intervalTemplates` and the
/// intervals' golden key): `date-style=medium;time-style=short`, spelled as
/// ``RelativeConfiguration`` spells its keys (each part named after its `format` flag without
/// `--`, in the flags' order, a `none` style left out), beside the templates (`yMMMd`) and the
/// configured templates (``IntervalConfiguration``: `yMMMd;capitalization=sentence-start`),
/// whose first part has no `=`. Each engine renders it as `format --date-style S --time-style S --to B` does.
extension StylePair {
  /// The pair's one spelling: its styles other than `none`.
  public var intervalKey: String {
    [
      date == .none ? nil : "date-style=\(date.rawValue)",
      time == .none ? nil : "time-style=\(time.rawValue)",
    ].compactMap { $0 }.joined(separator: ";")
  }

  /// The pair an interval entry spells; nil for a template, configured or not: its first part,
  /// before any `;`, has no `=` (`yMMMd`, `yMMMd;capitalization=sentence-start`).
  ///
  /// - Throws: `InputError.invalidValue` for any other spelling than ``intervalKey``'s (a part
  ///   of another name, out of order, repeated, `none` written out, or none/none), so that one
  ///   pair is never planned under two keys.
  public init?(intervalKey text: String) throws {
    guard text.prefix(while: { $0 != ";" }).contains("=") else { return nil }
    let expected =
      "date-style=S;time-style=S (S short, medium, long or full; either left out for none, in that order)"
    var styles: [String: DateTimeStyle] = [:]
    for part in text.split(separator: ";", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(pieces[0])
      guard pieces.count == 2, ["date-style", "time-style"].contains(name), styles[name] == nil
      else {
        throw InputError.invalidValue(text, option: "an interval style entry", expected: expected)
      }
      styles[name] = try DateTimeStyle(
        validating: String(pieces[1]), role: name == "date-style" ? "date" : "time")
    }
    let pair = StylePair(date: styles["date-style"] ?? .none, time: styles["time-style"] ?? .none)
    guard pair.date != .none || pair.time != .none, pair.intervalKey == text else {
      throw InputError.invalidValue(text, option: "an interval style entry", expected: expected)
    }
    self = pair
  }
}

extension PatternSyntax {
  /// An interval entry of the plan: a template (``validate(intervalTemplate:)``) or a style
  /// pair (``StylePair/init(intervalKey:)``).
  public static func validate(intervalEntry text: String) throws {
    if try StylePair(intervalKey: text) == nil { _ = try IntervalConfiguration(validating: text) }
  }
}
