import CorpusModel
import Foundation
import _FoundationICU

/// Zone ids as Foundation's own ICU knows them (ICU 76 and its tzdata).
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

  /// Whether ICU 76 knows a printable id as a system zone and Foundation's `TimeZone` opens it.
  static func isSystem(_ id: String) -> Bool {
    let units = Array(id.utf16)
    var isSystem: UBool = 0
    var status = U_ZERO_ERROR
    var canonical = [UInt16](repeating: 0, count: 128)
    _ = swift_ucal_getCanonicalTimeZoneID(
      units, Int32(units.count), &canonical, 128, &isSystem, &status)
    return status.rawValue <= 0 && isSystem != 0 && TimeZone(identifier: id) != nil
  }
}
