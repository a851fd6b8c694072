import CorpusDiff
import CorpusModel
import CorpusStore
import GoldenFormat

/// `fmtcorpus diff OLD NEW`: two stored corpora compared the way `check` compares.
///
/// Each side's manifest records are checked against its files (hashes first, entry counts from
/// the comparison's parse) before anything is reported (a corrupt corpus is exit
/// 2, as in `check`). A side whose manifest lacks `fields.json` while the other has it is the
/// pending corpus of a check narrowed by `--locale`: files only the other side has are not
/// judged.
public func diffCorpora(_ oldDirectory: CorpusDirectory, _ newDirectory: CorpusDirectory) throws
  -> CheckOutcome
{
  let oldCorpus = try StoredCorpus.require(oldDirectory)
  let newCorpus = try StoredCorpus.require(newDirectory)
  try oldCorpus.requireNoUnlistedEntries()
  try newCorpus.requireNoUnlistedEntries()
  let oldManifest = oldCorpus.manifest
  let newManifest = newCorpus.manifest
  let oldFix = ManifestRecords.corpusFix(oldDirectory)
  let newFix = ManifestRecords.corpusFix(newDirectory)
  // Every listed file is read and its hash checked before anything is compared, holding a file
  // per thread; the comparison reads each pair again (and checks it again: one changed since is
  // refused, not compared) and drops it once compared.
  try ManifestRecords.verifyHashes([(oldCorpus, oldFix), (newCorpus, newFix)])
  let fields = GoldenEncoding.fieldsFileName
  let oldPartial = oldManifest.files[fields] == nil && newManifest.files[fields] != nil
  let newPartial = newManifest.files[fields] == nil && oldManifest.files[fields] != nil
  var old = CorpusSide(
    label: oldDirectory.label, manifest: oldManifest, names: Set(oldManifest.files.keys),
    reader: ManifestRecords.verifyingReader(oldCorpus, fix: oldFix))
  var new = CorpusSide(
    label: newDirectory.label, manifest: newManifest, names: Set(newManifest.files.keys),
    reader: ManifestRecords.verifyingReader(newCorpus, fix: newFix))
  var notes: [String] = []
  if let note = PlanDifference.note(
    oldManifest.plan, newManifest.plan, oldLabel: old.label, newLabel: new.label)
  {
    notes.append(note)
  }
  if oldPartial || newPartial {
    let partial = oldPartial ? oldDirectory : newDirectory
    notes.append(
      "\(partial.label) holds only the files of a check narrowed by --locale: files it lacks were not judged"
    )
    let shared = old.names.intersection(new.names)
    old = old.keeping(shared)
    new = new.keeping(shared)
  }
  let comparison = try CorpusComparison.compare(old, new, judgeRemovals: true)
  // Counts from the comparison's parse; equal files (their verified hashes are equal) whose
  // records agree need none. A file neither compared nor agreed on (one side of a narrowed
  // pending corpus lacks it) is read and parsed.
  func agreed(_ name: String) -> Int? {
    guard let a = oldManifest.files[name], let b = newManifest.files[name],
      a.sha256 == b.sha256, a.entries == b.entries
    else { return nil }
    return a.entries
  }
  try ManifestRecords.verifyEntries(
    oldCorpus, names: oldManifest.files.keys,
    knownEntries: { comparison.oldEntries[$0] ?? agreed($0) },
    bytes: { try oldCorpus.readListed($0) }, fix: oldFix)
  try ManifestRecords.verifyEntries(
    newCorpus, names: newManifest.files.keys,
    knownEntries: { comparison.newEntries[$0] ?? agreed($0) },
    bytes: { try newCorpus.readListed($0) }, fix: newFix)
  var changes = comparison.changes
  // A side made before an addition (months, fixed patterns and parsing, configured pickers)
  // has none of it to compare: not a wall of `added` (or `removed`), but one note.
  for (directory, manifest) in [(oldDirectory, oldManifest), (newDirectory, newManifest)] {
    guard let note = predatesNote(manifest.plan, directory) else { continue }
    notes.append(note)
    let artifacts = PlanAddition.missingArtifacts(in: manifest.plan)
    changes.removeAll { artifacts.contains($0.artifact) }
  }
  return CheckOutcome(
    stored: old, fresh: new, changes: changes, notes: notes + layoutNotes(changes),
    files: old.names.union(new.names).sorted())
}
