import CorpusModel
import Synchronization
import Testing

@testable import CorpusDiff

/// A side that reads its files (`diff`'s stored corpora) is compared a pair at a time: the
/// comparison holds at most one file of each side per thread, never two corpora, and finds what
/// it finds with the files held.
@Suite struct StreamedComparisonTests {
  /// A locale file (`ab.json`) whose week starts on `firstWeekday`.
  static func file(_ locale: String, firstWeekday: Int) -> [UInt8] {
    let week =
      "{\"firstWeekday\": \(firstWeekday), \"minimalDaysInFirstWeek\": 1, \"weeks\": {}}"
    return Array(
      "{\"calendars\": {}, \"formatVersion\": 1, \"locale\": \"\(locale)\", \"week\": \(week)}\n"
        .utf8)
  }

  /// 30 locales (`aa` … `bd`): each changes its first weekday; `aa` only the old side has and
  /// `bd` only the new one.
  static let locales: [String] =
    "aa ab ac ad ae af ag ah ai aj ak al am an ao ap aq ar as at au av aw ax ay az ba bb bc bd"
    .split(separator: " ").map(String.init)
  static let oldFiles: [String: [UInt8]] = Dictionary(
    uniqueKeysWithValues: locales.dropLast().map { locale -> (String, [UInt8]) in
      (locale + ".json", file(locale, firstWeekday: 1))
    })
  static let newFiles: [String: [UInt8]] = Dictionary(
    uniqueKeysWithValues: locales.dropFirst().map { locale -> (String, [UInt8]) in
      (locale + ".json", file(locale, firstWeekday: 2))
    })

  /// What a reader was asked for, and the most files it held at once (read and not yet
  /// released).
  final class Holdings: Sendable {
    struct State {
      var held = 0
      var most = 0
      var reads: [String] = []
      var releases = 0
    }
    let state = Mutex(State())

    func reader(_ label: String, _ files: [String: [UInt8]]) -> CorpusFileReader {
      CorpusFileReader(
        read: { name in
          self.state.withLock {
            $0.held += 1
            $0.most = max($0.most, $0.held)
            $0.reads.append(label + name)
          }
          return files[name]!
        },
        release: { _ in
          self.state.withLock {
            $0.held -= 1
            $0.releases += 1
          }
        })
    }

    func side(_ label: String, _ files: [String: [UInt8]]) -> CorpusSide {
      CorpusSide(
        label: label, manifest: nil, names: Set(files.keys), reader: reader(label, files))
    }
  }

  @Test(arguments: [1, 2, 4])
  func readSidesAreHeldAPairPerThread(jobs: Int) throws {
    let holdings = Holdings()
    let comparison = try CorpusComparison.compare(
      holdings.side("a/", Self.oldFiles), holdings.side("b/", Self.newFiles),
      judgeRemovals: true, jobs: jobs)
    let state = holdings.state.withLock { $0 }
    #expect(state.most <= 2 * jobs)
    #expect(state.held == 0)
    #expect(state.releases == state.reads.count)
    // Each file read once: 29 a side.
    #expect(state.reads.count == 58)
    #expect(Set(state.reads).count == 58)
    // The same changes as from sides holding every file, whatever the thread count.
    let held = try CorpusComparison.compare(
      CorpusSide(label: "a/", manifest: nil, files: Self.oldFiles),
      CorpusSide(label: "b/", manifest: nil, files: Self.newFiles), judgeRemovals: true)
    #expect(comparison.changes == held.changes)
    #expect(comparison.changes.count == 30)
    #expect(comparison.changes.first?.changeClass == .removed)
    #expect(comparison.changes.last?.changeClass == .added)
    #expect(comparison.oldEntries == held.oldEntries)
    #expect(comparison.newEntries == held.newEntries)
  }

  /// One thread reads the old file, then the new one, file by file in name order: never a
  /// corpus ahead.
  @Test func oneThreadReadsPairByPairInNameOrder() throws {
    let holdings = Holdings()
    _ = try CorpusComparison.compare(
      holdings.side("a/", Self.oldFiles), holdings.side("b/", Self.newFiles),
      judgeRemovals: true, jobs: 1)
    let reads = holdings.state.withLock { $0.reads }
    let expected = Self.locales.flatMap { locale in
      (locale == "bd" ? [] : ["a/\(locale).json"]) + (locale == "aa" ? [] : ["b/\(locale).json"])
    }
    #expect(reads == expected)
    #expect(holdings.state.withLock { $0.most } == 2)
  }

  /// A reader's error is the comparison's: the first file's in name order, whatever the thread
  /// count, and every file read is released.
  @Test(arguments: [1, 3])
  func aReadErrorIsTheFirstFilesWhateverTheThreads(jobs: Int) throws {
    struct Unreadable: Error, Equatable { var name: String }
    let released = Mutex(0)
    let reads = Mutex(0)
    let failing = CorpusSide(
      label: "b/", manifest: nil, names: Set(Self.newFiles.keys),
      reader: CorpusFileReader(
        read: { name in
          reads.withLock { $0 += 1 }
          if name == "ad.json" || name == "az.json" { throw Unreadable(name: name) }
          return Self.newFiles[name]!
        },
        release: { _ in released.withLock { $0 += 1 } }))
    #expect(throws: Unreadable(name: "ad.json")) {
      try CorpusComparison.compare(
        CorpusSide(label: "a/", manifest: nil, files: Self.oldFiles), failing,
        judgeRemovals: true, jobs: jobs)
    }
    #expect(released.withLock { $0 } == reads.withLock { $0 })
  }
}
