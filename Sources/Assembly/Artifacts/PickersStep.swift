import CorpusModel
import GoldenFormat

/// ``Artifact/pickers``: the plan's configured pickers, keyed by configuration. A date mode's in
/// the calendars its entry names; the timers (an entry without calendars) once per locale, in
/// the calendar ``CorpusAssembly`` renders them in.
public enum PickersStep: CalendarArtifactStep, LocaleArtifactStep {
  public static let artifact = Artifact.pickers

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let reference = PickerConfiguration.reference
    for planned in rendering.plan.pickers ?? [] {
      let here = planned.calendars?.contains(rendering.calendar) ?? rendering.rendersPerLocale
      guard here else { continue }
      // A plan file's per-entry `calendars` (a date or time picker's, by its key): the modes
      // whose entries leave this calendar out are not drawn in it.
      let modes = planned.modes.filter {
        $0.isTimer || rendering.plan.renders(.picker, planned.key(mode: $0), in: rendering.calendar)
      }
      guard !modes.isEmpty else { continue }
      let configuration = planned.configuration.settled().configuration
      let assembly = rendering.pickerAssembly(configuration: configuration, labelsRows: true)
      // A configuration at the reference's date and zone reads the reference's source.
      let atReference = configuration.date == reference.date && configuration.zone == reference.zone
      // A mode the engine cannot draw (the timers on ICU 60.3) is left out, the others kept.
      let calendarPath = rendering.path(artifact)
      let path = { (mode: PickerMode) in
        planned.isPerLocale
          ? [artifact.name, planned.key(mode: mode)] : calendarPath + [planned.key(mode: mode)]
      }
      let made: [Picker]
      if atReference {
        let source = try rendering.referencePickerSource()
        made = try Unsupported.pickers(modes, at: path, into: &rendering.refused) {
          try assembly.pickers(modes: $0, source: source)
        }
      } else {
        let source = try rendering.formatters.pickerSource(
          date: configuration.date, zone: configuration.zone)
        made = try Unsupported.pickers(modes, at: path, into: &rendering.refused) {
          try assembly.pickers(modes: $0, source: source)
        }
      }
      for picker in made {
        let key = planned.key(mode: picker.mode)
        if planned.isPerLocale {
          rendering.perLocalePickers[key] = picker
        } else {
          rendering.corpus.configuredPickers[key] = picker
        }
      }
    }
  }

  /// Nothing more to ask: the per-locale pickers were rendered with a calendar.
  public static func render<Formatters: LocaleFormatters>(
    _ formatters: Formatters, plan: Plan, into corpus: inout LocaleCorpus
  ) throws {}

  /// Key → what the picker changes from the calendar's reference picker of its mode; none in a
  /// plan made before configured pickers.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    guard !corpus.configuredPickers.isEmpty else { return }
    writer.key(artifact.name)
    GoldenEncoding.writeObject(corpus.configuredPickers, into: &writer) { picker, writer in
      GoldenEncoding.write(
        configured: picker, reference: corpus.pickers[picker.mode], into: &writer)
    }
  }

  /// Key → the timer picker, whole.
  public static func write(_ corpus: LocaleCorpus, into writer: inout GoldenWriter) {
    guard !corpus.pickers.isEmpty else { return }
    writer.key(artifact.name)
    GoldenEncoding.writeObject(corpus.pickers, into: &writer) {
      GoldenEncoding.write(timer: $0, into: &$1)
    }
  }
}
