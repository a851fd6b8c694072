import Foundation
import Testing

/// The Foundation engines at the edges of issue 38: a reversed interval, relative times past
/// the dates Foundation's `Calendar` reads, a calendar whose `Calendar` computes another
/// calendar's fields, months that skip local days, and a Vikram picker over two centuries.
@Suite(.tags(.foundation76)) struct FoundationEdgeTests {
  static let reversed = [
    "--locale", "en_US", "--template", "yMMMd", "--zone", "UTC", "--at", "2024-02-16T15:00:00Z",
    "--to", "2024-02-14T15:00:00Z",
  ]

  /// ICU's `udtitvfmt_format` and `DateIntervalFormatter` take a pair whose end comes first and
  /// answer it; `Date.IntervalFormatStyle` takes a `Range<Date>`, which cannot run backwards:
  /// refused in one line (it trapped: exit 3 with a backtrace).
  @Test func aReversedIntervalIsTheEnginesAnswerOrOneLine() throws {
    for engine in ["icu", "foundation"] {
      let result = try CLI.run(["format", "--engine", engine] + Self.reversed)
      #expect(result.status == 0, "\(engine): \(result.stderr)")
      #expect(result.stdout == "Feb 16\u{2009}\u{2013}\u{2009}14, 2024\n", "\(engine)")
    }
    let refused = try CLI.run(["format", "--engine", "formatstyle"] + Self.reversed)
    #expect(refused.status == 2)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "fmtcorpus: error: the formatstyle engine cannot render '2024-02-16T15:00:00Z/2024-02-14T15:00:00Z': Date.IntervalFormatStyle formats a Range<Date>, whose start cannot follow its end\n"
    )
  }
}
