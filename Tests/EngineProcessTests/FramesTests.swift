import Glibc
import Testing

@testable import EngineProcess

/// The worker protocol's frames over a real pipe: 8 bytes of little-endian length, then the
/// bytes; a closed pipe, a short frame, an absurd length and a deadline each end a read as
/// `ProcessEngine` expects.
@Suite struct FramesTests {
  /// A pipe's read and write ends, closed when the test is done.
  final class Pipe {
    var ends: [Int32] = [-1, -1]
    init() throws { try #require(pipe(&ends) == 0) }
    var read: Int32 { ends[0] }
    var write: Int32 { ends[1] }
    func closeWrite() {
      if ends[1] >= 0 { close(ends[1]) }
      ends[1] = -1
    }
    deinit {
      closeWrite()
      close(ends[0])
    }
  }

  @Test func framesArriveWholeAndInOrder() throws {
    let pipe = try Pipe()
    let first = Array("{\"locale\":\"zh_TW\"}".utf8)
    let second: [UInt8] = []
    #expect(Frames.write(first, to: pipe.write))
    #expect(Frames.write(second, to: pipe.write))
    #expect(Frames.read(from: pipe.read) == first)
    #expect(Frames.read(from: pipe.read) == second)
    pipe.closeWrite()
    #expect(Frames.read(from: pipe.read) == nil)
  }

  @Test func aShortFrameOrAnAbsurdLengthIsAClosedPipe() throws {
    let short = try Pipe()
    var header = UInt64(10).littleEndian
    _ = withUnsafeBytes(of: &header) { Glibc.write(short.write, $0.baseAddress, 8) }
    _ = Glibc.write(short.write, "abc", 3)
    short.closeWrite()
    guard case .closed = Frames.read(from: short.read, deadline: nil) else {
      Issue.record("a frame cut short must read as closed")
      return
    }
    let absurd = try Pipe()
    var huge = UInt64(1 << 40).littleEndian
    _ = withUnsafeBytes(of: &huge) { Glibc.write(absurd.write, $0.baseAddress, 8) }
    guard case .closed = Frames.read(from: absurd.read, deadline: nil) else {
      Issue.record("a length of 2^40 must read as closed, not be allocated")
      return
    }
  }

  /// Nothing written: the read gives up at its deadline instead of waiting for ever.
  @Test func aSilentWorkerTimesOut() throws {
    let pipe = try Pipe()
    let start = Frames.now()
    guard case .timedOut = Frames.read(from: pipe.read, deadline: start + 0.2) else {
      Issue.record("a read with a deadline must time out on a silent pipe")
      return
    }
    #expect(Frames.now() - start >= 0.2)
  }
}
