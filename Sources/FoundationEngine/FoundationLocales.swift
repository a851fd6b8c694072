import CorpusModel
import Foundation
import _FoundationICU

/// What Foundation's ICU opens for a locale id, for ``FoundationSource/dataLocale(of:)``.
enum FoundationLocales {
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
