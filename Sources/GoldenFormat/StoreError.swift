/// A corpus on disk that cannot be read or written. Exit code 2.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `line`: where in `file` it went wrong, when known.
  case corrupt(file: String, line: Int?, reason: String)
  case unsupportedFormat(file: String, line: Int?, found: Int, supported: Int)
  case io(path: String, operation: String, reason: String)
  /// A manifest value that is not what its key must hold (a path for a file name, `julian` for
  /// a calendar, `"502"` for an entry count). `file` is the manifest.
  case invalid(file: String, line: Int?, reason: String)
  /// Entries of a corpus folder that are neither its manifest, its listed files nor dotfiles.
  /// `names` come with what they are (`junk.json`, `fr_FR.json (a folder)`).
  case unlisted(directory: String, names: [String], writing: Bool)
  /// Another fmtcorpus holds the folder's lock.
  case locked(directory: String, lock: String, holder: String)
  /// A fallback commit record beside the folder that this machine did not write (a planted
  /// journal): neither applied nor deleted. `staging` is the folder to delete.
  case foreignCommit(directory: String, staging: String)

  public var description: String {
    switch self {
    case .corrupt(let file, let line, let reason):
      return
        "\(place(file, line)): corrupt golden file: \(reason) (restore it from git or run 'fmtcorpus generate')"
    case .unsupportedFormat(let file, let line, let found, let supported):
      return
        "\(place(file, line)): format version \(found) is not supported by this fmtcorpus (it reads version \(supported)); regenerate with 'fmtcorpus generate --replan' or use a matching fmtcorpus"
    case .io(let path, let operation, let reason):
      return "cannot \(operation) '\(path)': \(reason)"
    case .invalid(let file, let line, let reason):
      return
        "\(place(file, line)): \(reason); restore the manifest from git or regenerate with 'fmtcorpus generate --replan'"
    case .unlisted(let directory, let names, let writing):
      let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
      let what = "\(names.count) entr\(names.count == 1 ? "y" : "ies")"
      if writing {
        return
          "'\(directory)' holds \(what) that no corpus manifest lists (\(shown)): fmtcorpus replaces a corpus folder whole, so it writes only into a new or empty folder or a corpus of its own; move \(names.count == 1 ? "it" : "them") away or give another folder"
      }
      return
        "'\(directory)' holds \(what) its manifest does not list (\(shown)): remove \(names.count == 1 ? "it" : "them") (only dotfiles such as .editorconfig may sit beside a corpus's files); a locale's file that belongs in the corpus is added with 'fmtcorpus generate --out \(directory) --locale LOCALE'"
    case .locked(let directory, let lock, let holder):
      return
        "the corpus in '\(directory)' is being written by another fmtcorpus (\(holder)); wait for it to finish and run again (lock: \(lock))"
    case .foreignCommit(let directory, let staging):
      return
        "the corpus in '\(directory)' has an interrupted write beside it that this machine did not make (a commit record in '\(staging)' without this machine's token): it is not applied; delete the folder '\(staging)' and run again"
    }
  }

  /// The file, and the line in it (`corpus/en_US.json:12`) when known.
  public var location: (file: String, line: Int?) {
    switch self {
    case .corrupt(let file, let line, _), .unsupportedFormat(let file, let line, _, _),
      .invalid(let file, let line, _):
      (file, line)
    case .io(let path, _, _): (path, nil)
    case .unlisted(let directory, _, _), .locked(let directory, _, _),
      .foreignCommit(let directory, _):
      (directory, nil)
    }
  }

  private func place(_ file: String, _ line: Int?) -> String {
    line.map { "\(file):\($0)" } ?? file
  }
}
