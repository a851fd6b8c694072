import CorpusStore
import GoldenFormat
import Foundation
import Synchronization
import Testing

/// Seeded random mutations of a real golden file and of the manifest — byte flips,
/// deletions, insertions, duplicated lines, deep nesting — resealed in the manifest so the
/// reader must parse them: every `check` and `diff` ends with exit 0, 1 or 2 and at most one
/// line on stderr (exactly one for exit 2), never a signal, never a hang.
///
/// 240 cases by default (`check` each, `diff` every other); `FMTCORPUS_FUZZ_CASES=N` runs more (and `FMTCORPUS_FUZZ_SEED` another
/// sequence).
@Suite(.tags(.icu72)) struct FuzzTests {
  static var cases: Int {
    ProcessInfo.processInfo.environment["FMTCORPUS_FUZZ_CASES"].flatMap(Int.init) ?? 240
  }
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["FMTCORPUS_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
  }

  /// One mutation of `bytes`, chosen by `random`.
  static func mutate(_ bytes: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
    var bytes = bytes
    func position() -> Int { bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count)) }
    for _ in 0..<(1 + Int(random.next() % 3)) {
      switch random.next() % 6 {
      case 0:  // flip a bit
        guard !bytes.isEmpty else { continue }
        bytes[position()] ^= UInt8(1 << (random.next() % 8))
      case 1:  // delete a run
        let start = position()
        bytes.removeSubrange(start..<min(bytes.count, start + 1 + Int(random.next() % 40)))
      case 2:  // insert random bytes, often structural
        let pool: [UInt8] =
          Array("{}[]\",:\\0123456789 \n\tnulltruefalse".utf8) + [0x00, 0x1B, 0xC3, 0xFF]
        let inserted = (0..<(1 + Int(random.next() % 8))).map { _ in
          pool[Int(random.next() % UInt64(pool.count))]
        }
        bytes.insert(contentsOf: inserted, at: position())
      case 3:  // duplicate a line
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard !lines.isEmpty else { continue }
        let index = Int(random.next() % UInt64(lines.count))
        lines.insert(lines[index], at: index)
        bytes = Array(lines.joined(separator: [0x0A]))
      case 4:  // deep nesting
        let depth = 1 + Int(random.next() % 100_000)
        bytes.insert(contentsOf: repeatElement(UInt8(ascii: "["), count: depth), at: position())
      default:  // swap a value's type
        let replacements = ["null", "[]", "{}", "-0.5e3", "\"\"", "01", "nan"]
        let text = Array(replacements[Int(random.next() % UInt64(replacements.count))].utf8)
        let start = position()
        bytes.replaceSubrange(start..<min(bytes.count, start + text.count), with: text)
      }
    }
    return bytes
  }

  @Test func mutatedCorporaEndInZeroOneOrTwoWithOneLine() throws {
    let template = try SmallCorpus.copy()
    let start = Date()
    let failures = Mutex<[String]>([])
    let total = Self.cases
    let seed = Self.seed
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in stride(from: worker, to: total, by: 4) {
        do {
          try Self.runCase(index, seed: seed, template: template)
        } catch {
          failures.withLock { $0.append("case \(index): \(error)") }
        }
      }
    }
    for failure in failures.withLock({ $0 }) { Issue.record(Comment(rawValue: failure)) }
    print("fuzz: \(total) cases (seed \(seed)) in \(Int(Date().timeIntervalSince(start))) s")
  }

  struct CaseFailure: Error, CustomStringConvertible {
    var description: String
  }

  static func runCase(_ index: Int, seed: UInt64, template: URL) throws {
    var random = SeededRandom(seed: seed &+ UInt64(index) &* 1_000_003)
    let corpus = CLI.temporaryDirectory()
    try FileManager.default.copyItem(at: template, to: corpus)
    defer { try? FileManager.default.removeItem(at: corpus) }
    let target = ["en_US.json", "fields.json", "manifest.json"][index % 3]
    let url = corpus.appendingPathComponent(target)
    let bytes = [UInt8](try Data(contentsOf: url))
    try Data(mutate(bytes, &random)).write(to: url)
    if target != "manifest.json" { try? SmallCorpus.reseal(corpus, target) }
    var runs = [["check", "--corpus", corpus.path]]
    if index % 2 == 1 { runs.append(["diff", template.path, corpus.path]) }
    for arguments in runs {
      let result = try CLI.run(arguments, timeout: 60)
      let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      let ok =
        !result.signaled && !result.timedOut
        && (result.status == 0 || result.status == 1 || result.status == 2)
        && (result.status == 2
          ? lines == 1 && result.stderr.hasPrefix("fmtcorpus: error: ") : lines == 0)
      if !ok {
        throw CaseFailure(
          description:
            "\(arguments[0]) of mutated \(target) (seed \(seed)) exited \(result.status)\(result.signaled ? " (signal)" : "")\(result.timedOut ? " (hung, killed after 60 s)" : "") with stderr \(result.stderr.debugDescription.prefix(300))"
        )
      }
    }
  }
}
