/// Classes a changed string by normalizing old and new step by step.
public enum StringClassifier {
  /// The bidi controls of Unicode: marks, embeddings, overrides, isolates.
  static let bidiMarks: Set<UInt32> = [
    0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.value == 0x200B || scalar.value == 0xFEFF
  }

  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }

  private static let steps: [(ChangeClass, @Sendable (String.UnicodeScalarView) -> String.UnicodeScalarView)] = [
    (.whitespace, { String.UnicodeScalarView($0.filter { !isSpace($0) }) }),
    (.bidi, { String.UnicodeScalarView($0.filter { !bidiMarks.contains($0.value) }) }),
    (
      .digits,
      {
        String.UnicodeScalarView(
          $0.map { scalar in
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
              return Unicode.Scalar(UInt8(48 + Int(value)))
            }
            return scalar
          })
      }
    ),
    (.punctuation, { String.UnicodeScalarView($0.filter { !isPunctuation($0) }) }),
    (.case, { String($0).lowercased().unicodeScalars }),
  ]

  /// The first class after whose normalization old and new are equal; `text` if none.
  public static func classify(old: String, new: String) -> ChangeClass {
    var a = old.unicodeScalars
    var b = new.unicodeScalars
    for (changeClass, normalize) in steps {
      a = normalize(a)
      b = normalize(b)
      if a.elementsEqual(b) { return changeClass }
      // Hebrew numerals are read by word, so spaces are kept (as one kind) for them.
      if changeClass == .digits, HebrewNumerals.sameNumbers(wordsKept(old), wordsKept(new)) {
        return .digits
      }
    }
    return .text
  }

  /// The whitespace, bidi and decimal-digit normalizations, with every space kept as U+0020.
  private static func wordsKept(_ text: String) -> String.UnicodeScalarView {
    let space: String.UnicodeScalarView = String.UnicodeScalarView(text.unicodeScalars.map { isSpace($0) ? " " : $0 })
    return steps.dropFirst().prefix { $0.0 != .punctuation }.reduce(space) { $1.1($0) }
  }

  /// The differing middle of two strings, by scalars: (prefix, old span, new span).
  public static func span(old: String, new: String) -> (prefix: Int, old: String, new: String, after: String) {
    let a = Array(old.unicodeScalars)
    let b = Array(new.unicodeScalars)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars)
      return String(view)
    }
    let after = text(b[(b.count - suffix)...].prefix(2))
    return (prefix, text(a[prefix..<(a.count - suffix)]), text(b[prefix..<(b.count - suffix)]), after)
  }
}
