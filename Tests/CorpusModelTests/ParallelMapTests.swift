import CorpusModel
import Synchronization
import Testing

/// One helper for every parallel step: slot order, the lowest-index error, serial progress.
@Suite struct ParallelMapTests {
  struct Failure: Error, Equatable { var index: Int }

  @Test(arguments: [1, 2, 8])
  func resultsKeepTheOrderOfTheItems(jobs: Int) {
    #expect(parallelMap(Array(0..<200), jobs: jobs) { $0 * 2 } == (0..<200).map { $0 * 2 })
  }

  /// Whatever the thread count, the error is the one a serial run would raise.
  @Test(arguments: [1, 2, 8])
  func theLowestIndexErrorIsThrown(jobs: Int) {
    for _ in 0..<20 {
      #expect(throws: Failure(index: 37)) {
        try parallelMap(Array(0..<300), jobs: jobs) { (index: Int) throws(Failure) -> Int in
          if index == 37 || index == 38 || index == 250 { throw Failure(index: index) }
          return index
        }
      }
    }
  }

  @Test func progressCountsUpOneCallAtATime() {
    let seen = Mutex<[Int]>([])
    let inside = Atomic<Int>(0)
    let progress: @Sendable (Int, Int) -> Void = { done, total in
      #expect(inside.add(1, ordering: .relaxed).newValue == 1)
      #expect(total == 100)
      seen.withLock { $0.append(done) }
      inside.subtract(1, ordering: .relaxed)
    }
    _ = parallelMap(Array(0..<100), jobs: 4, progress: progress) { $0 }
    #expect(seen.withLock { $0 } == Array(1...100))
  }
}
