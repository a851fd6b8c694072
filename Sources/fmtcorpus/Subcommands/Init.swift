import ArgumentParser
import FormatCorpus
import FoundationEssentials

extension FmtCorpusCommand {
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract:
        "Set up a team's gate here: fmtcorpus.yml, a GitHub workflow, the .gitattributes line.",
      discussion: """
        Writes fmtcorpus.yml (the corpus folder, the locales, the formats, and artifacts listing \
        only those formats), .github/workflows/fmtcorpus.yml (check on every push and pull \
        request) and appends the line that diffs golden files through 'fmtcorpus show' to \
        .gitattributes. Never overwrites a file: one that is there is refused, and nothing is \
        written. Then run 'fmtcorpus generate' and 'fmtcorpus check'.
        """)

    @Option(
      name: .customLong("corpus"),
      help: ArgumentHelp(
        "The corpus folder the plan file names (default: corpus).", valueName: "dir"))
    var corpus = "corpus"

    @Option(
      name: .customLong("locale"),
      help: ArgumentHelp(
        "A locale your app ships; repeat for more (default: every locale, or --locales-from's).",
        valueName: "locale"))
    var locales: [String] = []

    @Option(
      name: .customLong("locales-from"),
      help: ArgumentHelp(
        "Your app's sources: the locales are its .lproj folders' names and its Localizable.xcstrings languages.",
        valueName: "path"))
    var localesFrom: String?

    @Option(
      name: .customLong("template"),
      help: ArgumentHelp(
        "A template your code asks for, as it spells it; repeat for more.", valueName: "template"))
    var templates: [String] = []

    @Option(
      name: .customLong("pattern"),
      help: ArgumentHelp(
        "A fixed format pattern your code uses; repeat for more.", valueName: "pattern"))
    var patterns: [String] = []

    @OptionGroup var engineOption: EngineOption

    func run() throws {
      try templates.forEach(PatternSyntax.validate(template:))
      try patterns.forEach(PatternSyntax.validate(pattern:))
      let engine = try engineOption.make()
      let spellings = try locales + (localesFrom.map(AppLocales.find(under:)) ?? [])
      var resolved: [LocaleID] = []
      for spelling in spellings {
        let locale = try engine.resolveLocale(spelling)
        if !resolved.contains(locale) { resolved.append(locale) }
      }
      let setup = PlanFileInit(
        corpus: corpus, locales: resolved.sorted(), templates: templates, patterns: patterns)
      let written = try setup.write(in: FileManager.default.currentDirectoryPath)
      print("wrote " + written.joined(separator: ", "))
      print(
        "next: fmtcorpus generate   # makes \(MessageText.escaped(corpus, limit: nil))/ from \(PlanFile.name)"
      )
      print("      fmtcorpus check      # the gate CI runs")
    }
  }
}
