import CorpusModel
import CorpusStore
import Dispatch
import EngineSupport
import Synchronization

/// Renders golden files from an engine, one locale per task, on as many threads as asked.
///
/// Each locale is rendered whole by one thread with formatters of its own, and results land in
/// a slot per locale, so the bytes never depend on which thread finished first.
public struct CorpusGenerator: Sendable {
  public let engine: any CorpusEngine

  public init(engine: any CorpusEngine) { self.engine = engine }

  /// Renders the locale files of `locales` under `plan`.
  ///
  /// - Parameters:
  ///   - jobs: worker threads; 1 renders in order on one thread.
  ///   - progress: called after each locale with (done, total), from any thread, serially.
  /// - Returns: the files in the order of `locales`.
  /// - Throws: the first `EngineError` any locale raised; no partial result.
  public func renderLocales(
    _ locales: [LocaleID], plan: Plan, jobs: Int,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> [CorpusDirectory.RenderedFile] {
    let state = Mutex(RenderState(slots: Array(repeating: nil, count: locales.count)))
    let next = Atomic<Int>(0)
    let engine = self.engine
    let workers = max(1, min(jobs, locales.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < locales.count, state.withLock({ $0.failure == nil }) else { return }
        let locale = locales[index]
        do {
          let corpus = try engine.localeCorpus(for: locale, plan: plan)
          let file = CorpusDirectory.RenderedFile(
            name: locale.fileName, golden: GoldenEncoding.encode(corpus))
          let done = state.withLock { state in
            state.slots[index] = file
            state.done += 1
            return state.done
          }
          progress?(done, locales.count)
        } catch {
          state.withLock { state in
            if state.failure == nil {
              state.failure = GenerationFailure(locale: locale, error: error)
            }
          }
          return
        }
      }
    }
    return try state.withLock { state in
      if let failure = state.failure { throw failure.error }
      return state.slots.map { $0! }
    }
  }

  /// Renders `fields.json` for the plan.
  public func renderFields(plan: Plan) throws -> CorpusDirectory.RenderedFile {
    CorpusDirectory.RenderedFile(
      name: GoldenEncoding.fieldsFileName,
      golden: GoldenEncoding.encode(fields: try engine.fields(for: plan)))
  }
}

private struct RenderState: ~Copyable {
  var slots: [CorpusDirectory.RenderedFile?]
  var done = 0
  var failure: GenerationFailure?
}

private struct GenerationFailure: @unchecked Sendable {
  // Errors are value types from this package's layers (EngineError, InputError).
  let locale: LocaleID
  let error: any Error
}
