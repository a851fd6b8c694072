import CorpusDiff
import CorpusModel
import CorpusStore

/// Where the fresh corpus went, and how to accept it into `corpus`, the folder the check read.
func pendingNote(_ pending: CorpusDirectory, corpus: String) -> String {
  let accept = SuggestedCommand.fmtcorpus("accept", "--from", pending.path, "--corpus", corpus)
  return "the fresh corpus is in \(pending.label) (accept with '\(accept)')"
}

/// One line for a corpus made before some of the plan's additions (``PlanAddition``): nothing
/// of them is rendered or compared, instead of a wall of `added`.
func predatesNote(_ plan: Plan, _ directory: CorpusDirectory) -> String? {
  let missing = PlanAddition.missing(in: plan)
  guard !missing.isEmpty else { return nil }
  let what = missing.count == 1 ? missing[0].items : "they"
  return
    "\(directory.label) predates \(PlanAddition.list(missing.map(\.name))), so \(what) were not compared; '\(SuggestedCommand.fmtcorpus("generate", "--replan", "--out", directory.path))' regenerates the corpus with them"
    + missing.map(\.alternative).joined()
}

/// A note for files whose entries all match but whose bytes are not what `generate` writes.
func layoutNotes(_ changes: [Change]) -> [String] { layoutNotes(files: layoutOnlyFiles(changes)) }

/// The files whose only change is their layout.
func layoutOnlyFiles(_ changes: [Change]) -> [String] {
  changes.filter { $0.path.isEmpty && $0.old != nil && $0.new != nil }.map(\.file)
}

/// The layout note for these files (none when empty).
func layoutNotes(files: [String]) -> [String] {
  guard !files.isEmpty else { return [] }
  let list = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
  return [
    "\(files.count) file\(files.count == 1 ? "" : "s") (\(list)) differ\(files.count == 1 ? "s" : "") from what generate writes only in layout (line endings, spacing or key order; no entry changed): shown at the first differing line; accepting or regenerating rewrites \(files.count == 1 ? "it" : "them")"
  ]
}
