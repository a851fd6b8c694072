import Testing

@testable import CorpusModel

/// `caseIndex(_:)` reads the byte a case is stored as, and `hashCase(_:into:)` hashes it: each
/// enum they serve must be one byte, equal to the case's place in `allCases`.
@Suite struct CaseHashingTests {
  static func stored<T: CaseIterable & Hashable>(_: T.Type) -> (size: Int, indices: [Int]) {
    (MemoryLayout<T>.size, T.allCases.map { caseIndex($0) })
  }

  @Test func everyCaseIsItsPlaceAmongTheCases() {
    for (size, indices) in [
      Self.stored(DateTimeStyle.self), Self.stored(DurationUnit.self),
      Self.stored(DurationWidth.self), Self.stored(RelativeUnit.self),
      Self.stored(RelativeWidth.self), Self.stored(RelativeNumeric.self),
      Self.stored(PickerMode.self), Self.stored(WheelField.self),
    ] {
      #expect(size == 1)
      #expect(indices == Array(indices.indices))
    }
  }

  /// Equal keys hash equal, different cases differently (with one seed, by their bytes).
  @Test func hashesFollowTheCase() {
    #expect(DateTimeStyle.medium.hashValue == DateTimeStyle(rawValue: "medium")!.hashValue)
    #expect(Set(DateTimeStyle.allCases.map(\.hashValue)).count == DateTimeStyle.allCases.count)
    #expect(Set(RelativeUnit.allCases.map(\.hashValue)).count == RelativeUnit.allCases.count)
    #expect(caseIndex(RelativeUnit.friday) == 13)
  }
}
