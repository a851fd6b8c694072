import CorpusModel
import Foundation
import _FoundationICU

/// Zone ids as Foundation's own ICU knows them: the same rule as the ICU engine's, asked of
/// ICU 76 and its tzdata.
///
/// `TimeZone(identifier:)` alone is not a check: it accepts custom offsets (`GMT+5`,
/// `UTC+3`), which are no IANA ids, and `TimeZone.knownTimeZoneIdentifiers` leaves out `UTC`,
/// `Asia/Kolkata` and `US/Eastern`, which it accepts.
enum FoundationZones {
  /// Every system zone id (aliases such as `US/Eastern` included), or only the canonical ones.
  static func ids(canonicalOnly: Bool) throws(EngineError) -> [String] {
    var status = U_ZERO_ERROR
    let type = canonicalOnly ? UCAL_ZONE_TYPE_CANONICAL : UCAL_ZONE_TYPE_ANY
    guard let zones = swift_ucal_openTimeZoneIDEnumeration(type, nil, nil, &status),
      status.rawValue <= 0
    else {
      throw EngineError(
        operation: "ucal_openTimeZoneIDEnumeration", status: "\(status.rawValue)",
        context: "zone list")
    }
    defer { swift_uenum_close(zones) }
    var ids: [String] = []
    var length: Int32 = 0
    while let id = swift_uenum_next(zones, &length, &status) {
      ids.append(String(cString: id))
    }
    guard status.rawValue <= 0 else {
      throw EngineError(
        operation: "uenum_next", status: "\(status.rawValue)", context: "zone list")
    }
    return ids
  }

  /// Checks ICU 76 knows the zone as a system id and Foundation's `TimeZone` opens it.
  ///
  /// - Throws: `InputError.unknownZone` with close matches.
  static func resolve(_ text: String) throws -> ZoneID {
    let units = Array(text.utf16)
    var isSystem: UBool = 0
    var status = U_ZERO_ERROR
    let printable = text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 32 }
    if printable, !units.isEmpty, units.count < 128, text != "Etc/Unknown" {
      var canonical = [UInt16](repeating: 0, count: 128)
      _ = swift_ucal_getCanonicalTimeZoneID(
        units, Int32(units.count), &canonical, 128, &isSystem, &status)
    }
    guard printable, status.rawValue <= 0, isSystem != 0, TimeZone(identifier: text) != nil else {
      let hints = (try? ids(canonicalOnly: false)).map { zoneHints(for: text, in: $0) } ?? []
      throw InputError.unknownZone(text, engine: "foundation", suggestions: hints)
    }
    return ZoneID(rawValue: text)
  }
}
