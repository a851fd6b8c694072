import CSystem
import Foundation
import Testing

/// The two system calls Swift's Glibc lacks, each against what it must do.
@Suite struct CSystemTests {
  /// `renameat2`'s exchange swaps two folders in one step: each name then holds the other's
  /// file. A missing path is refused with `ENOENT`, and nothing moves.
  @Test func exchangeSwapsTwoFoldersAtOnce() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("csystem-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, text) in [("a", "first"), ("b", "second")] {
      let folder = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("file"))
    }
    func file(_ name: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(name + "/file"), encoding: .utf8)
    }
    let a = root.appendingPathComponent("a").path
    let b = root.appendingPathComponent("b").path
    let result = csystem_exchange(AT_FDCWD, a, AT_FDCWD, b)
    try #require(result == 0 || errno == EINVAL || errno == ENOSYS, "errno \(errno)")
    if result == 0 {
      #expect(try file("a") == "second")
      #expect(try file("b") == "first")
    }
    let missing = root.appendingPathComponent("missing").path
    #expect(csystem_exchange(AT_FDCWD, a, AT_FDCWD, missing) == -1)
    #expect(errno == ENOENT)
    #expect(try file("a") == (result == 0 ? "second" : "first"))
  }

  /// FIPS 180-4's first example: `abc`, padded to one block, gives
  /// `ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad`.
  @Test(.enabled(if: csystem_sha256_hardware() == 1, "this processor has no SHA extensions"))
  func shaExtensionsCompressTheStandardsExample() {
    var block = [UInt8](repeating: 0, count: 64)
    block[0...3] = [0x61, 0x62, 0x63, 0x80]
    block[63] = 24
    var state: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
      0x5be0_cd19,
    ]
    csystem_sha256_blocks(&state, block, 1)
    #expect(
      state == [
        0xba78_16bf, 0x8f01_cfea, 0x4141_40de, 0x5dae_2223, 0xb003_61a3, 0x9617_7a9c, 0xb410_ff61,
        0xf200_15ad,
      ])
  }
}
