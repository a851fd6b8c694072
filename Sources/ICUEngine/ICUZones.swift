import CICU
import CorpusModel

/// ICU's zone ids, and the check that refuses ids ICU would turn into `Etc/Unknown`.
enum ICUZones {
  /// Every system zone id ICU knows (aliases such as `US/Pacific` included), or only the
  /// canonical ones.
  static func ids(canonicalOnly: Bool) throws(EngineError) -> [String] {
    let flag: Int32 = canonicalOnly ? 1 : 0
    var capacity = 16_384
    while true {
      var status: Int32 = 0
      var ids: [String] = []
      let needed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
        let needed = Int(cicu_timeZoneIDs(flag, buffer.baseAddress!, Int32(capacity), &status))
        if status <= 0, needed <= capacity {
          var start = 0
          for index in 0..<needed where buffer[index] == 0 {
            ids.append(String(cString: buffer.baseAddress! + start))
            start = index + 1
          }
        }
        return needed
      }
      guard status <= 0 else {
        throw EngineError(
          operation: "ucal_openTimeZoneIDEnumeration", status: ICUStatus.name(status),
          context: "zone list")
      }
      if needed <= capacity { return ids }
      capacity = needed
    }
  }

  /// Whether ICU knows a printable id as a system zone (`ucal_getCanonicalTimeZoneID`'s
  /// `isSystemID`); anything else would render as `Etc/Unknown`.
  static func isSystem(_ id: String) -> Bool {
    var isSystem: Int32 = 0
    var status: Int32 = 0
    _ = withUTF16Units(id) { units, count in
      withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 128) { buffer in
        cicu_canonicalTimeZone(units, count, buffer.baseAddress!, 128, &isSystem, &status)
      }
    }
    return status <= 0 && isSystem == 1
  }
}
