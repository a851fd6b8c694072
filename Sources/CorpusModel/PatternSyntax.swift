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

  /// Refuses a template holding anything but skeleton letters, or a field longer than
  /// ``maximumFieldLength``.
  ///
  /// - Throws: `InputError.invalidPattern` naming the first character that is not one, or the
  ///   long field's letter, length and start.
  public static func validate(template: String) throws {
    guard !template.isEmpty else {
      throw InputError.invalidPattern(template, kind: "template", reason: "it is empty")
    }
    for (offset, character) in template.enumerated()
    where !(character.isASCII && skeletonLetters.contains(character)) {
      throw InputError.invalidPattern(
        template, kind: "template",
        reason:
          "'\(character)' (character \(offset + 1)) is not a skeleton letter: a template holds only letters from \(skeletonLetters), no spaces, punctuation or quotes"
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
