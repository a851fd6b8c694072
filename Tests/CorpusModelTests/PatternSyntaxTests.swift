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

  @Test(arguments: [("yMMM d", "' '"), ("'yMd'", "'''"), ("yMd:", "':'"), ("yMdi", "'i'")])
  func badTemplatesNameTheCharacter(template: String, character: String) {
    #expect {
      try PatternSyntax.validate(template: template)
    } throws: { error in
      "\(error)".hasPrefix("invalid template '\(template)': \(character) (character")
    }
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
