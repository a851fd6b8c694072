import Testing

@testable import CorpusReports

/// No corpus text begins a line of a page's source with `::` (a forged workflow command): the
/// hostile fuzz's seed 2027 planted `  ::error::indented` as the key of en_US's `week`, which
/// the diff's key list wrote at the start of a `<pre>` line.
@Suite struct HTMLTextLineStartTests {
  @Test func aColonStartingALineIsAnEntity() {
    var html = HTMLText()
    html.raw("<pre>\n    ")
    html.text("  ::error::indented#628 › firstWeekday")
    html.raw("\n")
    html.text("::warning::x")
    #expect(
      html.string == "<pre>\n      &#58;:error::indented#628 › firstWeekday\n&#58;:warning::x")
  }

  @Test func aColonWithinALineIsKept() {
    var html = HTMLText()
    html.raw("<p>")
    html.text("  ::error:: 1:00")
    html.raw("\n    x ")
    html.text(":: y")
    #expect(html.string == "<p>  ::error:: 1:00\n    x :: y")
  }
}
