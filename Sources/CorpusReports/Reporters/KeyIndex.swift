import CorpusDiff
import CorpusModel

/// Changed entries' keys, written compactly: the keys a bounded report names past its examples
/// (`ReportSelection`), readable even when one edit touches tens of thousands of entries.
///
/// Keys are written relative to their file (`gregorian › styles › UTC › … › full/full`). Keys
/// under one container share a line (`… › 2010-01-27T18:00:00Z › full/full, long/long`), and
/// files whose changed keys are the same share one list, every file named:
///
///     en_001.json, en_150.json (2 files):
///       buddhist › skeletons › jm › string
///       buddhist › styles › America/New_York › 2007-01-09T18:00:00Z › full/full, long/long
enum KeyIndex {
  /// The lines of the index, each starting with `indent`.
  static func lines(_ changes: [Change], indent: String) -> [String] {
    // File → its keys' lines, files in the order the changes come (file order).
    var files: [String] = []
    var keysByFile: [String: [Change]] = [:]
    for change in changes {
      if keysByFile[change.file] == nil { files.append(change.file) }
      keysByFile[change.file, default: []].append(change)
    }
    var sets: [[String]] = []
    var filesBySet: [[String]: [String]] = [:]
    for file in files {
      let lines = containerLines(keysByFile[file]!, indent: indent + "  ")
      if filesBySet[lines] == nil { sets.append(lines) }
      filesBySet[lines, default: []].append(file)
    }
    var output: [String] = []
    for set in sets {
      let names = filesBySet[set]!
      let count = names.count == 1 ? ":" : " (\(names.count) files):"
      var head = ChangeText.wrapped(indent, names, indent: indent + "    ")
      head[head.count - 1] += count
      output += head
      output += set
    }
    return output
  }

  /// One line per container: its path and the last component of each changed key under it.
  private static func containerLines(_ changes: [Change], indent: String) -> [String] {
    var parents: [String] = []
    var leaves: [String: [String]] = [:]
    for change in changes {
      let key = relativeKey(change)
      let parent = key.dropLast().joined(separator: " › ")
      if leaves[parent] == nil { parents.append(parent) }
      leaves[parent, default: []].append(key.last ?? "the whole file")
    }
    return parents.flatMap { parent in
      ChangeText.wrapped(
        indent + (parent.isEmpty ? "" : parent + " ›"), leaves[parent]!, indent: indent + "    ")
    }
  }

  /// The key without the file's locale: `gregorian › styles › …`, `week › firstWeekday`.
  static func relativeKey(_ change: Change) -> [String] {
    let part = change.engine.map { [EnginePart.key, MessageText.escaped($0, limit: nil)] } ?? []
    let path = EnginePart.inner(change.path).map { MessageText.escaped($0, limit: nil) }
    return part
      + (path.first == "calendars" || path.first == Artifact.fields.name
        ? Array(path.dropFirst()) : path)
  }
}
