import CICU
import Foundation
import TestSupport
import Testing

/// CICU's one table of ICU functions: listed once, bound to the linked ICU 72 by default, and
/// refusing libraries it cannot bind without changing anything (these tests run in the test
/// process, so no test here binds another ICU: a loaded ICU runs in the fmtcorpus-icu worker,
/// which LoadedICUTests drive).
@Suite struct BindingTests {
  static var functionNames: [String] {
    (0..<cicu_bind_functionCount()).map { String(cString: cicu_bind_functionName($0)!) }
  }

  @Test func listsEachICUFunctionOnce() {
    let names = Self.functionNames
    #expect(names.count == 110)
    #expect(Set(names).count == names.count)
    #expect(cicu_bind_functionName(cicu_bind_functionCount()) == nil)
    #expect(names.contains("udat_open") && names.contains("ures_getByKeyWithFallback"))
  }

  @Test func theLinkedICUIsBoundWithEveryFunctionAndTheProvenShortcuts() {
    #expect(cicu_bind_isLoaded() == 0)
    #expect(cicu_bind_callsLinked() == 1)
    #expect(cicu_bind_shortcutsProven() == 1)
    for name in Self.functionNames { #expect(cicu_bind_isBound(name) == 1, "\(name)") }
    #expect(cicu_bind_since("udat_open") == 0)
    #expect(cicu_bind_since("unumf_formatInt") == 62)
    #expect(cicu_bind_since("udatpg_getFieldDisplayName") == 61)
    #expect(cicu_bind_since("udat_nope") == -1)
    #expect(cicu_bind_isBound("udat_nope") == 0)
  }

  /// Each refusal is one line naming the file and why; the table is still the linked ICU's.
  @Test func refusesFilesThatAreNotICUAndChangesNothing() throws {
    let folder = TestSupport.temporaryDirectory("binding")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let truncated = folder.appendingPathComponent("libicudata.so.99").path
    let text = folder.appendingPathComponent("libicuuc.so.99").path
    try Data().write(to: URL(fileURLWithPath: truncated))
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: text))
    let system = "/usr/lib/x86_64-linux-gnu/libicudata.so.72"

    func bind(_ data: String, _ common: String, _ i18n: String) -> (Int32, String) {
      var message = [CChar](repeating: 0, count: 512)
      let result = cicu_bind_load(data, common, i18n, nil, &message, 512)
      let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      return (result, String(decoding: bytes, as: UTF8.self))
    }
    let empty = bind(truncated, text, text)
    #expect(empty.0 == 1)
    #expect(empty.1.hasPrefix("cannot load libicudata.so.99: "), "\(empty.1)")
    #expect(empty.1.contains("file too short"), "\(empty.1)")
    let notELF = bind(system, text, text)
    #expect(notELF.0 == 1)
    #expect(notELF.1.hasPrefix("cannot load libicuuc.so.99: "), "\(notELF.1)")
    #expect(notELF.1.contains("invalid ELF header"), "\(notELF.1)")
    let dataOnly = bind(system, system, system)
    #expect(dataOnly == (1, "libicudata.so.72 exports no u_getVersion: not an ICU common library"))
    let relative = bind("libicudata.so.72", system, system)
    #expect(relative == (1, "library path 'libicudata.so.72' is not absolute"))
    #expect(cicu_bind_isLoaded() == 0 && cicu_bind_callsLinked() == 1)
    #expect(cicu_bind_shortcutsProven() == 1)
  }
}
