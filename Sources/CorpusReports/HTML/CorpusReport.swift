import CorpusDiff
import CorpusModel
import CorpusStore
import GoldenFormat

/// `fmtcorpus report`: a corpus drawn as a user sees it — per locale and calendar the pickers
/// as wheels, the calendar view's months as grids, then the styles and templates as tables — in
/// one self-contained HTML file.
///
/// With several locales the page opens on an index (searchable, grouped by language) and shows
/// one locale at a time (`report.html#zh_Hant_TW`); a single locale is shown at once.
///
/// Each calendar's artifacts are drawn in `artifactOrder`, each by its own drawing; an artifact
/// without one (a future artifact, or a `month` the page cannot lay out as a grid) is still
/// shown, as a table of its keys and values, in its slot — so an artifact never vanishes.
///
/// The corpus's `fields.json` (the calendar fields, the same for every locale) is drawn once
/// per page, whichever locales the page shows (``FieldsDrawing``): after the index on a page of
/// several locales, after the locale on a page of one.
public struct CorpusReport: Sendable {
  /// A golden file, parsed: `en_US.json` and its root.
  public struct File: Sendable {
    public var name: String
    public var root: GoldenNode
    /// For a settings variant (`en_US@hours=h23.json`): its base locale and what the settings
    /// changed against it (``Variant``); nil for a plain locale.
    public var variant: Variant?

    public init(name: String, root: GoldenNode, variant: Variant? = nil) {
      self.name = name
      self.root = root
      self.variant = variant
    }

    public var locale: String { name.hasSuffix(".json") ? String(name.dropLast(5)) : name }
  }

  public var title: String
  public var manifest: Manifest?
  public var files: [File]
  /// `fields.json`'s root, when the corpus has one (a pending corpus of a check narrowed by
  /// `--locale` has none).
  public var fields: GoldenNode?
  /// The calendars drawn (`report --calendar`), by id; nil draws every calendar. What a locale
  /// holds once, whatever the calendar (relative times, durations, week rules, timers), is
  /// drawn either way.
  public var calendars: [String]?

  public init(
    title: String, manifest: Manifest?, files: [File], fields: GoldenNode? = nil,
    calendars: [String]? = nil
  ) {
    self.title = title
    self.manifest = manifest
    self.files = files
    self.fields = fields
    self.calendars = calendars
  }

  /// Where each of a calendar's artifacts goes on the page; others follow, by name.
  static let artifactOrder = Artifact.pageOrder.map(\.name)
  static let calendarOrder =
    CalendarID.icu.map(\.rawValue) + CalendarID.foundationOnly.map(\.rawValue)
  /// Up to this many locales, the index's language groups start open.
  static let openIndexLimit = 30
  static let modeOrder = ["time", "date", "dateAndTime", "countDownTimer"]
  static let styleOrder = ["none", "short", "medium", "long", "full"]

  public func render() -> String {
    var html = HTMLText(capacity: files.count * 40_000 + 16_384)
    let multi = files.count > 1
    HTMLPage.open(title: title, bodyClass: multi ? "corpus multi" : "corpus", into: &html)
    html.element("h1", title)
    if let manifest {
      let versions = manifest.engine.versions.sorted { $0.key < $1.key }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      html.element(
        "p",
        "engine \(manifest.engine.name) (\(versions)) · \(files.count) locale\(files.count == 1 ? "" : "s")"
          + " · pickers at 15 November 2007, 18:53 in America/Los_Angeles (count-down 1:53)"
          + (calendars.map { " · calendars: \($0.joined(separator: ", "))" } ?? ""),
        class: "more")
    }
    if multi {
      index(into: &html)
      calendarFields(into: &html)
    }
    for file in files { locale(file, into: &html) }
    if !multi { calendarFields(into: &html) }
    HTMLPage.close(into: &html)
    return html.string
  }

  /// `fields.json`: a table per calendar, each closed until opened.
  private func calendarFields(into html: inout HTMLText) {
    guard let fields else { return }
    html.raw("\n<section id=\"fields\" data-artifact=\"fields\">")
    html.element("h2", "calendar fields (fields.json, the same for every locale)")
    html.element(
      "p",
      "Each calendar's fields in each zone at each instant, as ICU reads them: month is ICU's month + 1 "
        + "(Hebrew: Tishri = 1 … Adar I = 6, Adar / Adar II = 7 … Elul = 13), weekday 1 = Sunday, "
        + "weekdayOrdinal the weekday's occurrence in the month (the 2nd Tuesday: 2). Where tzdata changes show.",
      class: "more")
    FieldsDrawing.draw(
      fields[Artifact.fields.name] ?? fields, calendars: calendars, into: &html)
    html.raw("</section>")
    calendarArithmetic(into: &html)
  }

