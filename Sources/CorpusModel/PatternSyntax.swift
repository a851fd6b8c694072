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

  /// Refuses a pattern with an unknown ASCII letter outside quotes or an unclosed quote.
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
  }

  /// Refuses a template holding anything but skeleton letters.
  ///
  /// - Throws: `InputError.invalidPattern` naming the first character that is not one.
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
  }
}
