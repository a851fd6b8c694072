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
      var resolved: [LocaleID] = []
      for spelling in locales {
        let locale = try engine.resolveLocale(spelling)
        if !resolved.contains(locale) { resolved.append(locale) }
      }
      // An app's folders may name languages the engine has no data for (wikipedia-ios ships
      // Abkhazian, `ab`): those are left out of the plan and named, where a --locale the user
      // typed is refused.
      let found = try localesFrom.map(AppLocales.find(under:)) ?? []
      var unknown: [String] = []
      for spelling in found {
        guard let locale = try? engine.resolveLocale(spelling) else {
          unknown.append(spelling)
          continue
        }
        if !resolved.contains(locale) { resolved.append(locale) }
      }
      if !unknown.isEmpty {
        guard !resolved.isEmpty else {
          throw InputError.invalidValue(
            localesFrom ?? "", option: "--locales-from",
            expected:
              "a folder whose locales the \(engine.info.name) engine has (none of \(unknown.count) is: \(unknown.prefix(8).map { MessageText.escaped($0) }.joined(separator: ", "))\(unknown.count > 8 ? ", …" : ""))"
          )
        }
        let names = unknown.map { MessageText.escaped($0) }.joined(separator: ", ")
        print(
          "note: the \(engine.info.name) engine has no locale for \(unknown.count) of the app's \(found.count) (\(names)): \(PlanFile.name) leaves them out, so the gate does not cover them"
        )
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