  /// Locales grouped by language (`en`: `en`, `en_001`, `en_US` …), with a search box.
  private func index(into html: inout HTMLText) {
    html.raw("<nav id=\"index\"><h2>Locales</h2>")
    html.raw(
      "<input id=\"search\" type=\"search\" placeholder=\"search: zh_TW, ar, Hant…\" aria-label=\"search locales\">"
    )
    html.raw("<div class=\"languages\">")
    var languages: [String] = []
    var byLanguage: [String: [String]] = [:]
    for file in files {
      let language = String(file.locale.split(separator: "_").first ?? "")
      if byLanguage[language] == nil { languages.append(language) }
      byLanguage[language, default: []].append(file.locale)
    }
    for language in languages {
      let locales = byLanguage[language]!
      html.raw("<details data-language=\"")
      html.text(language)
      // A short index shows every locale at once; the whole corpus's opens language by language.
      html.raw(files.count <= Self.openIndexLimit ? "\" open><summary>" : "\"><summary>")
      html.text("\(language) (\(locales.count))")
      html.raw("</summary>")
      for locale in locales {
        html.raw("<a href=\"#")
        html.text(locale)
        html.raw("\" data-l=\"")
        html.text(locale)
        html.raw("\">")
        html.text(locale)
        html.raw("</a>")
      }
      html.raw("</details>")
    }
    html.raw("</div></nav>")
  }

  private func locale(_ file: File, into html: inout HTMLText) {
    html.raw("\n<section class=\"locale\" id=\"")
    html.text(file.locale)
    html.raw("\" data-locale=\"")
    html.text(file.locale)
    html.raw("\" lang=\"")
    html.text(HTMLPage.languageTag(file.locale))
    html.raw("\">")
    if files.count > 1 { html.raw("<a class=\"back\" href=\"#index\">← all locales</a>") }
    html.element("h2", file.locale)
    if let variant = file.variant { html.element("p", variant.summary, class: "more setting") }
    if case .object(let calendars, _, _)? = file.root["calendars"] {
      for (name, node) in Self.ordered(calendars, by: Self.calendarOrder) where shows(name) {
        html.raw("<section class=\"calendar\" data-calendar=\"")
        html.text(name)
        html.raw("\">")
        html.element("h3", name)
        guard case .object(let artifacts, _, _) = node else { continue }
        for (artifact, value) in Self.ordered(artifacts, by: Self.artifactOrder) {
          Self.artifact(
            artifact, heading: ("h4", artifact),
            note: file.variant?.note(calendar: name, artifact: artifact), into: &html
          ) { html in
            draw(value, of: artifact, calendar: name, beside: artifacts, file: file, into: &html)
          }
        }
        html.raw("</section>")
      }
    }
    missingCalendars(file, into: &html)
    if case .object(let members, _, _) = file.root {
      for artifact in Self.localeArtifacts {
        guard let node = file.root[artifact.name] else { continue }
        Self.artifact(
          artifact.name, heading: ("h3", Self.localeHeading(artifact)),
          note: file.variant?.note(calendar: nil, artifact: artifact.name), into: &html
        ) { html in
          draw(node, of: artifact.name, calendar: "", beside: members, file: file, into: &html)
        }
      }
      // A key no artifact of this build names (a corpus from a newer one) is drawn after them,
      // as a table of its keys, as an unknown artifact of a calendar is.
      for (name, node) in members where Self.isUnknownRootKey(name) {
        Self.artifact(name, heading: ("h3", name), into: &html) { html in
          draw(node, of: name, calendar: "", beside: members, file: file, into: &html)
        }
      }
    }
    html.raw("</section>")
  }

  /// The artifacts a locale's file may hold once, outside its calendars, in ``Artifact/all``'s
  /// order: read from the registry, so a new one is drawn (as a table, if it has no drawing of
  /// its own) without an edit here.
  static let localeArtifacts = Artifact.all.filter(\.isOncePerLocale)

  /// Whether a locale file's top-level key is neither the file's own (`calendars`,
  /// `formatVersion`, `locale`) nor an artifact drawn once per locale: an artifact of a newer
  /// build, or one this build holds per calendar.
  static func isUnknownRootKey(_ name: String) -> Bool {
    !["calendars", "formatVersion", "locale"].contains(name)
      && !localeArtifacts.contains { $0.name == name }
  }

