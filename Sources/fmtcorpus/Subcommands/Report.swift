import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "report",
      abstract:
        "Draw a corpus as a user sees it: pickers as wheels, styles and templates as tables.",
      discussion: """
        Writes one self-contained HTML file (inline style sheet, no network) that opens from disk. \
        With several locales it opens on a searchable index and shows one locale at a time \
        (report.html#zh_Hant_TW). Locales are the corpus's file names (zh_Hant_TW) or other spellings of them (zh_TW). \
        fields.json (the calendar fields of every calendar, zone and instant) is the corpus's, not a locale's: \
        every page draws it once, whatever --locale, a table per calendar closed until opened (report.html#fields-hebrew). \
        A settings variant's page (en_US@hours=h23) says under each artifact, per calendar, whether the settings \
        changed anything against the base locale's file (hours=h23 changed nothing in gregorian styles), \
        or that the corpus has no such file.
        """)

    @OptionGroup var stored: CorpusOption

    @Option(help: ArgumentHelp("The HTML file to write.", valueName: "file"))
    var out: String

    @Option(
      name: .customLong("locale"),
      help: ArgumentHelp("Draw only these locales; repeat for more.", valueName: "locale"))
    var locales: [String] = []

    @Option(
      name: .customLong("calendar"),
      help: ArgumentHelp(
        "Draw only this calendar's sections of each locale (pickers, month views, styles, templates, patterns, parsing, intervals) and of fields.json (fields, arithmetic): a CLDR id the corpus holds, or 'all' (the default); repeat for more. Relative times, durations, week rules and timers, stored once per locale, are drawn either way.",
        valueName: "calendar"))
    var calendars: [String] = []

    func run() throws {
      let report = try corpusReport(
        directory: stored.corpus, locales: locales, calendars: calendars)
      let html = report.render()
      try writeReport(html, to: out)
      let megabytes = Double(html.utf8.count) / 1_000_000
      let size = megabytes < 0.1 ? "\(html.utf8.count) bytes" : "\(rounded(megabytes)) MB"
      print(
        "wrote \(out) (\(report.files.count) locale\(report.files.count == 1 ? "" : "s"), \(size))")
    }

    private func rounded(_ value: Double) -> String {
      let tenths = Int((value * 10).rounded())
      return "\(tenths / 10).\(tenths % 10)"
    }
  }
}
