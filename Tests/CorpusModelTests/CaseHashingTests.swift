import Foundation
import Testing

@testable import CorpusModel

/// `caseIndex(_:)` reads the byte a case is stored as, and `hashCase(_:into:)` hashes it: each
/// enum they serve (a ``OneByteCase``) must be one byte, equal to the case's place in `allCases`.
@Suite struct CaseHashingTests {
  static func stored<T: OneByteCase>(_: T.Type) -> (name: String, size: Int, indices: [Int]) {
    ("\(T.self)", MemoryLayout<T>.size, T.allCases.map { caseIndex($0) })
  }

  /// Every conforming type, checked.
  static let checked = [
    stored(DateTimeStyle.self), stored(DurationUnit.self), stored(DurationWidth.self),
    stored(RelativeUnit.self), stored(RelativeWidth.self), stored(RelativeNumeric.self),
    stored(PickerMode.self), stored(WheelField.self),
  ]

  @Test func everyCaseIsItsPlaceAmongTheCases() {
    for (name, size, indices) in Self.checked {
      #expect(size == 1, "\(name)")
      #expect(indices == Array(indices.indices), "\(name)")
    }
  }

  /// An enum that conforms in `Sources/` but is missing above would be read unchecked.
  @Test func everyConformanceIsChecked() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    var conforming: [String] = []
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      where line.contains("OneByteCase") && !line.contains("protocol OneByteCase") {
        guard let declared = line.firstMatch(of: /(?:enum|struct|extension) (\w+)/) else {
          continue
        }
        conforming.append(String(declared.1))
      }
    }
    #expect(conforming.sorted() == Self.checked.map(\.name).sorted())
  }

  /// Equal keys hash equal, different cases differently (with one seed, by their bytes).
  @Test func hashesFollowTheCase() {
    #expect(DateTimeStyle.medium.hashValue == DateTimeStyle(rawValue: "medium")!.hashValue)
    #expect(Set(DateTimeStyle.allCases.map(\.hashValue)).count == DateTimeStyle.allCases.count)
    #expect(Set(RelativeUnit.allCases.map(\.hashValue)).count == RelativeUnit.allCases.count)
    #expect(caseIndex(RelativeUnit.friday) == 13)
  }
}