  /// The heading of an artifact drawn once per locale: what its one copy stands for.
  static func localeHeading(_ artifact: Artifact) -> String {
    switch artifact {
    case .pickers: "configured pickers (every calendar)"
    case .week: "week (Gregorian, America/New_York)"
    default:
      artifact.drawing == .spanRows
        ? "\(artifact.name) (every calendar and zone)" : "\(artifact.name) (every calendar)"
    }
  }

  /// An artifact's value by its descriptor's drawing; one without a drawing (a future artifact)
  /// as a table.
  ///
  /// - Parameters:
  ///   - calendar: the calendar whose artifact it is, empty for what a locale holds once.
  ///   - beside: the members next to it (the calendar's artifacts, or the file's root), which
  ///     some drawings read: a picker's reference wheels, the spoken words of a month.
  private func draw(
    _ value: GoldenNode, of artifact: String, calendar: String,
    beside: [(key: String, value: GoldenNode)], file: File, into html: inout HTMLText
  ) {
    func sibling(_ other: Artifact) -> GoldenNode? {
      beside.first { $0.key == other.name }?.value
    }
    switch Artifact.named(artifact)?.drawing {
    case .wheels?:
      pickers(
        value, calendar: calendar, spoken: file.root[Artifact.accessibility.name], into: &html)
    case .configuredPickers?:
      configuredPickers(value, calendar: calendar, reference: sibling(.wheels), into: &html)
    case .monthGrid?:
      MonthDrawing.draw(value, spoken: sibling(.accessibility), into: &html)
    case .styleGrid?: styles(value, into: &html)
    case .patternTable?: skeletons(value, into: &html)
    case .table?, nil: GenericTable.draw(value, into: &html)
    case .grid?: GridDrawing.draw(value, columnOrder: intervalPairOrder, into: &html)
    case .spanRows?: RelativeDurationDrawing.draw(value, into: &html)
    }
  }

  /// One artifact's part of a page: `<div class="artifact" data-artifact="NAME">`, its heading,
  /// on a settings variant's page the note saying whether the settings changed it, its drawing.
  static func artifact(
    _ name: String, heading: (tag: String, text: String), note: String? = nil,
    into html: inout HTMLText, draw: (inout HTMLText) -> Void
  ) {
    html.raw("<div class=\"artifact\" data-artifact=\"")
    html.text(name)
    html.raw("\">")
    html.element(heading.tag, heading.text)
    if let note { html.element("p", note, class: "more setting") }
    draw(&html)
    html.raw("</div>")
  }

  /// Members in a preferred order, the rest after them by name.
  static func ordered(_ members: [(key: String, value: GoldenNode)], by order: [String])
    -> [(String, GoldenNode)]
  {
    members.map { ($0.key, $0.value) }.sorted { precedes($0.0, $1.0, in: order) }
  }

  /// Whether `a` comes before `b`: names in `order` first, in its order, then the rest by name.
  static func precedes(_ a: String, _ b: String, in order: [String]) -> Bool {
    let i = order.firstIndex(of: a) ?? order.count
    let j = order.firstIndex(of: b) ?? order.count
    return i != j ? i < j : a < b
  }

  /// A calendar's reference pickers; `spoken` is the locale's accessibility values, whose
  /// field names label every wheel and whose count-down values are the reference count-down's.
  private func pickers(
    _ node: GoldenNode, calendar: String, spoken: GoldenNode?, into html: inout HTMLText
  ) {
    guard case .object(let modes, _, _) = node else { return GenericTable.draw(node, into: &html) }
    html.raw("<div class=\"pickers\">")
    for (mode, picker) in Self.ordered(modes, by: Self.modeOrder) {
      PickerDrawing.draw(
        picker, mode: mode, calendar: calendar, names: spoken?["fields"],
        spoken: mode == PickerMode.countDownTimer.rawValue ? spoken?["countDown"] : nil,
        into: &html)
    }
    html.raw("</div>")
  }

  /// The plan's configured pickers, each drawn whole: what the file leaves out as equal to the
  /// reference picker of its mode (`reference`, the calendar's `wheels`) is taken from it.
  private func configuredPickers(
    _ node: GoldenNode, calendar: String, reference: GoldenNode?, into html: inout HTMLText
  ) {
    guard case .object(let keys, _, _) = node else { return GenericTable.draw(node, into: &html) }
    html.raw("<div class=\"pickers\">")
    for (key, picker) in keys {
      let mode = String(key.prefix { $0 != "@" && $0 != "," })
      let whole = PickerDrawing.merged(picker, reference: reference?[mode])
      PickerDrawing.draw(whole, mode: key, calendar: calendar, into: &html)
    }
    html.raw("</div>")
  }

