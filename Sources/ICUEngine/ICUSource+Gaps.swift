import CICU
import CorpusModel

/// What a loaded ICU lacks, artifact by artifact.
///
/// A version without a function every artifact needs is never bound (`cicu_bind_load` names the
/// function, exit 2). One without a function a single artifact needs is bound, and that artifact
/// is refused (`InputError.unsupported`, exit 2 from `format` and `wheels`) or left out of a
/// corpus (`Unsupported`). These are the artifacts that happens to: ICU 60.3's case.
extension ICUSource {
  /// What durations need beyond the core on a loaded ICU: one `unumf` formatter per unit,
  /// joined by a list of type units (`ulistfmt_openForType`, ICU 67).
  static let durationFunctions = ["unumf_formatDouble", "ulistfmt_openForType"]

  /// What the accessibility artifact's field names need beyond the core (ICU 61).
  static let fieldNameFunctions = ["udatpg_getFieldDisplayName"]

  /// The first of `functions` the bound ICU lacks, nil when it has them all.
  static func lacking(_ functions: [String]) -> String? {
    functions.first { cicu_bind_isBound($0) == 0 }
  }

  /// One line per part of a corpus that ICU `version` (`60.3`) cannot render, naming the first
  /// function it lacks and the first ICU that has it; none for a version with them all.
  ///
  /// Read from CICU's list of functions and the version each came in, so the process that
  /// writes the corpus says it without loading the libraries (a worker renders for it).
  /// - Parameters:
  ///   - durations: whether the plan asks for durations.
  ///   - accessibility: whether the plan asks for the accessibility values.
  public static func leftOutNotes(
    engine: String, version: String, durations: Bool, accessibility: Bool = false
  ) -> [String] {
    guard let major = version.split(separator: ".").first.flatMap({ Int32($0) }) else {
      return []
    }
    var parts = [
      ("countDownTimer and minutesAndSeconds pickers", ICULocaleNumbers.functions)
    ]
    if durations { parts.append(("durations", durationFunctions)) }
    if accessibility {
      parts.append(("the accessibility artifact's field names", fieldNameFunctions))
      parts.append(("the accessibility artifact's count-down values", ICULocaleNumbers.functions))
    }
    return parts.compactMap { part, functions in
      guard let missing = functions.first(where: { cicu_bind_since($0) > major }) else {
        return nil
      }
      return
        "the \(engine) engine leaves \(part) out of the corpus: ICU \(version) has no \(missing) (first in ICU \(cicu_bind_since(missing)))"
    }
  }

  /// One line per configured duration (`generate --duration-format`) an ICU engine leaves out
  /// of the corpus whatever its version, because ICU's API has not one of its knobs
  /// (``DurationConfiguration/unsupported(by:)``).
  public static func leftOutNotes(engine: String, durations: [DurationConfiguration]) -> [String] {
    durations.leftOutNotes(engine: engine, api: .icu)
  }
}
