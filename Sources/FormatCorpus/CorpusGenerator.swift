import CorpusModel
import CorpusStore
import GoldenFormat
import Assembly
import Dispatch
import Synchronization

/// Renders golden files from an engine, one locale per task, on as many threads as asked.
///
/// Each locale is rendered whole by one thread with formatters of its own, and results land in
/// a slot per locale, so the bytes never depend on which thread finished first.
public struct CorpusGenerator: Sendable {
  public let engine: any CorpusEngine
  /// The plan's other engines (`Plan.otherEngines`), started, in the plan's order: each
  /// renders its part of every locale file (`LocaleFileEncoding`). Empty for a corpus of one
  /// engine; `generate` and `check` start them from the plan (`startingOthers(for:pinned:place:)`).
  public let others: [any CorpusEngine]

  public init(engine: any CorpusEngine, others: [any CorpusEngine] = []) {
    self.engine = engine
    self.others = others
  }

  /// Renders each locale file of `locales` under `plan` and hands it to `take` on the thread
  /// that rendered it, so a caller keeps what it needs of a file (all of it, a record, a
  /// staged copy) and a run holds a file per thread rather than the corpus.
  ///
  /// - Parameters:
  ///   - locales: the files to render, one a locale.
  ///   - plan: what each file holds.
  ///   - jobs: worker threads; 1 renders in order on one thread.
  ///   - progress: called after each locale with (done, total), from any thread, serially.
  ///   - take: what to keep of a rendered file.
  /// - Returns: what `take` returned, in the order of `locales`.
  /// - Throws: the error of the first locale (in `locales` order) that failed, whatever the
  ///   thread count (`parallelMap`); no partial result.
  public func renderLocales<Kept: Sendable>(
    _ locales: [LocaleID], plan: Plan, jobs: Int,
    progress: (@Sendable (Int, Int) -> Void)? = nil,
    take: @Sendable (CorpusDirectory.RenderedFile) throws -> Kept
  ) throws -> [Kept] {
    let (engine, others) = (self.engine, self.others)
    // Each engine renders its own slice of the plan; with one engine the slice is the plan.
    let own = plan.narrowed(toEngine: plan.engines?.first ?? engine.info.name)
    let slices = others.map { plan.narrowed(toEngine: $0.info.name) }
    return try parallelMap(locales, jobs: jobs, progress: progress) { locale throws in
      let corpus = try engine.localeCorpus(for: locale, plan: own)
      var refused = corpus.refused
      var parts: [(name: String, corpus: LocaleCorpus, plan: Plan)] = []
      for (other, slice) in zip(others, slices) {
        let name = other.info.name
        let part = try other.localeCorpus(for: locale, plan: slice)
        // Each engine's refusals under its part's path, so the record tells them apart.
        refused = refused.adding(
          part.refused.mapValues { $0.map { [LocaleFileEncoding.enginesKey, name] + $0 } })
        parts.append((name, part, slice))
      }
      let file = LocaleFileEncoding.render(corpus, plan: own, engines: parts)
      return try take(
        CorpusDirectory.RenderedFile(
          name: locale.fileName, bytes: file.bytes, entries: file.entries, refused: refused))
    }
  }

  /// The locale files of `locales` under `plan`, whole.
  public func renderLocales(
    _ locales: [LocaleID], plan: Plan, jobs: Int,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> [CorpusDirectory.RenderedFile] {
    try renderLocales(locales, plan: plan, jobs: jobs, progress: progress) { $0 }
  }

  /// What a file staged as it rendered leaves behind: its name, record and size.
  public struct StagedFile: Sendable {
    public var name: String
    public var record: FileRecord
    public var size: Int
  }

  /// The locale files of `locales` under `plan`, each written into `stage` as soon as it is
  /// rendered.
  ///
  /// - Returns: the files' records in the order of `locales`.
  public func renderLocales(
    _ locales: [LocaleID], plan: Plan, jobs: Int, into stage: CorpusTransaction.Stage,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> [StagedFile] {
    try renderLocales(locales, plan: plan, jobs: jobs, progress: progress) { file in
      try stage.write(file.name, file.bytes)
      return StagedFile(name: file.name, record: file.record, size: file.bytes.count)
    }
  }

  /// Renders `fields.json` for the plan.
  public func renderFields(plan: Plan) throws -> CorpusDirectory.RenderedFile {
    // A plan of arithmetic without `fields` (a team's own calculations) writes the cases
    // alone: the component table is asked only where the plan renders it.
    let file = FieldsStep.file(
      plan.renders(.fields) ? try engine.fields(for: plan) : nil,
      arithmetic: try engine.arithmetic(for: plan))
    return CorpusDirectory.RenderedFile(
      name: GoldenEncoding.fieldsFileName, bytes: file.bytes, entries: file.entries)
  }

  /// `body` (the locales' rendering), with `fields.json` rendered beside it on a thread of its
  /// own when `fields` is set and `jobs` allows more than one thread: the fields are one task
  /// that the locales' threads would otherwise wait for at the end (a sixth of `generate
  /// --locale zh_TW`). With one job, the fields render after the locales, on the same thread.
  ///
  /// - Returns: what `body` returned, and the fields file when `fields` is set.
  /// - Throws: `body`'s error first (the error a serial run, locales then fields, would raise),
  ///   else the fields' error. The fields' thread is always waited for.
  public func withFields<Result>(
    _ fields: Bool, plan: Plan, jobs: Int, _ body: () throws -> Result
  ) throws -> (Result, CorpusDirectory.RenderedFile?) {
    guard fields, plan.rendersFieldsFile else { return (try body(), nil) }
    guard jobs > 1 else {
      let result = try body()
      return (result, try renderFields(plan: plan))
    }
    let rendered = FieldsTask()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async { [self] in
      rendered.result.withLock { $0 = Swift.Result { try renderFields(plan: plan) } }
      done.signal()
    }
    let result = Swift.Result { try body() }
    done.wait()
    let value = try result.get()
    return (value, try rendered.result.withLock { $0! }.get())
  }
}

/// The fields file, rendered on another thread, handed back under a lock.
private final class FieldsTask: Sendable {
  let result = Mutex<Result<CorpusDirectory.RenderedFile, any Error>?>(nil)
}
