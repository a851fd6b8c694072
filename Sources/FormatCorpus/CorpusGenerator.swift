import CorpusModel
import CorpusStore
import EngineSupport

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
  ///   - known: stored files by name, each with the hash its record holds, already verified
  ///     against its bytes (`check`): a fresh file equal to one keeps the stored bytes and hash,
  ///     so a clean check holds one copy of the corpus and hashes it once.
  /// - Returns: the files in the order of `locales`.
  /// - Throws: the error of the first locale (in `locales` order) that failed, whatever the
  ///   thread count (``parallelMap``); no partial result.
  public func renderLocales(
    _ locales: [LocaleID], plan: Plan, jobs: Int,
    progress: (@Sendable (Int, Int) -> Void)? = nil,
    known: [String: (bytes: [UInt8], sha256: String)] = [:]
  ) throws -> [CorpusDirectory.RenderedFile] {
    let engine = self.engine
    return try parallelMap(locales, jobs: jobs, progress: progress) { locale throws in
      let file = GoldenEncoding.render(try engine.localeCorpus(for: locale, plan: plan))
      let name = locale.fileName
      return CorpusDirectory.RenderedFile(
        name: name, bytes: file.bytes, entries: file.entries, known: known[name])
    }
  }

  /// What a file staged as it rendered leaves behind: its name, record and size.
  public struct StagedFile: Sendable {
    public var name: String
    public var record: FileRecord
    public var size: Int
  }

  /// Renders the locale files of `locales` under `plan` as ``renderLocales(_:plan:jobs:progress:known:)``
  /// does, writing each into `stage` as soon as it is rendered, so a run holds a file per
  /// thread rather than the whole corpus.
  ///
  /// - Returns: the files' records in the order of `locales`.
  public func renderLocales(
    _ locales: [LocaleID], plan: Plan, jobs: Int, into stage: CorpusTransaction.Stage,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> [StagedFile] {
    let engine = self.engine
    return try parallelMap(locales, jobs: jobs, progress: progress) { locale throws in
      let rendered = GoldenEncoding.render(try engine.localeCorpus(for: locale, plan: plan))
      let file = CorpusDirectory.RenderedFile(
        name: locale.fileName, bytes: rendered.bytes, entries: rendered.entries)
      try stage.write(file.name, file.bytes)
      return StagedFile(name: file.name, record: file.record, size: file.bytes.count)
    }
  }

  /// Renders `fields.json` for the plan.
  public func renderFields(plan: Plan) throws -> CorpusDirectory.RenderedFile {
    CorpusDirectory.RenderedFile(
      name: GoldenEncoding.fieldsFileName,
      golden: GoldenEncoding.encode(fields: try engine.fields(for: plan)))
  }
}
