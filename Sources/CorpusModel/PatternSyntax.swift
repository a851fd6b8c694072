/// The checks a user's fixed pattern or template passes before it reaches an engine.
///
/// ICU renders a letter outside its pattern alphabet as nothing and an unclosed quote as text,
/// so `MM/dd/yj` would pin a string with the `j` silently gone: fmtcorpus refuses both instead,
/// naming the offending character.
public enum PatternSyntax {
  /// The letters ICU's `SimpleDateFormat` reads as fields.
  public static let patternLetters = "GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB"

  /// The letters a skeleton (template) may hold: the pattern letters but the ones that mean
  /// nothing to the generator (`k`, `K` are fine; `:` is not a letter), plus `j`, `J`, `C` —
  /// the locale's preferred hour.
  public static let skeletonLetters = "GyYuUrQqMLwWdDFgEecabBhHkKjJCmsSAzZOvVXx"

  /// The longest field (a run of one letter) fmtcorpus passes on: ICU keeps a field's length
  /// in 8 bits, so a template of 128–256 `y` renders nothing, 257 render `y` and 300 render 44
  /// `y`, each with no error. Refused in templates and patterns alike, from a flag or a plan.
  public static let maximumFieldLength = 127

  /// Refuses a pattern with an unknown ASCII letter outside quotes, an unclosed quote or a
  /// field longer than ``maximumFieldLength``.
  ///
  /// - Throws: `InputError.invalidPattern` naming the character and its position.
  public static func validate(pattern: String) throws {
    guard !pattern.isEmpty else {
      throw InputError.invalidPattern(pattern, kind: "pattern", reason: "it is empty")
    }
    var quoted = false
    var quoteStart = 0
    for (offset, character) in pattern.enumerated() {
      if character == "'" {
        quoted.toggle()
        if quoted { quoteStart = offset + 1 }
        continue
      }
      guard !quoted, character.isASCII, character.isLetter else { continue }
      guard patternLetters.contains(character) else {
        throw InputError.invalidPattern(
          pattern, kind: "pattern",
          reason:
            "'\(character)' (character \(offset + 1)) is not a pattern letter: letters are \(patternLetters); put text in single quotes"
        )
      }
    }
    if quoted {
      throw InputError.invalidPattern(
        pattern, kind: "pattern",
        reason: "the quote at character \(quoteStart) is not closed: close it with '")
    }
    try validateFieldLengths(pattern, kind: "pattern")
  }

  /// The most parts ICU's pattern generator reads of a template: its `FormatParser` keeps 50
  /// (a run of one letter is a part, and so is each other character outside quotes) and drops
  /// the rest without a word — `y-M-d-…-EEEE` of 51 parts loses its weekday.
  public static let maximumTemplateParts = 50

