import Assembly
import CorpusModel
import FoundationEssentials

/// `fmtcorpus init`: the three files that make a team's gate — the plan file, a GitHub
/// workflow that runs `check`, and the `.gitattributes` line that shows golden files through
/// `fmtcorpus show` — written in one folder, never over a file that is there.
public struct PlanFileInit: Sendable {
  /// The corpus folder the plan file names.
  public var corpus: String
  /// The team's locales, already resolved by the engine.
  public var locales: [LocaleID]
  public var templates: [String]
  public var patterns: [String]

  public init(corpus: String, locales: [LocaleID], templates: [String], patterns: [String]) {
    self.corpus = corpus
    self.locales = locales
    self.templates = templates
    self.patterns = patterns
  }

  /// The workflow's path in the folder.
  public static let workflowPath = ".github/workflows/fmtcorpus.yml"

  /// The files, by path in the folder, in the order they are written.
  public var files: [(path: String, text: String)] {
    [(PlanFile.name, planFileText), (Self.workflowPath, workflowText)]
  }

  /// The plan file: the corpus, the locales, the formats (each a named entry, the value in the
  /// app's spelling), and `artifacts` listing only the formats' artifacts, so the corpus holds
  /// them and `manifest.json` alone.
  public var planFileText: String {
    var artifacts: [Artifact] = []
    if !templates.isEmpty { artifacts.append(.skeletons) }
    if !patterns.isEmpty { artifacts.append(.patterns) }
    var text = """
      # The plan of this repository's date-format gate (fmtcorpus): 'fmtcorpus generate' makes
      # the corpus it names, 'fmtcorpus check' (CI) fails when what users see changes. Every key
      # is described in fmtcorpus's documentation, "The plan file".
      corpus: \(Self.quoted(corpus))
      engine: icu

      """
    text += "artifacts: [\(artifacts.map(\.name).joined(separator: ", "))]\n"
    text +=
      locales.isEmpty
      ? "locales: all\n" : "locales: [\(locales.map(\.rawValue).joined(separator: ", "))]\n"
    text += "calendars: [gregorian]\n"
    text += "zones: [UTC]\n"
    text += "# The zone your formats render in.\nstyle-zone: UTC\n"
    text += "# Name each format after the code that uses it; the value is its spelling there.\n"
    text += "formats:\n"
    var number = 0
    for (kind, values) in [("template", templates), ("pattern", patterns)] {
      for value in values {
        number += 1
        text += "  format\(number): { \(kind): \(Self.quoted(value)) }\n"
      }
    }
    return text
  }

  /// The workflow: fmtcorpus built from a submodule at `tools/fmtcorpus`, on Debian 12 (ICU
  /// 72.1, the ICU a corpus generated on this machine records), then the gate.
  public var workflowText: String {
    """
    # The date-format gate 'fmtcorpus init' wrote: 'fmtcorpus check' against the corpus
    # fmtcorpus.yml names. fmtcorpus is a submodule at tools/fmtcorpus
    # (git submodule add <fmtcorpus's repository> tools/fmtcorpus).
    name: fmtcorpus
    on: [push, pull_request]
    jobs:
      dates:
        runs-on: ubuntu-latest
        container: swift:6.3-bookworm
        steps:
          - uses: actions/checkout@v5
            with:
              submodules: true
          - run: apt-get update && apt-get install -y libicu-dev pkg-config
          - run: swift build -c release --package-path tools/fmtcorpus --product fmtcorpus
          - name: fmtcorpus check
            run: tools/fmtcorpus/.build/release/fmtcorpus check --format github --pending pending-corpus
          - uses: actions/upload-artifact@v6
            if: failure()
            with:
              name: pending-corpus
              path: pending-corpus

    """
  }

  /// The `.gitattributes` line that diffs the corpus's golden files through `fmtcorpus show`.
  public var gitattributesLine: String { "\(corpus)/*.json diff=fmtcorpus" }

  /// Writes the files in `folder`: the plan file and the workflow are new files, refused when
  /// there; the `.gitattributes` line is appended (the file made when there is none) unless
  /// the file holds it. Everything is checked before anything is written.
  ///
  /// - Returns: the paths written, in order.
  /// - Throws: ``PlanFileInitError`` for no formats, or naming the first file that is there.
  public func write(in folder: String) throws -> [String] {
    guard !templates.isEmpty || !patterns.isEmpty else { throw PlanFileInitError.noFormats }
    let files = FileManager.default
    for (path, _) in self.files where files.fileExists(atPath: folder + "/" + path) {
      throw PlanFileInitError.exists(path)
    }
    let attributesPath = folder + "/.gitattributes"
    let attributes = files.contents(atPath: attributesPath).map {
      String(decoding: $0, as: UTF8.self)
    }
    var written: [String] = []
    for (path, text) in self.files {
      let full = folder + "/" + path
      let parent = String(full[..<full.lastIndex(of: "/")!])
      try files.createDirectory(atPath: parent, withIntermediateDirectories: true)
      guard files.createFile(atPath: full, contents: Data(text.utf8)) else {
        throw PlanFileInitError.notWritable(path)
      }
      written.append(path)
    }
    let lines = attributes?.split(separator: "\n").map(String.init) ?? []
    if !lines.contains(gitattributesLine) {
      var text = attributes ?? ""
      if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
      text += gitattributesLine + "\n"
      guard files.createFile(atPath: attributesPath, contents: Data(text.utf8)) else {
        throw PlanFileInitError.notWritable(".gitattributes")
      }
      written.append(".gitattributes")
    }
    return written
  }

  /// A YAML single-quoted scalar: the text as it is, quotes doubled.
  static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''")
      + "'"
  }
}

/// Why `fmtcorpus init` wrote nothing.
public enum PlanFileInitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Neither `--template` nor `--pattern`: a gate of no formats checks nothing of the app's.
  case noFormats
  /// A file init would write is there.
  case exists(String)
  case notWritable(String)

  public var description: String {
    switch self {
    case .noFormats:
      "init needs your app's formats: give --template (as your code passes it) or --pattern, repeated for more"
    case .exists(let path):
      "'\(MessageText.escaped(path))' is already there: init never overwrites a file (remove it, or edit it by hand)"
    case .notWritable(let path):
      "cannot write '\(MessageText.escaped(path))' (expected a writable folder)"
    }
  }
}
