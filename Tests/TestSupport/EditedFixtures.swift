import Foundation
import Testing

import CorpusDiff

/// Real golden files, frozen in the test support's fixtures (never the committed corpus),
/// edited in known ways.
public enum Fixtures {
  public static func text(_ name: String) throws -> String { try TestSupport.fixture(name) }

  /// Replaces exactly one occurrence, failing the test if there is not exactly one.
  public static func edit(_ text: String, _ old: String, _ new: String) throws -> String {
    let parts = text.components(separatedBy: old)
    try #require(parts.count == 2, "expected one '\(old)' in the fixture, found \(parts.count - 1)")
    return parts.joined(separator: new)
  }

  public static func changes(_ name: String, old: String, new: String, judgeRemovals: Bool = true) throws
    -> [Change]
  {
    try CorpusComparison.compare(
      CorpusSide(label: "corpus/", manifest: nil, files: [name: Array(old.utf8)]),
      CorpusSide(label: "fresh:", manifest: nil, files: [name: Array(new.utf8)]),
      judgeRemovals: judgeRemovals
    ).changes
  }

  /// Line number (1-based) of the first line containing `needle`.
  public static func line(of needle: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }
      .map { $0 + 1 }
  }
}
