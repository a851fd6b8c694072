import ArgumentParser
import FormatCorpus

/// `--corpus DIR`: the stored corpus a command reads (`check`, `report`, `accept`, `review`).
struct CorpusOption: ParsableArguments {
  @Option(
    name: .customLong("corpus"),
    help: ArgumentHelp("The corpus folder (default: corpus).", valueName: "dir"))
  var directory: String?

  /// The folder, as the store names it in messages.
  var corpus: CorpusDirectory { CorpusDirectory(path: directory ?? "corpus") }
}

/// `--from DIR` and `--corpus DIR`: a pending corpus `check --pending` wrote, and the corpus its
/// changes go into (`accept`, `review`).
struct PendingOptions: ParsableArguments {
  @Option(
    name: .customLong("from"),
    help: ArgumentHelp("The pending corpus written by check --pending.", valueName: "dir"))
  var directory: String

  @OptionGroup var stored: CorpusOption

  var pending: CorpusDirectory { CorpusDirectory(path: directory) }
  var corpus: CorpusDirectory { stored.corpus }
}
