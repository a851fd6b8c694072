import CorpusModel
import Foundation
import _FoundationICU

/// Foundation's locale list, with its ICU's spelling rules and a probe of what Foundation
/// renders, for ``LocaleIndex``.
enum FoundationLocales {
  static func index() -> LocaleIndex {
    LocaleIndex(
      available: Locale.availableIdentifiers, engine: "foundation",
      rules: LocaleIndex.Rules(
        canonical: FoundationICU.canonical, likelyForm: FoundationICU.likelyForm, probe: probe))
  }

  /// The bundle Foundation's ICU opens for the id, and what `DateFormatter` renders with it.
  ///
  /// The sample is Foundation's own, not ICU's: ICU 76 picks a time pattern by the id's likely
  /// region, so `nds_Latn` renders `Klock 13.00:00` where the listed `nds` renders `13:00:00`.
  @Sendable static func probe(_ id: String) -> LocaleIndex.DataProbe? {
    guard let dataLocale = dataLocale(id) else { return nil }
    typealias Probe = LocaleIndex.DataProbe
    let locale = LocaleID(rawValue: id)
    do {
      var sample: [String] = []
      for calendar in CalendarID.allCases {
        let formatter = try FoundationEngine.formatter(locale, calendar, zone: Probe.sampleZone)
        for pair in Probe.samplePairs {
          formatter.dateStyle = pair.date.foundation
          formatter.timeStyle = pair.time.foundation
          sample.append(formatter.string(from: Probe.sampleInstant.date))
        }
        for skeleton in Probe.sampleSkeletons {
          sample.append(try FoundationEngine.pattern(for: skeleton, locale, calendar))
        }
      }
      return Probe(dataLocale: dataLocale, sample: sample)
    } catch {
      return nil
    }
  }

  /// ICU's valid locale of the id's resource bundle; nil when ICU fell back to the process's
  /// default locale (`U_USING_DEFAULT_WARNING`: it has nothing for the id).
  static func dataLocale(_ id: String) -> String? {
    var status = U_ZERO_ERROR
    guard let bundle = swift_ures_open(nil, id, &status) else { return nil }
    defer { swift_ures_close(bundle) }
    guard status.rawValue <= 0, status != U_USING_DEFAULT_WARNING else { return nil }
    var localStatus = U_ZERO_ERROR
    guard let valid = swift_ures_getLocaleByType(bundle, ULOC_VALID_LOCALE, &localStatus),
      localStatus.rawValue <= 0
    else { return nil }
    return String(cString: valid)
  }
}
