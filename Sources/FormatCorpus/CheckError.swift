import CorpusDiff
import CorpusReports
import CorpusModel

/// A corpus that cannot be checked or accepted into as asked: exit 2, with what to do next.
public enum CheckError: Error, Equatable, Sendable, CustomStringConvertible {
  case noManifest(directory: String)
  /// `check` with a plan file whose corpus folder holds no corpus yet.
  case noCorpusForPlanFile(directory: String, planFile: String)
  /// `accept --from DIR` where DIR holds no pending corpus.
  case noPending(directory: String)
  case missingFile(path: String)
  case localeNotInPlan(String, directory: String)
  /// `check --pending DIR` where DIR is the corpus, however spelled.
  case pendingIsCorpus(pending: String, corpus: String)
  /// `check --pending DIR` where DIR lies inside the corpus.
  case pendingInsideCorpus(pending: String, corpus: String)
  /// `accept --from DIR` where DIR is the corpus itself.
  case acceptFromCorpus(pending: String, corpus: String)
  /// A manifest naming an engine this build does not have; `manifest` is `path:line`.
  case unknownEngine(manifest: String, name: String, engines: [String])
  /// A manifest record that does not describe the file beside it; `manifest` is `path:line`.
  case recordMismatch(manifest: String, file: String, mismatch: String, fix: String)
  case otherEngine(pending: String, pendingEngine: String, corpus: String, corpusEngine: String)
  /// `differences`: which parts of the plan differ (`locales`, `zones`, …).
  case otherPlan(pending: String, differences: [String], corpus: String)
  /// `accept --locale`, `--class`, `--artifact` or `review` on a preview of an engine change
  /// (`check --engine E --pending`): only the whole render is taken.
  case partOfEngineChange(change: String, option: String, value: String?)
  /// `accept` of a preview that `check --locale` narrowed: it does not hold the whole corpus.
  case narrowedEngineChange(change: String, pending: String, corpus: String, engine: String)
  /// `accept --locale L` where the pending corpus has nothing of L to take.
  case localeNotPending(String, pending: String, corpus: String)
  /// `check --pending DIR` where DIR holds something other than a pending corpus fmtcorpus
  /// wrote (`found` says what).
  case pendingOccupied(pending: String, found: String)
  /// `accept --from DIR` where DIR holds a corpus without the pending mark.
  case notPending(directory: String)
  /// `--artifact A` naming no artifact.
  case unknownArtifact(String, option: String, artifacts: [String])
  /// A fallback commit (no atomic exchange on this file system) that a killed run left half
  /// applied; the next writer completes it.
  case unfinishedWrite(directory: String)
  /// A folder holding one shard (`generate --shard`, `check --shard --pending`) where a whole
  /// corpus belongs.
  case shardNotCorpus(directory: String, shard: Shard, pending: Bool)
  /// `review` about to write a corpus that another command changed while it ran.
  case corpusChangedDuringReview(corpus: String, pending: String)
  /// `review` with stdin or stdout not a terminal.
  case reviewNeedsTerminal(pending: String, corpus: String)
  /// `review` whose terminal went away before the review was over.
  case reviewInputEnded

