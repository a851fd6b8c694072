import Assembly
import CorpusModel
import CorpusStore

/// `check`'s first step with a plan file: the file's plan, resolved with the engine the corpus
/// was made with, against the manifest's plan (``PlanFileComparison``).
public struct PlanFileGate: Sendable {
  public var planFile: PlanFile
  public var corpus: CorpusDirectory

  public init(planFile: PlanFile, corpus: CorpusDirectory) {
    self.planFile = planFile
    self.corpus = corpus
  }

  /// The differences, one line each; empty when the corpus was made with the file's plan.
  ///
  /// - Throws: `CheckError.noCorpusForPlanFile` for a folder with no corpus yet, what reading
  ///   the corpus or starting its engine throws, `PlanFileError` for a refused value.
  public func differences() throws -> [String] {
    guard let stored = try StoredCorpus.open(corpus) else {
      // The file's values are checked first: a refused one is what the team must fix.
      let engine: any CorpusEngine
      do {
        engine = try Engines.make(planFile.engine?.value.lowercased() ?? Engines.defaultName)
      } catch let error as InputError {
        guard let named = planFile.engine else { throw error }
        throw PlanFileError(planFile, at: named, MessageText.escaped(error.description))
      }
      _ = try planFile.plan(engine: engine)
      throw CheckError.noCorpusForPlanFile(
        directory: corpus.path, planFile: planFile.fileName)
    }
    let manifest = stored.manifest
    let engine = try Engines.make(for: stored)
    let plan = try planFile.plan(engine: engine)
    return PlanFileComparison.lines(
      file: plan, stored: manifest.plan, engine: planFile.engine?.value.lowercased(),
      storedEngine: manifest.engine.name)
  }
}
