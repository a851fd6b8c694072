import CorpusDiff
import CorpusModel

/// The human report: engine and verdict first, then exact counts, then the changes — failing
/// classes first, each part in severity order — with the same edit folded.
///
/// `--max-entries` bounds the entries named, examples (old and new) and keys alike
/// (`ReportSelection`); the counts stay exact and a closing note says how to see everything.
/// Under a bound the by-locale counts name the 20 largest.
public struct TextReporter: Sendable {
  public var useColor: Bool

  public init(useColor: Bool) { self.useColor = useColor }

  /// Whether `--color` (`auto`, `always`, `never`) means colour: `auto` colours only a
  /// terminal, and only when `NO_COLOR` is unset or empty (no-color.org).
  public static func wantsColor(option: String, isTerminal: Bool, noColor: String?) -> Bool {
    switch option {
    case "always": true
    case "auto": isTerminal && (noColor ?? "").isEmpty
    default: false
    }
  }

  private func paint(_ text: String, _ code: String) -> String {
    useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  public func render(_ report: CheckReport) -> String {
    var lines: [String] = ["fmtcorpus: \(report.oldLabel) → \(report.newLabel)"]
    if report.engineChanges.isEmpty {
      lines.append("engine: unchanged")
    } else {
      lines.append(
        "engine: "
          + report.engineChanges.map(\.text).joined(separator: ", "))
    }
    guard !report.changes.isEmpty else {
      for note in report.notes { lines.append("note: \(note)") }
      lines += report.knownLines
      lines.append(
        paint(report.known.isEmpty ? "ok: no changes" : "ok: nothing failing changed", "32"))
      return lines.map(guarded).joined(separator: "\n") + "\n"
    }
    lines.append(verdict(report))
    for note in report.notes { lines.append("note: \(note)") }
    lines.append(ChangeText.summaryLine(report))
    lines += ChangeText.countLines(
      "class", report.classCounts.map { ($0.0.rawValue, $0.1) }, indent: "  ")
    for (title, dimension) in [("calendar", { $0.calendar }), ("artifact", { $0.artifact })]
      as [(String, (Change) -> String?)]
    {
      let counts = report.counts(by: dimension)
      if !counts.isEmpty { lines += ChangeText.countLines(title, counts, indent: "  ") }
    }
    let locales = report.counts { $0.locale }
    let shownLocales = report.maxEntries == nil ? locales.count : TextReporter.localesShown
    lines += ChangeText.countLines("locale", Array(locales.prefix(shownLocales)), indent: "  ")
    if locales.count > shownLocales {
      lines.append("      and \(locales.count - shownLocales) more locales")
    }

    let selection = ReportSelection(report)
    var heading: Bool?
    for section in selection.sections {
      if heading != section.failing {
        heading = section.failing
        lines.append(section.failing ? "failing:" : "not failing:")
      }
      let name = paint(section.changeClass.rawValue, "1")
      lines.append("  \(name): \(section.total) entr\(section.total == 1 ? "y" : "ies")")
      for edit in section.edits {
        if let description = edit.description {
          let count = edit.changes.count
          lines.append(
            "    \(description): \(count) entries in \(edit.locales) locale\(edit.locales == 1 ? "" : "s")"
          )
          for change in edit.examples { entry(change, report, indent: "      ", into: &lines) }
          if !edit.keys.isEmpty {
            lines.append("      keys of \(edit.keys.count) more:")
            lines += KeyIndex.lines(edit.keys, indent: "        ")
          }
          let unnamed = count - edit.named
          if unnamed > 0 { lines.append("      and \(unnamed) more not named") }
        } else if let change = edit.examples.first {
          entry(change, report, indent: "    ", into: &lines)
        } else if let change = edit.keys.first {
          lines.append("    \(change.displayKey)  (\(report.location(change)))")
        }
      }
      if section.hiddenEdits > 0 {
        lines.append(
          "    and \(section.hiddenEdits) more edit\(section.hiddenEdits == 1 ? "" : "s") (\(section.hiddenEntries) entr\(section.hiddenEntries == 1 ? "y" : "ies")) not named"
        )
      }
    }
    if let note = ReportSelection.boundNote(report, named: selection.named) {
      lines.append("(\(note))")
    }
    if !report.months.isEmpty {
      lines.append("months (stored - beside fresh +):")
      for month in report.months {
        lines.append("  \(month.displayKey)  (\(report.location(month.change)))")
        lines += month.lines.map { "    " + $0 }
      }
      let more = MonthGrids.count(report.changes) - report.months.count
      if more > 0 { lines.append("  (and \(more) more month\(more == 1 ? "" : "s"))") }
    }
    lines += report.knownLines
    lines.append(verdict(report))
    return lines.map(guarded).joined(separator: "\n") + "\n"
  }

  /// The last check of a line: every value in it was escaped where it was written; this names
  /// anything that slipped through (``MessageText/line(_:)``). With colour on, the colour
  /// codes `paint` writes are kept and the text between them checked.
  private func guarded(_ line: String) -> String {
    guard useColor, line.contains("\u{1B}[") else { return MessageText.line(line) }
    var output = ""
    var rest = Substring(line)
    while let start = rest.firstRange(of: "\u{1B}[") {
      output += MessageText.escaped(String(rest[..<start.lowerBound]), limit: nil)
      let code = rest[start.upperBound...].prefix { $0.isASCII && $0.isNumber }
      let end = rest.index(start.upperBound, offsetBy: code.count)
      guard !code.isEmpty, end < rest.endIndex, rest[end] == "m" else {
        output += MessageText.named("\u{1B}")
        rest = rest[start.lowerBound...].dropFirst()
        continue
      }
      output += "\u{1B}[" + code + "m"
      rest = rest[rest.index(after: end)...]
    }
    return MessageText.guardingColons(output + MessageText.escaped(String(rest), limit: nil))
  }

  /// How many locales the by-locale counts name under a bound (the largest first).
  public static let localesShown = 20

  private func entry(
    _ change: Change, _ report: CheckReport, indent: String, into lines: inout [String]
  ) {
    lines.append("\(indent)\(change.displayKey)  (\(report.location(change)))")
    let (old, new) = ChangeText.values(change)
    if let old { lines.append(indent + "  " + paint("- " + old, "31")) }
    if let new { lines.append(indent + "  " + paint("+ " + new, "32")) }
  }

  /// `fail: 7 failing changes (order)` or `ok: nothing failing changed`.
  private func verdict(_ report: CheckReport) -> String {
    let failing = report.failingChanges
    if failing.isEmpty { return paint("ok: nothing failing changed", "32") }
    let classes = Set(failing.map(\.changeClass)).sorted().map(\.rawValue).joined(separator: ", ")
    return paint(
      "fail: \(failing.count) failing change\(failing.count == 1 ? "" : "s") (\(classes))", "31")
  }
}