  public var description: String {
    switch self {
    case .noCorpusForPlanFile(let directory, let planFile):
      return
        "no corpus in '\(directory)' (no manifest.json), the folder \(planFile) names: run 'fmtcorpus generate' to make it"
    case .noManifest(let directory):
      return
        "no corpus in '\(directory)' (no manifest.json): run 'fmtcorpus init' to plan your app's formats in fmtcorpus.yml, then 'fmtcorpus generate' (or 'fmtcorpus generate --out \(directory)' for the whole default corpus)"
    case .noPending(let directory):
      return
        "no pending corpus in '\(directory)' (no manifest.json): give the folder 'fmtcorpus check --pending DIR' wrote"
    case .missingFile(let path):
      return
        "\(path) is listed in the manifest but missing: restore it ('git checkout -- \(SuggestedCommand.quoted(path))') or regenerate it with '\(SuggestedCommand.fmtcorpus("generate", "--out", SuggestedCommand.folder(of: path)))'"
    case .localeNotInPlan(let locale, let directory):
      return
        "locale '\(locale)' is not in the plan of '\(directory)': add it with 'fmtcorpus generate --out \(directory) --locale \(locale)'"
    case .pendingIsCorpus(let pending, let corpus):
      return
        "--pending '\(pending)' is the corpus folder '\(corpus)' itself: check never writes the corpus; give another folder (e.g. --pending /tmp/pending-corpus)"
    case .pendingInsideCorpus(let pending, let corpus):
      return
        "--pending '\(pending)' is inside the corpus folder '\(corpus)': its files would mix with the corpus's and be committed with them; give a folder outside it (e.g. --pending /tmp/pending-corpus)"
    case .acceptFromCorpus(let pending, let corpus):
      return
        "--from '\(pending)' is the corpus folder '\(corpus)' itself: nothing to accept; give the folder 'fmtcorpus check --pending DIR' wrote"
    case .unknownEngine(let manifest, let name, let engines):
      return
        "\(manifest) names engine '\(name)', which this build does not have (engines: \(engines.joined(separator: ", ")))"
    case .recordMismatch(let manifest, let file, let mismatch, let fix):
      return "\(manifest): the record of '\(file)' does not match the file (\(mismatch)): \(fix)"
    case .otherEngine(let pending, let pendingEngine, let corpus, let corpusEngine):
      return
        "the pending corpus in '\(pending)' was made by engine '\(pendingEngine)', the corpus in '\(corpus)' by '\(corpusEngine)': write a pending corpus of this corpus into a new folder with 'fmtcorpus check --corpus \(corpus) --pending <new folder>'"
    case .partOfEngineChange(let change, let option, let value):
      let what = value.map { "\(option) '\(MessageText.escaped($0))'" } ?? option
      return
        "\(what) cannot take part of an engine change (\(change)): a part would label the old engine's strings as the new one's; accept the whole pending corpus (no --locale, --class or --artifact)"
    case .narrowedEngineChange(let change, let pending, let corpus, let engine):
      return
        "the pending corpus in '\(pending)' previews an engine change (\(change)) but was narrowed by --locale: write a whole one into a new folder with 'fmtcorpus check --corpus \(corpus) --engine \(engine) --pending <new folder>'"
    case .otherPlan(let pending, let differences, let corpus):
      return
        "the pending corpus in '\(pending)' was made for another plan than the corpus in '\(corpus)' (\(differences.joined(separator: ", ")) differ): write a pending corpus of this corpus into a new folder with 'fmtcorpus check --corpus \(corpus) --pending <new folder>'"
    case .unfinishedWrite(let directory):
      return
        "the corpus in '\(directory)' is half-way through an interrupted write (its staging folder holds a commit record): complete it with 'fmtcorpus generate --out \(directory)', which finishes the write first"
    case .shardNotCorpus(let directory, let shard, let pending):
      let what = pending ? "a pending corpus" : "a corpus"
      return
        "'\(directory)' holds shard \(shard) of \(what), not \(what): join all \(shard.count) shard folders first with 'fmtcorpus merge --out DIR SHARD-FOLDER...'"
    case .localeNotPending(let locale, let pending, let corpus):
      return
        "locale '\(locale)' has no file in the pending corpus in '\(pending)': write one that has it into a new folder with 'fmtcorpus check --corpus \(corpus) --locale \(locale) --pending <new folder>'"
    case .pendingOccupied(let pending, let found):
      return
        "--pending '\(pending)' \(found), not a pending corpus fmtcorpus wrote: check writes only into a new or empty folder or one an earlier 'check --pending' wrote; give another folder (e.g. --pending /tmp/pending-corpus)"
    case .notPending(let directory):
      return
        "'\(directory)' holds a corpus, not a pending corpus (its manifest.json has no pending mark): accept takes only a folder 'fmtcorpus check --pending DIR' wrote"
    case .corpusChangedDuringReview(let corpus, let pending):
      return
        "the corpus in '\(corpus)' changed while the review ran; nothing was written: review again with 'fmtcorpus review --from \(pending) --corpus \(corpus)'"
    case .reviewNeedsTerminal(let pending, let corpus):
      return
        "review reads keys from a terminal, and stdin or stdout is not one: without a terminal, take changes with 'fmtcorpus accept --from \(pending) --corpus \(corpus)' (--class, --locale, --artifact choose which)"
    case .reviewInputEnded:
      return "the terminal closed before the review was over; nothing was written"
    case .unknownArtifact(let name, let option, let artifacts):
      return
        "invalid value '\(name)' for \(option) (expected artifacts from: \(artifacts.joined(separator: ", ")))"
    }
  }
}
