import Testing

@testable import CorpusModel

/// `hashCase(_:into:)` hashes the byte a case is stored as: each conforming enum must be one byte,
/// a different one per case, or two cases would collide (or the hash read past the value).
@Suite struct CaseHashingTests {
  static func stored<T: CaseIterable & Hashable>(_: T.Type) -> (size: Int, distinct: Int, count: Int) {
    let bytes = T.allCases.map { value in withUnsafeBytes(of: value) { $0[0] } }
    return (MemoryLayout<T>.size, Set(bytes).count, T.allCases.count)
  }

  @Test func everyCaseIsItsOwnByte() {
    for (size, distinct, count) in [
      Self.stored(DateTimeStyle.self), Self.stored(DurationUnit.self),
      Self.stored(DurationWidth.self), Self.stored(RelativeUnit.self),
      Self.stored(RelativeWidth.self), Self.stored(RelativeNumeric.self),
      Self.stored(PickerMode.self), Self.stored(WheelField.self),
    ] {
      #expect(size == 1)
      #expect(distinct == count)
    }
  }

  /// Equal keys hash equal, different cases differently (with one seed, by their bytes).
  @Test func hashesFollowTheCase() {
    #expect(DateTimeStyle.medium.hashValue == DateTimeStyle(rawValue: "medium")!.hashValue)
    #expect(Set(DateTimeStyle.allCases.map(\.hashValue)).count == DateTimeStyle.allCases.count)
    #expect(Set(RelativeUnit.allCases.map(\.hashValue)).count == RelativeUnit.allCases.count)
  }
}
