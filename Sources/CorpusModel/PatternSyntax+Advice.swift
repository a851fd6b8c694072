/// What fmtcorpus says about a valid template or pattern that likely does not mean what its
/// author thinks: lines for stderr, never an error — the string is still rendered and pinned.
extension PatternSyntax {
  /// The separators of a numeric fixed format (`yyyy-MM-dd`, `MM/dd`, `dd.MM.`, `HH:mm`).
  ///
  /// A template holding one, outside quotes, reads as if its author expected the order and
  /// separators to be kept; the generator keeps neither (`yyyy-MM-dd` is `dd.MM.yyyy` in
  /// de_DE). Spaces and commas are left out of the rule: `MMM d, yyyy` is how apps spell a
  /// template they know to be one, and a note on every such template would be noise.
  public static let fixedFormatSeparators: Set<Character> = ["-", "/", ".", ":"]

  /// Every note and warning for the templates and patterns a command was given, each a line
  /// starting `note:` or `warning:`, in the order given; the commands print them on stderr.
  public static func advice(templates: [String], patterns: [String]) -> [String] {
    templates.flatMap { template in
      [
        note(template: template).map { "note: " + $0 },
        weekYearWarning(template, kind: "template").map { "warning: " + $0 },
      ].compactMap { $0 }
    } + patterns.compactMap { weekYearWarning($0, kind: "pattern").map { "warning: " + $0 } }
  }

  /// The note for a template that looks like a fixed format, nil for any other.
  public static func note(template: String) -> String? {
    guard unquoted(template).contains(where: fixedFormatSeparators.contains) else { return nil }
    return
      "template '\(template)' names fields, not their order or separators: each locale orders and punctuates them its own way; a fixed format is --pattern '\(template)'"
  }

  /// The warning for a template or pattern that puts `Y` (the year of the week) beside `M` or
  /// `d` (the calendar month and day) — the `YYYY-MM-dd` bug, which shows the next year on the
  /// last days of December — nil for any other. It still renders: the corpus pins what the
  /// app shows.
  ///
  /// - Parameter kind: `template` or `pattern`, as the message names it.
  public static func weekYearWarning(_ text: String, kind: String) -> String? {
    let letters = unquoted(text)
    guard letters.contains("Y"), letters.contains(where: { $0 == "M" || $0 == "d" }) else {
      return nil
    }
    return
      "\(kind) '\(text)' puts Y (the year of the week) beside M or d (the calendar month and day): around New Year it shows the wrong year (2024-12-30 is 2025-12-30 with YYYY-MM-dd); the calendar year is y"
  }

  /// The characters outside single quotes.
  private static func unquoted(_ text: String) -> [Character] {
    var quoted = false
    return text.filter { character in
      if character == "'" { quoted.toggle() }
      return !quoted && character != "'"
    }.map { $0 }
  }
}
