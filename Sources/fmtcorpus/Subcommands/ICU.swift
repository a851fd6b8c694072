import ArgumentParser
import ICULibraries

extension FmtCorpusCommand {
  /// `fmtcorpus icu`: the ICU builds an engine can load, fetched from PyPI into a cache.
  struct ICU: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "icu",
      abstract: "Fetch ICU builds (PyPI wheels, with pip) into a cache, and list them.",
      discussion: """
        The cache is ${XDG_CACHE_HOME:-$HOME/.cache}/fmtcorpus/icu/<version>/. Fetching needs \
        pip and python3; '--icu-libs DIR' loads libraries from any folder without them.
        """,
      subcommands: [Fetch.self, List.self])
  }
}

extension FmtCorpusCommand.ICU {
  /// `fmtcorpus icu fetch 78`: one wheel of the table into the cache.
  struct Fetch: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "fetch",
      abstract: "Download an ICU build with pip, check its hashes, and put it in the cache.",
      discussion: """
        A major (78) fetches its newest version in the table, a full version (78.2) that one; \
        'fmtcorpus icu list' shows them. The wheel and each library must have the table's \
        SHA-256. Progress (pip's own) goes to stderr, the folder to stdout. FMTCORPUS_PIP names \
        the pip to run (default: pip3, else pip, on PATH).
        """)

    @Argument(
      help: ArgumentHelp("The ICU version: 78, 78.3, 78.2, 77, 76, 60 …", valueName: "version"))
    var version: String

    func run() throws {
      let wheel = try ICUWheels.row(for: version)
      let fetch = ICUFetch(wheel: wheel) { step in Terminal.writeError("fmtcorpus: \(step)\n") }
      switch try fetch.run() {
      case .fetched(let folder):
        print("ICU \(wheel.icu) fetched into \(folder)")
      case .alreadyFetched(let folder):
        print("ICU \(wheel.icu) is already fetched: \(folder)")
      }
    }
  }

  /// `fmtcorpus icu list`: the table's versions for this machine, and which are fetched.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the ICU versions that can be fetched and those already fetched.",
      discussion: """
        One line per version, newest first, with its CLDR, Unicode and tzdata versions and its \
        wheel; a version in the cache that the table does not hold is listed too.
        """)

    func run() throws {
      let root = ICUCache.root
      let rows = ICUWheels.rows.filter { $0.platform == ICUPlatform.running }
      let fetched = ICUCache.fetched(root: root)
      print(Self.lines(rows: rows, fetched: fetched).joined(separator: "\n"))
      let machine = ICUPlatform.running?.rawValue ?? "\(ICUPlatform.machine): no wheels"
      print("cache: \(root) (\(machine); 'fmtcorpus icu fetch VERSION' fetches one)")
    }

    /// The table's lines: a header, then one line per version, in aligned columns.
    static func lines(rows: [ICUWheel], fetched: [String]) -> [String] {
      var table = [["ICU", "CLDR", "Unicode", "tzdata", "wheel", "fetched"]]
      for row in rows {
        table.append([
          row.icu, row.cldr, row.unicode, row.tzdata,
          row.package + " " + row.packageVersion, fetched.contains(row.icu) ? "yes" : "no",
        ])
      }
      for version in fetched where !rows.contains(where: { $0.icu == version }) {
        table.append([version, "?", "?", "?", "(not in the table)", "yes"])
      }
      let widths = (0..<table[0].count).map { column in table.map { $0[column].count }.max()! }
      return table.map { cells in
        var line = ""
        for (column, cell) in cells.enumerated() {
          line += column == cells.count - 1 ? cell : pad(cell, widths[column] + 2)
        }
        return line
      }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
  }
}
