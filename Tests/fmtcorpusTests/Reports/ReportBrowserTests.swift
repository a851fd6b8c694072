import Foundation
import TestSupport
import Testing

/// The HTML reports as a person sees them: opened in headless Chromium, the DOM after the
/// page's script ran, screenshots kept in `.build/report-screenshots/`, the console empty.
///
/// Where things were drawn is measured by the page itself when opened with `?probe`: each
/// picker gets `data-probe` saying whether every selected row lies inside the selection band
/// and whether the wheels stand left to right (right to left for `rtl`) in the file's order.
@Suite(
  .serialized, .tags(.icu72),
  .enabled(if: Browser.executable != nil, Comment(rawValue: Browser.skipMessage)))
struct ReportBrowserTests {
  static let corpus = CLI.packageRoot.appendingPathComponent("corpus")
  /// The selection band's colour in the style sheet (`--band: #dfe5f3`).
  static let band: (UInt8, UInt8, UInt8) = (0xdf, 0xe5, 0xf3)

  func report(_ locale: String) throws -> URL {
    let out = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let file = out.appendingPathComponent("\(locale).html")
    let result = try CLI.run([
      "report", "--corpus", Self.corpus.path, "--out", file.path, "--locale", locale,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return file
  }

  /// The wheels of one picker in the dumped DOM: (field, selected row) in document order.
  func wheels(_ dom: String, calendar: String, mode: String) throws -> (
    tag: String, wheels: [(String, String)]
  ) {
    let marker = "data-mode=\"\(mode)\" data-calendar=\"\(calendar)\""
    let start = try #require(dom.range(of: marker), "no \(calendar) \(mode) picker in the page")
    let open = dom[..<start.lowerBound].lastIndex(of: "<")!
    let end = dom[start.upperBound...].range(of: "</figure>")!.lowerBound
    let picker = dom[open..<end]
    let tag = String(picker[..<picker.firstIndex(of: ">")!])
    let fields = picker.matches(of: /data-field="(\w+)"/).map { String($0.1) }
    let selected = picker.matches(of: /<div class="row sel">([^<]*)<\/div>/).map { String($0.1) }
    #expect(fields.count == selected.count)
    return (tag, Array(zip(fields, selected)))
  }

  /// Rows of the screenshot holding a long run of the band's colour, and how many such pixels.
  func bandPixels(_ image: PNGImage) -> (rows: Int, pixels: Int) {
    var rows = 0
    var pixels = 0
    for y in 0..<image.height {
      var count = 0
      for x in 0..<image.width where image.rgb(x, y) == Self.band { count += 1 }
      pixels += count
      if count >= 60 { rows += 1 }
    }
    return (rows, pixels)
  }

  @Test(
    "each picker is drawn with its selected rows in the band, wheels in order, no console errors",
    arguments: [
      ("en_US", "[ 6 | 53 | PM ]", "ltr", ["hour", "minute", "dayPeriod"], 3),
      // ar_EG's region prefers four Islamic calendars, zh_TW's Minguo and Chinese (issue 29).
      ("ar_EG", "[ ٦ | ٥٣ | م ]", "rtl", ["hour", "minute", "dayPeriod"], 7),
      ("zh_Hant_TW", "[ 下午 | 6 | 53 ]", "ltr", ["dayPeriod", "hour", "minute"], 5),
    ])
  func corpusPage(
    locale: String, time: String, direction: String, fields: [String], calendars: Int
  ) throws {
    let file = try report(locale)
    let page = try Browser.dump(file, query: "?probe")
    #expect(page.console.isEmpty, "console: \(page.console)")
    // 4 reference pickers a calendar and 9 configured ones: 5 Gregorian, the common year's in
    // the Buddhist and Hebrew calendars, the two timers.
    let pickers = 4 * calendars + 9
    #expect(page.dom.contains("data-probe=\"\(pickers) pickers measured\""))
    let probes = page.dom.matches(of: /data-probe="(sel-[a-z-]+ wheels-[a-z-]+) band=(\d+)x(\d+)"/)
    #expect(probes.count == pickers)
    for probe in probes {
      #expect(probe.1 == "sel-in-band wheels-in-order")
      #expect(probe.3 == "30")
    }
    // Each month (3 months a calendar) is a grid of 7 day columns beside the week numbers,
    // standing right to left for `rtl`, with the selected day marked where it can be read.
    let months = page.dom.matches(of: /<table class="mo" dir="(\w+)"[^>]*data-probe="([^"]+)"/)
    #expect(months.count == 3 * calendars)
    for month in months {
      #expect(month.1 == direction)
      #expect(month.2 == "7 columns in-order")
    }
    // The selected cell carries its full reading as its label (issue 44).
    #expect(page.dom.contains("<td class=\"s\" title=\""))
    let (tag, wheels) = try wheels(page.dom, calendar: "gregorian", mode: "time")
    #expect(tag.contains("dir=\"\(direction)\""))
    #expect(tag.contains("data-text=\"\(time)\""))
    #expect(wheels.map(\.0) == fields)
    let selected = "[ " + wheels.map(\.1).joined(separator: " | ") + " ]"
    #expect(selected == time)
    // The page's text is the corpus's own: U+202F kept raw, wrapped so it can be named.
    if locale == "en_US" {
      #expect(page.dom.contains("1:00<i class=\"inv\" title=\"NNBSP U+202F\">"))
      #expect(wheels.isEmpty == false)
      let countDown = try self.wheels(page.dom, calendar: "gregorian", mode: "countDownTimer")
      #expect(countDown.wheels.map(\.1) == ["1", "53"])
      #expect(page.dom.contains("<div class=\"unit\" title=\"wide one: {0} hour"))
    }

    let (image, console) = try Browser.screenshot(file, name: locale)
    #expect(console.isEmpty, "console: \(console)")
    #expect(image.width == 1200 && image.height == 900)
    let band = bandPixels(image)
    // Four pickers side by side, each band 30 px tall and well over 60 px wide.
    #expect(band.rows >= 25, "band rows: \(band.rows)")
    #expect(band.pixels >= 4 * 60 * 25, "band pixels: \(band.pixels)")
  }

  @Test("a report of several locales opens on its index and shows the locale named in the URL")
  func index() throws {
    let out = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let file = out.appendingPathComponent("report.html")
    let result = try CLI.run([
      "report", "--corpus", Self.corpus.path, "--out", file.path, "--locale", "en_US",
      "--locale", "zh-Hant-TW", "--locale", "ar_EG",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("wrote \(file.path) (3 locales, "))
    let page = try Browser.dump(file, query: "?probe", fragment: "#zh_Hant_TW")
    #expect(page.console.isEmpty, "console: \(page.console)")
    // Only the targeted locale is laid out: its 29 pickers (5 calendars) are measured, the
    // others hidden.
    #expect(page.dom.contains("data-probe=\"29 pickers measured\""))
    #expect(page.dom.contains("<a href=\"#zh_Hant_TW\" data-l=\"zh_Hant_TW\">"))
    let (image, console) = try Browser.screenshot(file, name: "index", height: 500)
    #expect(console.isEmpty)
    #expect(bandPixels(image).pixels == 0, "the index draws no picker")
  }

  @Test("the fields tables parse into their cells; a link to one calendar's table opens it")
  func fields() throws {
    let file = try report("en_US")
    let page = try Browser.dump(file, fragment: "#fields-buddhist")
    #expect(page.console.isEmpty, "console: \(page.console)")
    let opened = Browser.tags(page.dom, containing: "class=\"fields\" id=\"fields-")
    // The committed corpus's fields: every calendar a locale renders, in ICU's order.
    let calendars = [
      "gregorian", "japanese", "buddhist", "roc", "persian", "islamic-civil", "islamic", "hebrew",
      "chinese", "indian", "coptic", "ethiopic", "dangi", "islamic-umalqura", "islamic-tbla",
      "islamic-rgsa",
    ]
    #expect(
      opened
        == calendars.map {
          "<details class=\"fields\" id=\"fields-\($0)\" data-calendar=\"\($0)\"\($0 == "buddhist" ? " open=\"\"" : "")>"
        })
    // The omitted end tags close where HTML says: 12 cells a row, the zone's over 10 rows.
    let buddhist = try #require(page.dom.range(of: "id=\"fields-buddhist\""))
    let table = page.dom[buddhist.upperBound...]
    #expect(
      table.contains(
        "<tr><th rowspan=\"10\">America/Los_Angeles</th><th>1876-03-10T04:56:02Z</th><td>0</td><td>2419</td>"
      ))
    #expect(
      table.contains(
        "<tr><th>2007-01-09T18:00:00Z</th><td>0</td><td>2550</td><td>1</td><td>January</td><td>false</td><td>9</td><td>10</td><td>0</td><td>3</td><td>2</td></tr>"
      ))
  }

  @Test(
    "a diff page: failing first, the moved wheel marked old beside new, the changed span marked")
  func diffPage() throws {
    let old = CLI.temporaryDirectory()
    let new = CLI.temporaryDirectory()
    #expect(try CLI.run(["generate", "--locale", "en_US", "--out", old.path]).status == 0)
    try FileManager.default.copyItem(at: old, to: new)
    // The entries the edit turns back, counted in the file as generated (whatever artifacts
    // write the time): each a whitespace change, and the moved wheel one order change.
    let spaced = try GoldenLines(contentsOf: old.appendingPathComponent("en_US.json"))
      .sections(containing: "\u{202F}PM").values.reduce(0, +)
    try CorpusEdits.edit(new, "en_US.json") { text in
      // Every U+202F before PM becomes a space; the first time picker puts AM/PM first.
      var lines = text.replacingOccurrences(of: "\u{202F}PM", with: " PM").components(
        separatedBy: "\n")
      let time = lines.firstIndex { $0.hasSuffix("\"time\": {") }! + 4
      let (hour, minute, period) = (lines[time], lines[time + 1], lines[time + 2])
      lines[time] = period + ","
      lines[time + 1] = hour
      lines[time + 2] = String(minute.dropLast())
      return lines.joined(separator: "\n")
    }
    let file = old.appendingPathComponent("../diff-\(UUID().uuidString).html").standardized
    let result = try CLI.run([
      "diff", old.path, new.path, "--format", "html", "--out", file.path, "--fail-on", "whitespace",
    ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "wrote \(file.path): \(spaced + 1) changes (\(spaced) failing) in 1 file"))

    let page = try Browser.dump(file, query: "?probe")
    #expect(page.console.isEmpty, "console: \(page.console)")
    let dom = page.dom
    // Failing first: whitespace (failing) before order (more serious, but not failing).
    let whitespace = try #require(
      dom.range(of: "<section class=\"class\" data-class=\"whitespace\""))
    let order = try #require(dom.range(of: "<section class=\"class\" data-class=\"order\""))
    #expect(whitespace.lowerBound < order.lowerBound)
    // Only the AM/PM wheel moved (hour and minute keep their order), on both sides.
    let moved = Browser.tags(dom, containing: "class=\"wheel moved\"")
    #expect(moved.count == 2)
    #expect(moved.allSatisfy { $0.contains("data-field=\"dayPeriod\"") })
    #expect(dom.contains("data-text=\"[ 6 | 53 | PM ]\""))
    #expect(dom.contains("data-text=\"[ PM | 6 | 53 ]\""))
    let probes = dom.matches(of: #/data-probe="(sel-[a-z-]+ wheels-[a-z-]+) /#).map { String($0.1) }
    #expect(probes == ["sel-in-band wheels-in-order", "sel-in-band wheels-in-order"])
    // The changed span, invisible characters named as the text report names them.
    #expect(dom.contains("1:00<mark>⟨NNBSP U+202F⟩</mark>PM"))
    #expect(dom.contains("1:00<mark>⟨SP U+0020⟩</mark>PM"))
    #expect(dom.contains("⟨NNBSP U+202F⟩ → ⟨SP U+0020⟩ before \"PM\""))
    #expect(dom.contains("\(spaced) entries in 1 locale; 3 drawn:"))
    #expect(dom.contains("<option value=\"whitespace\">whitespace (\(spaced))</option>"))

    // A filter in the URL: only the order change stays shown.
    let filtered = try Browser.dump(file, query: "?class=order")
    #expect(filtered.console.isEmpty)
    #expect(
      filtered.dom.contains("<section class=\"class hidden\" data-class=\"whitespace\">"))
    #expect(filtered.dom.contains("<section class=\"class\" data-class=\"order\">"))

    let (image, console) = try Browser.screenshot(file, name: "diff", height: 1100)
    #expect(console.isEmpty, "console: \(console)")
    #expect(bandPixels(image).rows >= 25)
  }

  @Test("console errors are captured: a page that throws is caught")
  func consoleCapture() throws {
    let file = CLI.temporaryDirectory().appendingPathExtension("html")
    try Data("<p>x<script>console.error('seen'); null.x;</script>".utf8).write(to: file)
    let page = try Browser.dump(file)
    #expect(page.console.count == 2, "\(page.console)")
    #expect(page.console.first?.contains("\"seen\"") == true)
    #expect(page.console.last?.contains("Uncaught TypeError") == true)
  }
}
