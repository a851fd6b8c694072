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
