import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Print a golden file with invisible characters named (a git textconv).",
      discussion: """
        1:00⟨NNBSP U+202F⟩PM instead of an invisible U+202F. Needs only the file: no manifest, \
        any file name. For git: a .gitattributes line 'corpus/*.json diff=fmtcorpus' and \
        git config diff.fmtcorpus.textconv '.build/release/fmtcorpus show'. Reads only a plain \
        file of at most 16 MiB, as the corpus reader does.
        """)

    @Argument(help: ArgumentHelp("The file to print.", valueName: "file"))
    var file: String

    func run() throws {
      // The corpus reader's bounds: a plain file of at most 16 MiB, never a wait on a FIFO.
      let bytes = try CorpusDirectory.readFile(atPath: file)
      print(InvisibleText.visibleLines(bytes), terminator: "")
    }
  }
}
