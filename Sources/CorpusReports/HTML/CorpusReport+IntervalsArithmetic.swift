import CorpusModel
import GoldenFormat

extension CorpusReport {
  /// The interval pairs' columns in the manifest plan's order (same … years), else by name.
  var intervalPairOrder: [String] {
    (manifest?.plan.intervals ?? IntervalPair.defaults).map(\.name)
  }

  /// `fields.json`'s calendar arithmetic, when it has some: a table per calendar, each closed
  /// until opened, the cases' calculations from the manifest's plan.
  func calendarArithmetic(into html: inout HTMLText) {
    guard let node = fields?[Artifact.arithmetic.name] else { return }
    html.raw("\n<section id=\"arithmetic\" data-artifact=\"arithmetic\">")
    html.element("h2", "calendar arithmetic (fields.json, the same for every locale)")
    html.element(
      "p",
      "Each case in each calendar and zone, as the engine computes it: 'add' adds the fields one at a "
        + "time, left to right, and gives the instant in UTC; 'to' reads each unit's difference in turn.",
      class: "more")
    var cases: [String: String] = [:]
    for item in manifest?.plan.arithmetic ?? [] {
      let text = item.description
      cases[item.name] = String(text[text.index(text.startIndex, offsetBy: item.name.count + 2)...])
    }
    ArithmeticDrawing.draw(node, cases: cases, calendars: calendars, into: &html)
    html.raw("</section>")
  }
}
