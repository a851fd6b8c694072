import CorpusModel
import Testing

@Suite struct PatternSyntaxTests {
  @Test(arguments: Plan.defaultPatterns + ["HH:mm:ss.SSS", "''", "h 'o''clock' a", "y-MM-dd'T'HH"])
  func validPatternsPass(pattern: String) throws {
    try PatternSyntax.validate(pattern: pattern)
  }

  @Test(arguments: [
    ("yyyy-MM-dd'T'HH:mm:ssJ", "'J' (character 22) is not a pattern letter"),
    ("dd/MM/yyyy T", "'T' (character 12) is not a pattern letter"),
    ("d 'de MMMM", "the quote at character 3 is not closed"),
    ("", "it is empty"),
  ])
  func badPatternsNameTheCharacter(pattern: String, reason: String) {
    #expect {
      try PatternSyntax.validate(pattern: pattern)
    } throws: { error in
      "\(error)".hasPrefix("invalid pattern '\(pattern)': \(reason)")
    }
  }

  @Test(arguments: Plan.skeletons + ["jmm", "yMMMMEEEEd", "Bhm", "yQQQ", "GGGGGyMd"])
  func validTemplatesPass(template: String) throws {
    try PatternSyntax.validate(template: template)
  }

  /// Spaces, punctuation, digits, other scripts and quoted text are ignored, as ICU 72's
  /// pattern generator ignores them (issue 41): the templates apps pass are accepted as spelled.
  @Test(arguments: [
    "MMM d, yyyy", "M/d", "EE, MMM d", "d 'de' MMMM", "yyyy-MM-dd", "h:mm a", "d 'o''clock' MMM",
    "d é MMMM", "d 1 MMMM", "''yMd",
  ])
  func templatesAsTheAPIsTakeThemPass(template: String) throws {
    try PatternSyntax.validate(template: template)
  }

  @Test(arguments: [
    ("yMdi", "'i' (character 4) is not a skeleton letter: letters are"),
    ("MMM d, yyyy t", "'t' (character 13) is not a skeleton letter"),
    ("d 'de MMMM", "the quote at character 3 is not closed (ICU would drop the rest)"),
    ("-, 'yMd'", "it names no field"),
    ("y\nMd", "character 2 is a control or invisible character (U+A): a template is one line"),
    ("y\u{202E}Md", "character 2 is a control or invisible character (U+202E)"),
    ("", "it is empty"),
  ])
  func badTemplatesNameTheCharacter(template: String, reason: String) {
    #expect {
      try PatternSyntax.validate(template: template)
    } throws: { error in
      // The message escapes what it quotes (a line feed is `⟨LF U+000A⟩`).
      "\(error)".hasPrefix("invalid template '") && "\(error)".contains("': \(reason)")
    }
  }

  /// ICU's generator reads 50 parts and drops the rest: `y-M-d-…` of 50 parts passes, 51 (whose
  /// last, `EEEE`, ICU 72 drops: `M/d/y` in en_US) is refused.
  @Test func moreThanFiftyPartsAreRefused() throws {
    let fifty = "y" + String(repeating: "-M-d", count: 12) + "EEEE"
    try PatternSyntax.validate(template: fifty)
    let fiftyOne = "y" + String(repeating: "-M-d", count: 12) + "-EEEE"
    #expect {
      try PatternSyntax.validate(template: fiftyOne)
    } throws: { error in
      "\(error)".hasSuffix(
        "it has 51 parts (letter runs and other characters), more than the 50 ICU's pattern generator reads (it drops the rest): leave out separators"
      )
    }
  }

  /// ICU's interval formatter reads its skeleton its own way: interval templates stay letters.
  @Test(arguments: [("yMMM d", "' '"), ("'yMd'", "'''"), ("yMd:", "':'"), ("yMdi", "'i'")])
  func badIntervalTemplatesNameTheCharacter(template: String, character: String) {
    #expect {
      try PatternSyntax.validate(intervalTemplate: template)
    } throws: { error in
      "\(error)".hasPrefix("invalid template '\(template)': \(character) (character")
    }
  }

  /// A template with a numeric separator draws the note; `MMM d, yyyy` (spaces, commas) and
  /// quoted text do not.
  @Test func fixedFormatNote() {
    #expect(
      PatternSyntax.note(template: "yyyy-MM-dd")
        == "template 'yyyy-MM-dd' names fields, not their order or separators: each locale orders and punctuates them its own way; a fixed format is --pattern 'yyyy-MM-dd'"
    )
    #expect(PatternSyntax.note(template: "M/d") != nil)
    #expect(PatternSyntax.note(template: "MMM d, yyyy") == nil)
    #expect(PatternSyntax.note(template: "d '-' MMM") == nil)
  }

  /// `Y` beside `M` or `d` outside quotes draws the week-year warning, in both kinds.
  @Test func weekYearWarning() {
    #expect(
      PatternSyntax.weekYearWarning("YYYY-MM-dd", kind: "pattern")
        == "pattern 'YYYY-MM-dd' puts Y (the year of the week) beside M or d (the calendar month and day): around New Year it shows the wrong year (2024-12-30 is 2025-12-30 with YYYY-MM-dd); the calendar year is y"
    )
    #expect(PatternSyntax.weekYearWarning("Yd", kind: "template") != nil)
    #expect(PatternSyntax.weekYearWarning("YYYY 'w'w", kind: "pattern") == nil)
    #expect(PatternSyntax.weekYearWarning("yyyy-MM-dd", kind: "pattern") == nil)
    #expect(PatternSyntax.weekYearWarning("'Y' MM dd", kind: "pattern") == nil)
    #expect(
      PatternSyntax.advice(templates: ["YYYY-MM-dd", "yMd"], patterns: ["YYYY/MM/dd"]) == [
        "note: " + PatternSyntax.note(template: "YYYY-MM-dd")!,
        "warning: " + PatternSyntax.weekYearWarning("YYYY-MM-dd", kind: "template")!,
        "warning: " + PatternSyntax.weekYearWarning("YYYY/MM/dd", kind: "pattern")!,
      ])
  }

  /// ICU keeps a field's length in 8 bits: 127 letters pass, 128 (which renders nothing) and
  /// 300 (which renders 44) are refused, in a template and outside a pattern's quotes alike.
  @Test func aFieldLongerThanICUKeepsIsRefused() throws {
    let longest = String(repeating: "y", count: 127)
    try PatternSyntax.validate(template: longest)
    try PatternSyntax.validate(template: "MMMd" + longest)
    try PatternSyntax.validate(pattern: longest + " MM")
    // Quoted text is no field, and a quote ends a run.
    try PatternSyntax.validate(pattern: "'" + String(repeating: "y", count: 300) + "'")
    try PatternSyntax.validate(pattern: longest + "''" + longest)
    let reason =
      "is longer than 127 letters, the most ICU keeps (it stores a field's length in 8 bits and renders a longer one wrong or not at all)"
    for (text, field) in [
      ("M" + String(repeating: "y", count: 128), "the field of 128 'y' from character 2"),
      (String(repeating: "d", count: 300), "the field of 300 'd' from character 1"),
    ] {
      #expect {
        try PatternSyntax.validate(template: text)
      } throws: { error in
        "\(error)".hasSuffix("': \(field) \(reason)")
      }
      #expect {
        try PatternSyntax.validate(pattern: text)
      } throws: { error in
        "\(error)".hasPrefix("invalid pattern '") && "\(error)".hasSuffix("': \(field) \(reason)")
      }
    }
  }

  /// A manifest made before templates and patterns were in the plan decodes: templates are
  /// today's nine, and the plan records neither patterns nor parsing.
  @Test func aPlanWithoutTheNewFieldsDecodes() throws {
    var plan = Plan.default
    plan.templates = nil
    plan.patterns = nil
    #expect(plan.effectiveTemplates == Plan.skeletons)
    #expect(!plan.recordsFormats)
    plan.add(templates: ["yMMMMd", "yMd"], patterns: ["MM/dd"])
    #expect(plan.templates == Plan.skeletons + ["yMMMMd"])
    #expect(plan.patterns == ["MM/dd"])
    #expect(plan.recordsFormats)
  }
}