  /// A grid per zone and instant: date styles down, time styles across, the seed's table.
  private func styles(_ node: GoldenNode, into html: inout HTMLText) {
    guard case .object(let zones, _, _) = node else { return GenericTable.draw(node, into: &html) }
    html.raw("<div class=\"grids\">")
    for zone in zones {
      guard case .object(let instants, _, _) = zone.value else { continue }
      for instant in instants {
        guard case .object(let pairs, _, _) = instant.value else { continue }
        var cells: [String: GoldenNode] = [:]
        var dates: Set<String> = []
        var times: Set<String> = []
        for pair in pairs {
          let parts = pair.key.split(separator: "/").map(String.init)
          guard parts.count == 2 else { continue }
          cells[pair.key] = pair.value
          dates.insert(parts[0])
          times.insert(parts[1])
        }
        let rows = Self.styleOrder.filter(dates.contains)
        let columns = Self.styleOrder.filter(times.contains)
        html.raw("<table class=\"styles\"><caption>")
        html.text("\(zone.key) · \(instant.key)")
        html.raw("</caption>")
        // A grid mostly empty (the edge instants' four matching pairs) is a list instead.
        guard cells.count * 2 > rows.count * columns.count else {
          for pair in pairs where cells[pair.key] != nil {
            html.raw("<tr>")
            html.element("th", pair.key)
            html.raw("<td>")
            if let cell = PickerDrawing.string(pair.value) { html.corpusString(cell) }
            html.raw("</td></tr>")
          }
          html.raw("</table>")
          continue
        }
        html.raw("<tr><th>date \\ time</th>")
        for column in columns { html.element("th", column) }
        html.raw("</tr>")
        for row in rows {
          html.raw("<tr>")
          html.element("th", row)
          for column in columns {
            html.raw("<td>")
            if let cell = cells["\(row)/\(column)"].flatMap(PickerDrawing.string) {
              html.corpusString(cell)
            }
            html.raw("</td>")
          }
          html.raw("</tr>")
        }
        html.raw("</table>")
      }
    }
    html.raw("</div>")
  }

  private func skeletons(_ node: GoldenNode, into html: inout HTMLText) {
    guard case .object(let templates, _, _) = node else {
      return GenericTable.draw(node, into: &html)
    }
    html.raw("<table class=\"skeletons\"><tr><th>template</th><th>pattern</th><th>string</th></tr>")
    for template in templates {
      html.raw("<tr>")
      html.element("th", template.key)
      guard template.value["pattern"] != nil || template.value["string"] != nil else {
        // A plan file's template rendered at several zones or instants: its values by zone and
        // instant, in the generic table, where a pattern and a string cell would be empty.
        html.raw("<td colspan=\"2\">")
        GenericTable.draw(template.value, into: &html)
        html.raw("</td></tr>")
        continue
      }
      for key in ["pattern", "string"] {
        html.raw("<td>")
        if let text = template.value[key].flatMap(PickerDrawing.string) {
          html.corpusString(text)
        }
        html.raw("</td>")
      }
      html.raw("</tr>")
    }
    html.raw("</table>")
  }
}

/// Any part of a golden file as a table of key paths and values: what an artifact without a
/// drawing of its own is shown as.
enum GenericTable {
  static func draw(_ node: GoldenNode, into html: inout HTMLText) {
    html.raw("<table class=\"generic\">")
    row(node, path: [], into: &html)
    html.raw("</table>")
  }

  private static func row(_ node: GoldenNode, path: [String], into html: inout HTMLText) {
    switch node {
    case .object(let members, _, _):
      for member in members { row(member.value, path: path + [member.key], into: &html) }
    case .array(let items, _, _):
      for (index, item) in items.enumerated() {
        row(item, path: path + [String(index)], into: &html)
      }
    case .string(let text, _): cell(path, into: &html) { $0.corpusString(text) }
    case .literal(let text, _): cell(path, into: &html) { $0.text(text) }
    }
  }

  /// One row: the value's path, then the value.
  private static func cell(
    _ path: [String], into html: inout HTMLText, value: (inout HTMLText) -> Void
  ) {
    html.raw("<tr><th>")
    html.text(path.joined(separator: " › "))
    html.raw("</th><td>")
    value(&html)
    html.raw("</td></tr>")
  }
}
