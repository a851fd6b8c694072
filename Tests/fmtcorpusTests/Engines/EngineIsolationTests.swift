import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Foundation's ICU 76 and the system's ICU 72 export some of the same C++ symbols, so they
/// never share a process: the Foundation engine's worker maps no ICU 72, and the driver maps
/// neither Foundation nor its ICU. Each process's maps are read while it is running.
@Suite struct EngineIsolationTests {
  @Test func theEngineProcessNeverLoadsTheSystemICU() throws {
    let worker = Process()
    worker.executableURL = CLI.binary.deletingLastPathComponent().appendingPathComponent(
      "fmtcorpus-foundation")
    let input = Pipe()
    let output = Pipe()
    worker.standardInput = input
    worker.standardOutput = output
    try worker.run()
    // One framed request: 8 bytes of little-endian length, then the JSON of `info`.
    let request = Data(#"{"info":{}}"#.utf8)
    var length = UInt64(request.count).littleEndian
    input.fileHandleForWriting.write(Data(bytes: &length, count: 8) + request)
    let header = CLI.read(output.fileHandleForReading, count: 8)
    let size = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    let reply = String(
      decoding: CLI.read(output.fileHandleForReading, count: Int(size)), as: UTF8.self)
    let maps = try String(contentsOfFile: "/proc/\(worker.processIdentifier)/maps", encoding: .utf8)
    try input.fileHandleForWriting.close()
    worker.waitUntilExit()

    #expect(reply.contains(#""name":"foundation""#))
    #expect(maps.contains("lib_FoundationICU.so"))
    #expect(
      !maps.contains("libicuuc.so.72") && !maps.contains("libicui18n.so.72")
        && !maps.contains("libicudata.so.72"))
    #expect(worker.terminationStatus == 0)
  }

  /// The driver after it has driven the Foundation engine: `info --zones` has the worker's whole
  /// list before it prints, and prints more than the pipe (shrunk to one page) holds, so it is
  /// still running, blocked in a write, when its maps are read. (A finished process's maps are
  /// empty: the ICU 72 expectation below would fail.)
  @Test func theDriverNeverLoadsFoundationOrItsICU() throws {
    let driver = Process()
    driver.executableURL = CLI.binary
    driver.arguments = ["info", "--engine", "foundation", "--zones"]
    let output = Pipe()
    let pageSize: Int32 = 4096
    // F_SETPIPE_SZ (Linux): the smallest pipe, so the zone list cannot fit.
    #expect(fcntl(output.fileHandleForWriting.fileDescriptor, 1031, pageSize) == pageSize)
    driver.standardOutput = output
    try driver.run()
    let first = CLI.read(output.fileHandleForReading, count: 16)
    let maps = try String(contentsOfFile: "/proc/\(driver.processIdentifier)/maps", encoding: .utf8)
    let rest = CLI.readAll(output.fileHandleForReading)
    driver.waitUntilExit()

    #expect(driver.terminationStatus == 0)
    #expect(String(decoding: first + rest, as: UTF8.self).contains("\nAsia/Kolkata\n"))
    #expect(maps.contains("libicuuc.so.72"))
    for library in [
      "lib_FoundationICU.so", "libFoundation.so", "libFoundationInternationalization.so",
    ] {
      #expect(!maps.contains(library), "the driver maps \(library)")
    }
  }

  /// The same, statically: the driver's dynamic dependencies, as `ldd` resolves them.
  @Test func theDriverDoesNotLinkFoundation() throws {
    let ldd = Process()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [CLI.binary.path]
    let output = Pipe()
    ldd.standardOutput = output
    try ldd.run()
    let text = String(decoding: CLI.readAll(output.fileHandleForReading), as: UTF8.self)
    ldd.waitUntilExit()
    // Lines such as "\tlibicuuc.so.72 => /lib/x86_64-linux-gnu/libicuuc.so.72 (0x…)".
    let libraries = Set(
      text.split(separator: "\n").compactMap { line in
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
      })
    #expect(
      libraries.contains("libicuuc.so.72") && libraries.contains("libFoundationEssentials.so"))
    #expect(
      libraries.isDisjoint(with: [
        "lib_FoundationICU.so", "libFoundation.so", "libFoundationInternationalization.so",
      ]))
  }
}
