/// Classes a changed string by normalizing old and new step by step.
///
/// Each string is read once into atoms — spaces, bidi controls, decimal digits, Hebrew
/// numerals, punctuation, everything else — and each class's normalization is a view of those
/// atoms with that class's and every milder class's differences taken out. Later steps so
/// inherit earlier ones: from the digits step on, `תשס״ח` is the number 768, and the
/// punctuation step never sees its gershayim.
///
/// Taking out a space or a punctuation mark between two numbers leaves a boundary, so two
/// digit runs never merge: `12/7/2010` and `1/27/2010` stay apart (`12|7|2010`, `1|27|2010`)
/// where plain deletion would read both as `1272010` and call a changed date `punctuation`.
/// Bidi marks are invisible and leave no boundary.
public enum StringClassifier {
  /// The bidi controls of Unicode: marks, embeddings, overrides, isolates.
  static let bidiMarks: Set<UInt32> = [
    0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
  ]

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.value == 0x200B || scalar.value == 0xFEFF
  }

  /// A piece of the string as read once.
  enum Atom {
    case space
    case bidi(Unicode.Scalar)
    /// A decimal digit of any script and its ASCII digit.
    case digit(Unicode.Scalar, ascii: Unicode.Scalar)
    /// A Hebrew numeral, as written and as a number.
    case hebrew([Unicode.Scalar], value: Int)
    case punctuation(Unicode.Scalar)
    case other(Unicode.Scalar)

    var isNumber: Bool {
      switch self {
      case .digit, .hebrew: true
      default: false
      }
    }
  }

  /// A piece of a normalized string.
  enum Unit {
    case scalar(Unicode.Scalar)
    /// Where a space or punctuation mark between two numbers was taken out.
    case boundary
    /// A run of decimal digits in ASCII (from the digits step on).
    case decimal(String)
    /// A Hebrew numeral's value (from the digits step on).
    case hebrew(Int)

    /// Equality, except that a Hebrew numeral matches the decimal number it stands for.
    func matches(_ other: Unit) -> Bool {
      switch (self, other) {
      case (.scalar(let a), .scalar(let b)): a == b
      case (.boundary, .boundary): true
      case (.decimal(let a), .decimal(let b)): a == b
      case (.hebrew(let a), .hebrew(let b)): a == b
      case (.hebrew(let a), .decimal(let b)), (.decimal(let b), .hebrew(let a)):
        Int(b).map { HebrewNumerals.matches(hebrew: a, decimal: $0) } ?? false
      default: false
      }
    }
  }

  /// The classes a string change can be explained by, mildest first.
  private static let steps: [ChangeClass] = [.whitespace, .bidi, .digits, .punctuation, .case]

  /// The first class after whose normalization old and new are equal; `text` if none.
  public static func classify(old: String, new: String) -> ChangeClass {
    let a = atoms(old)
    let b = atoms(new)
    for step in steps {
      let x = units(a, through: step)
      let y = units(b, through: step)
      if x.count == y.count, zip(x, y).allSatisfy({ $0.matches($1) }) { return step }
    }
    return .text
  }

  static func atoms(_ text: String) -> [Atom] {
    let scalars = Array(text.unicodeScalars)
    var atoms: [Atom] = []
    atoms.reserveCapacity(scalars.count)
    var index = 0
    // Kept across the walk so the numeral scan stays linear (`HebrewNumerals.numeral`).
    var runEnd = 0
    var noNumeralUntil = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.value < 0x80 {
        atoms.append(asciiAtoms[Int(scalar.value)])
        index += 1
        continue
      }
      if (0x05D0...0x05EA).contains(scalar.value), index >= noNumeralUntil {
        switch HebrewNumerals.numeral(in: scalars, at: index, runEnd: &runEnd) {
        case .numeral(let value, let end):
          atoms.append(.hebrew(Array(scalars[index..<end]), value: value))
          index = end
          continue
        case .none(let until): noNumeralUntil = until
        }
      }
      atoms.append(atom(scalar))
      index += 1
    }
    return atoms
  }

  private static func atom(_ scalar: Unicode.Scalar) -> Atom {
    if isSpace(scalar) { return .space }
    if bidiMarks.contains(scalar.value) { return .bidi(scalar) }
    if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
      return .digit(scalar, ascii: Unicode.Scalar(UInt8(48 + Int(value))))
    }
    return scalar.isPunctuation ? .punctuation(scalar) : .other(scalar)
  }

  /// ASCII is most of every string: its atoms are looked up once, not per scalar.
  private static let asciiAtoms: [Atom] = (0..<0x80).map { atom(Unicode.Scalar(UInt8($0))) }

  /// The atoms with the differences of `step` and every milder class taken out (`step <= .digits`:
  /// digits or a more serious class, severity order being most serious first).
  static func units(_ atoms: [Atom], through step: ChangeClass) -> [Unit] {
    let numbersAsValues = step <= .digits
    var units: [Unit] = []
    units.reserveCapacity(atoms.count)
    var lastWasNumber = false
    var separatorTakenOut = false
    var run = ""
    func endRun() {
      if !run.isEmpty { units.append(.decimal(run)) }
      run = ""
    }
    for atom in atoms {
      switch atom {
      case .space:
        separatorTakenOut = true
        continue
      case .bidi where step <= .bidi:
        continue
      case .punctuation where step <= .punctuation:
        separatorTakenOut = true
        continue
      default: break
      }
      if atom.isNumber, lastWasNumber, separatorTakenOut {
        endRun()
        units.append(.boundary)
      }
      separatorTakenOut = false
      lastWasNumber = atom.isNumber
      switch atom {
      case .digit(let scalar, let ascii):
        if numbersAsValues {
          run.unicodeScalars.append(ascii)
        } else {
          units.append(.scalar(scalar))
        }
        continue
      case .hebrew(let scalars, let value):
        endRun()
        units += numbersAsValues ? [.hebrew(value)] : scalars.map(Unit.scalar)
        continue
      default: endRun()
      }
      switch atom {
      case .bidi(let scalar): units.append(.scalar(scalar))
      case .punctuation(let scalar), .other(let scalar):
        if step <= .case {
          units += scalar.properties.lowercaseMapping.unicodeScalars.map(Unit.scalar)
        } else {
          units.append(.scalar(scalar))
        }
      default: break
      }
    }
    endRun()
    return units
  }

  /// The differing middle of two strings, by scalars: (prefix, old span, new span).
  public static func span(old: String, new: String) -> (
    prefix: Int, old: String, new: String, after: String
  ) {
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
    return (
      prefix, text(a[prefix..<(a.count - suffix)]), text(b[prefix..<(b.count - suffix)]), after
    )
  }
}
