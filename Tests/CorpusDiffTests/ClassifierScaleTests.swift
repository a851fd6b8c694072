import Foundation
import Testing

@testable import CorpusDiff

/// The classifier is linear in the strings it reads (issue 38: a stored value of `ה׳` 100,000
/// times and `ה`, 449 KB, made `check` take 140 s), and reads numerals exactly as the
/// quadratic scan it replaced did.
@Suite struct ClassifierScaleTests {
  /// The value: every start after a geresh began a numeral that failed at the end.
  static let hebrewRun = String(repeating: "ה׳", count: 100_000) + "ה"

  /// CPU seconds this thread spent in `body`: wall time on a machine shared with other builds
  /// says little.
  static func cpuSeconds(_ body: () -> Void) -> Double {
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
  }

  @Test func the449KBHebrewRunIsClassifiedInLinearTime() {
    #expect(Self.hebrewRun.utf8.count == 400_002)
    let value = Self.hebrewRun + " 5"
    // Every step is taken (the strings differ as text only at their last character).
    let hebrew = Self.cpuSeconds {
      #expect(StringClassifier.classify(old: value, new: value + "6") == .text)
    }
    // The same number of letters, none a numeral's start after the first: the linear cost.
    let plain = String(repeating: "дя", count: 100_000) + "д 5"
    let letters = Self.cpuSeconds {
      #expect(StringClassifier.classify(old: plain, new: plain + "6") == .text)
    }
    // The quadratic scan took 140 s of a release build here, some 100,000 times the plain
    // string's cost; now the two are alike (some 5 s of CPU each in a debug build).
    #expect(hebrew < 10, "\(hebrew) s")
    #expect(hebrew < 4 * letters + 0.5, "\(hebrew) s for the numerals, \(letters) s for letters")
  }

  /// The numerals found, as `value@start+length`, one per numeral atom.
  static func numerals(_ text: String) -> [String] {
    var position = 0
    var found: [String] = []
    for atom in StringClassifier.atoms(text) {
      if case .hebrew(let scalars, let value) = atom {
        found.append("\(value)@\(position)+\(scalars.count)")
        position += scalars.count
      } else {
        position += 1
      }
    }
    return found
  }

  /// The quadratic scan it replaced, kept as the specification: at every letter that starts
  /// a word, measure the run of letters and marks and read it.
  static func specification(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    let letters: [UInt32: Int] = [
      0x05D4: 5, 0x05D5: 6, 0x05D7: 8, 0x05D8: 9, 0x05E1: 60, 0x05E9: 300, 0x05EA: 400,
    ]
    func isMark(_ value: UInt32) -> Bool { value == 0x05F3 || value == 0x05F4 }
    var found: [String] = []
    var index = 0
    while index < scalars.count {
      defer { index += 1 }
      guard letters[scalars[index].value] != nil else { continue }
      var before = index - 1
      while before >= 0, StringClassifier.bidiMarks.contains(scalars[before].value) {
        before -= 1
      }
      if before >= 0, letters[scalars[before].value] != nil { continue }
      var end = index
      while end < scalars.count, letters[scalars[end].value] != nil || isMark(scalars[end].value) {
        end += 1
      }
      var (total, group, at) = (0, index, index)
      var result: (Int, Int)?
      reading: while at < end {
        switch scalars[at].value {
        case 0x05F3:
          guard at - group == 1 else { break reading }
          if at + 1 < end {
            total += letters[scalars[group].value]! * 1000
            (group, at) = (at + 1, at + 1)
            continue
          }
          result = (total + letters[scalars[group].value]!, at + 1)
          break reading
        case 0x05F4:
          guard at > group, at + 2 == end, letters[scalars[at + 1].value] != nil else {
            break reading
          }
          let value = scalars[group...(at + 1)].reduce(0) { $0 + (letters[$1.value] ?? 0) }
          result = (total + value, at + 2)
          break reading
        default: at += 1
        }
      }
      if let (value, numeralEnd) = result {
        found.append("\(value)@\(index)+\(numeralEnd - index)")
        index = numeralEnd - 1
      }
    }
    return found
  }

  @Test func numeralsAreFoundAsTheQuadraticScanFoundThem() {
    // Letters, both marks, a bidi mark, a space, a digit: every way a run starts and fails.
    let alphabet: [Character] = ["ה", "ת", "ש", "ט", "ו", "׳", "״", "\u{200F}", " ", "5"]
    var state: UInt64 = 38
    var checked = 0
    for length in 1...14 {
      for _ in 0..<400 {
        var text = ""
        for _ in 0..<length {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          text.append(alphabet[Int(state >> 33) % alphabet.count])
        }
        #expect(Self.numerals(text) == Self.specification(text), "\(text.debugDescription)")
        checked += 1
      }
    }
    for text in ["ה׳ה׳ה", "ה׳ה׳", "תש׳ה׳", "ה׳תשס״ח", "ט״ו", "ה״ה״ה", "\u{200F}ה׳", "ה\u{200F}ה׳"] {
      #expect(Self.numerals(text) == Self.specification(text), "\(text.debugDescription)")
    }
    #expect(checked == 5_600)
  }
}
