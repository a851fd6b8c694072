import CorpusModel
import GoldenFormat

/// ``Artifact/wheels``: the reference date picker in each UIDatePicker mode.
public enum WheelsStep: CalendarArtifactStep {
  public static let artifact = Artifact.wheels

  public static func render<Formatters: CalendarFormatters>(
    _ rendering: inout CalendarRendering<Formatters>
  ) throws {
    let source = try rendering.referencePickerSource()
    let assembly = rendering.pickerAssembly()
    // A mode the engine cannot draw (the count-down on ICU 60.3) is left out, the others kept.
    let wheels = rendering.path(artifact)
    let path = { (mode: PickerMode) in wheels + [mode.rawValue] }
    for picker in try Unsupported.pickers(
      PickerMode.datePickerModes, at: path, into: &rendering.refused,
      { try assembly.pickers(modes: $0, source: source) })
    {
      rendering.corpus.pickers[picker.mode] = picker
    }
  }

  /// Mode → picker, one wheel per line.
  public static func write(_ corpus: CalendarCorpus, into writer: inout GoldenWriter) {
    writer.key(artifact.name)
    let modes = corpus.pickers.sorted {
      $0.key.rawValue.utf8.lexicographicallyPrecedes($1.key.rawValue.utf8)
    }
    writer.object { writer in
      for (mode, picker) in modes {
        writer.key(mode.rawValue)
        GoldenEncoding.write(picker, into: &writer)
      }
    }
  }
}
