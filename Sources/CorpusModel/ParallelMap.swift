import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// How many threads a parallel step uses when the command takes no `--jobs`: every core.
public enum ParallelJobs {
  public static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// Maps `items` on up to `jobs` threads, with one failure rule and one progress rule for every
/// parallel step of fmtcorpus (rendering locales, hashing files, comparing files).
///
/// Results land in a slot per item, so the output never depends on which thread finished
/// first. Failure: after the first error no new item starts, and the error thrown is the one of
/// the lowest-index failing item — items are handed out in order, so every item before it has
/// run, and the error is the one a serial run would raise, whatever the thread count.
/// Progress: `progress(done, total)` after each item that succeeded, one call at a time.
///
/// - Throws: the lowest-index item's error; no partial result.
public func parallelMap<Item: Sendable, Value: Sendable, Failure: Error>(
  _ items: [Item], jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
  _ transform: @Sendable (Item) throws(Failure) -> Value
) throws(Failure) -> [Value] {
  let state = Mutex(ParallelState<Value, Failure>(count: items.count))
  // The count is taken where the call is made: counted under one lock and reported under
  // another, two threads could report 6 before 5.
  let reported = Mutex(0)
  let next = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, items.count))) { _ in
    while true {
      guard state.withLock({ $0.failure == nil }) else { return }
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < items.count else { return }
      do throws(Failure) {
        let value = try transform(items[index])
        state.withLock { $0.slots[index] = value }
        if let progress {
          reported.withLock { done in
            done += 1
            progress(done, items.count)
          }
        }
      } catch {
        state.withLock { state in
          if state.failure.map({ index < $0.index }) ?? true {
            state.failure = (index, UncheckedBox(error))
          }
        }
      }
    }
  }
  return try state.withLock { state throws(Failure) in
    if let failure = state.failure { throw failure.error.value }
    return state.slots.map { $0! }
  }
}

private struct ParallelState<Value, Failure: Error>: ~Copyable {
  var slots: [Value?]
  var failure: (index: Int, error: UncheckedBox<Failure>)?

  init(count: Int) { slots = Array(repeating: nil, count: count) }
}

/// Errors cross threads once, under the lock; the package's errors are value types.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
