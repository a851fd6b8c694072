import Foundation
import Testing

/// The README stays short and says the platform up front; the reference is the DocC catalog.
@Suite struct ReadmeShapeTests {
  @Test func fitsOnAFewScreensAndSaysLinuxFirst() throws {
    let readme = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(
      lines.count <= 250, "README.md has \(lines.count) lines; the reference goes in the catalog")
    #expect(lines.prefix(40).contains { $0.contains("Linux") })
    #expect(lines.prefix(40).contains { $0.contains("macOS") })
    #expect(readme.contains("scripts/fmtcorpus generate --locale zh_TW"))
  }
}