  /// Refuses a template with an ASCII letter that is not a skeleton letter outside quotes, an
  /// unclosed quote, a control or invisible (format) character, more than ``maximumTemplateParts`` parts, no field at
  /// all, or a field longer than ``maximumFieldLength``.
  ///
  /// A template is read as the APIs read it: `udatpg_getBestPattern` and
  /// `DateFormatter.dateFormat(fromTemplate:)` drop quoted text (`'de'`), then skip every
  /// character that is not an ASCII letter (spaces, punctuation, digits, other scripts), so
  /// `MMM d, yyyy` gives ICU 72's pattern for `MMMdyyyy` and is accepted as the app spells it.
  /// An unclosed quote would make ICU drop the rest of the template, and an unknown letter
  /// would render as nothing: both are refused.
  ///
  /// - Throws: `InputError.invalidPattern` naming the first character that is not one, or the
  ///   long field's letter, length and start.
  public static func validate(template: String) throws {
    guard !template.isEmpty else {
      throw InputError.invalidPattern(template, kind: "template", reason: "it is empty")
    }
    var quoted = false
    var quoteStart = 0
    var fields = 0
    var parts = 0
    var previous: Character?
    for (offset, character) in template.enumerated() {
      // ICU would skip them, but a key of a corpus (untrusted input) shows no hidden text.
      if let hidden = character.unicodeScalars.first(where: {
        [.control, .format, .lineSeparator, .paragraphSeparator]
          .contains($0.properties.generalCategory)
      }) {
        throw InputError.invalidPattern(
          template, kind: "template",
          reason:
            "character \(offset + 1) is a control or invisible character (U+\(String(hidden.value, radix: 16, uppercase: true))): a template is one line of visible text"
        )
      }
      if character == "'" {
        quoted.toggle()
        if quoted { quoteStart = offset + 1 }
        // ICU drops quoted text before it reads the parts: `M'x'M` is one run.
        continue
      }
      guard !quoted else { continue }
      defer { previous = character }
      guard character.isASCII, character.isLetter else {
        parts += character.utf16.count
        continue
      }
      guard skeletonLetters.contains(character) else {
        throw InputError.invalidPattern(
          template, kind: "template",
          reason:
            "'\(character)' (character \(offset + 1)) is not a skeleton letter: letters are \(skeletonLetters); spaces, punctuation and quoted text are ignored"
        )
      }
      if character != previous {
        parts += 1
        fields += 1
      }
    }
    if quoted {
      throw InputError.invalidPattern(
        template, kind: "template",
        reason:
          "the quote at character \(quoteStart) is not closed (ICU would drop the rest): close it with '"
      )
    }
    guard fields > 0 else {
      throw InputError.invalidPattern(
        template, kind: "template",
        reason: "it names no field: letters are \(skeletonLetters)")
    }
    guard parts <= maximumTemplateParts else {
      throw InputError.invalidPattern(
        template, kind: "template",
        reason:
          "it has \(parts) parts (letter runs and other characters), more than the \(maximumTemplateParts) ICU's pattern generator reads (it drops the rest): leave out separators"
      )
    }
    try validateFieldLengths(template, kind: "template")
  }

  /// Refuses an interval template holding anything but skeleton letters, or a field longer
  /// than ``maximumFieldLength``.
  ///
  /// Stricter than ``validate(template:)``: ICU's interval formatter reads its skeleton with
  /// its own parser, which does not drop characters as the pattern generator does (a
  /// template of 51 parts keeps a weekday there that the generator drops), so the two readings
  /// could differ; an interval template stays letters only.
  ///
  /// - Throws: `InputError.invalidPattern` naming the first character that is not one, or the
  ///   long field's letter, length and start.
  public static func validate(intervalTemplate template: String) throws {
    guard !template.isEmpty else {
      throw InputError.invalidPattern(template, kind: "template", reason: "it is empty")
    }
    for (offset, character) in template.enumerated()
    where !(character.isASCII && skeletonLetters.contains(character)) {
      throw InputError.invalidPattern(
        template, kind: "template",
        reason:
          "'\(character)' (character \(offset + 1)) is not a skeleton letter: an interval template holds only letters from \(skeletonLetters), no spaces, punctuation or quotes"
      )
    }
    try validateFieldLengths(template, kind: "template")
  }

  /// Refuses a run of one letter longer than ``maximumFieldLength``; quoted text (a template
  /// has none) is no field.
  private static func validateFieldLengths(_ text: String, kind: String) throws {
    var quoted = false
    var run: (letter: Character, start: Int, length: Int)?
    func endRun() throws {
      guard let run, run.length > maximumFieldLength else { return }
      throw InputError.invalidPattern(
        text, kind: kind,
        reason:
          "the field of \(run.length) '\(run.letter)' from character \(run.start + 1) is longer than \(maximumFieldLength) letters, the most ICU keeps (it stores a field's length in 8 bits and renders a longer one wrong or not at all)"
      )
    }
    for (offset, character) in text.enumerated() {
      if character == "'" { quoted.toggle() }
      let isField = !quoted && character.isASCII && character.isLetter
      if isField, character == run?.letter {
        run?.length += 1
        continue
      }
      try endRun()
      run = isField ? (character, offset, 1) : nil
    }
    try endRun()
  }
}
