import Assembly
import CorpusModel
import Testing

/// Every artifact a golden file holds has a step that makes and writes it: an artifact the
/// steps forgot would be declared, listed by `--artifact`, and never rendered.
@Suite struct ArtifactStepsTests {
  @Test func everyArtifactHasItsStep() {
    let calendar = ArtifactSteps.calendar.map { $0.artifact.name }
    let locale = ArtifactSteps.locale.map { $0.artifact.name }
    #expect(Set(calendar).count == calendar.count)
    #expect(Set(locale).count == locale.count)
    for artifact in Artifact.all {
      let (inCalendar, inLocale) = (
        calendar.contains(artifact.name), locale.contains(artifact.name)
      )
      let expected: (Bool, Bool)
      switch artifact.place {
      case .calendar: expected = (true, false)
      case .locale: expected = (false, true)
      case .calendarAndLocale: expected = (true, true)
      case .corpusFile: expected = (false, false)
      }
      #expect(inCalendar == expected.0, "\(artifact): a calendar step \(inCalendar)")
      #expect(inLocale == expected.1, "\(artifact): a locale step \(inLocale)")
    }
    #expect(FieldsStep.artifact.fileName == "fields.json")
    #expect(
      Set(calendar + locale + [FieldsStep.artifact.name, ArithmeticStep.artifact.name])
        == Set(Artifact.names))
    #expect(ArithmeticStep.artifact.fileName == "fields.json")
  }
}
