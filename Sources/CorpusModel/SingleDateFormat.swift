/// How one date is formatted, as `format` asks for it without `--to`: a date style and a time
/// style, a fixed pattern, or a template whose pattern the engine picks.
///
/// One value for the three so that a question about one date's string in any of its forms
/// (its typed parts: `format --at D --parts`) is one request, whatever the form.
public enum SingleDateFormat: Codable, Hashable, Sendable, CustomStringConvertible {
  /// `--date-style S --time-style S`.
  case style(StylePair)
  /// `--pattern P` (as `DateFormatter.dateFormat` takes it).
  case pattern(String)
  /// `--template T` (a skeleton: `yMMMd`).
  case template(String)

  /// The form as the command's flags spell it, for messages: `--template 'yMMMd'`.
  public var description: String {
    switch self {
    case .style(let pair): "--date-style \(pair.date.rawValue) --time-style \(pair.time.rawValue)"
    case .pattern(let pattern): "--pattern '\(pattern)'"
    case .template(let template): "--template '\(template)'"
    }
  }
}
