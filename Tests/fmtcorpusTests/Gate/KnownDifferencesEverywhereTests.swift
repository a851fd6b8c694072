import Foundation
import TestSupport
import Testing

/// The plan file's known differences beyond `check`'s own reports: JUnit, `merge` of shard
/// reports, `plan`, and `review` (which neither offers a known change again nor lists it twice,
/// and reads the corpus the plan file names).
@Suite struct KnownDifferencesEverywhereTests {
  typealias Known = KnownDifferencesCheckTests

  /// The app folder with the plan file listing `entry` as its known differences.
  static func app(known new: String) throws -> URL {
    let app = try Known.app()
    try Data((Known.plan + Known.known(new)).utf8).write(
      to: app.appendingPathComponent("fmtcorpus.yml"))
    return app
  }

  /// The stored line of the edited entry (a new artifact's lines move it).
  static func line(_ app: URL) throws -> Int {
    let stored = try String(
      contentsOf: app.appendingPathComponent("corpus/en_US.json"), encoding: .utf8)
    return try #require(
      stored.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("\"none/short\": \"1:00 PM\"") }) + 1
  }

  /// JUnit passes the known change's file with a `[known]` line and its reason; a stale entry
  /// is a line of the suite's `system-out`, and its file's failure is the drift.
  @Test(.tags(.icu72)) func junitShowsKnownAndStaleEntries() throws {
    let app = try Self.app(known: "1:00\\u202FPM")
    let line = try Self.line(app)
    let known = try CLI.run(["check", "--format", "junit"], in: app)
    #expect(known.status == 0, "\(known.stderr)")
    #expect(
      known.stdout == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="fmtcorpus" tests="2" failures="0">
          <testsuite name="fmtcorpus check" tests="2" failures="0">
            <testcase classname="corpus" name="en_US.json">
              <system-out>[known] \(Known.key) line \(line): 1:00⟦⟨SP U+0020⟩⟧PM → 1:00⟦⟨NNBSP U+202F⟩⟧PM: the app trims it</system-out>
            </testcase>
            <testcase classname="corpus" name="fields.json"/>
          </testsuite>
        </testsuites>

        """)

    let stale = try Self.app(known: "1:00\\u00A0PM")
    let failing = try CLI.run(["check", "--format", "junit"], in: stale)
    #expect(failing.status == 1)
    #expect(failing.stdout.contains(#"failures="1""#))
    #expect(
      failing.stdout.contains(
        "    <system-out>stale: fmtcorpus.yml:10: known difference \(Known.key) (icu) matches no change: remove it from the plan file</system-out>\n  </testsuite>"
      ))
  }

  /// `merge` of the shard reports says what one `check` says: the known change with its
  /// reason, and a stale entry, with the same verdict.
  @Test(.tags(.icu72)) func mergeKeepsKnownAndStaleEntries() throws {
    for new in ["1:00\\u202FPM", "1:00\\u00A0PM"] {
      let app = try Self.app(known: new)
      let whole = try CLI.run(["check"], in: app)
      var reports: [String] = []
      for index in 1...2 {
        let shard = try CLI.run(["check", "--shard", "\(index)/2"], in: app)
        #expect(shard.status <= 1, "\(shard.stderr)")
        let name = "shard-\(index).json"
        try Data(shard.stdout.utf8).write(to: app.appendingPathComponent(name))
        reports.append(name)
      }
      let merged = try CLI.run(["merge"] + reports, in: app)
      #expect(merged.status == whole.status, "\(merged.stderr)")
      #expect(whole.stdout.contains(new.hasSuffix("202FPM") ? "known: 1 change" : "stale: "))
      // The header names the fresh side by the shards' label; what follows is the same.
      let body = { (text: String) in text.split(separator: "\n").dropFirst(2).joined(separator: "\n") }
      #expect(body(merged.stdout) == body(whole.stdout), "\(merged.stdout)")
    }
  }

  /// A shard report's known change of a file the shard did not compare is refused, naming
  /// the report's line.
  @Test(.tags(.icu72)) func aShardReportsKnownChangeOfAnotherFileIsRefused() throws {
    let app = try Self.app(known: "1:00\\u202FPM")
    var reports: [String] = []
    for index in 1...2 {
      let shard = try CLI.run(["check", "--shard", "\(index)/2"], in: app)
      let name = "shard-\(index).json"
      let text = shard.stdout.replacingOccurrences(
        of: #""file": "en_US.json", "key""#, with: #""file": "xx.json", "key""#
      ).replacingOccurrences(of: #""file": "corpus/en_US.json""#, with: #""file": "corpus/xx.json""#)
      try Data(text.utf8).write(to: app.appendingPathComponent(name))
      reports.append(name)
    }
    let merged = try CLI.run(["merge"] + reports, in: app)
    #expect(merged.status == 2)
    #expect(
      merged.stderr.contains("a known change of 'xx.json', which the shard did not compare"),
      "\(merged.stderr)")
    #expect(merged.stderr.split(separator: "\n").count == 1)
  }

  /// `plan` prints each known difference with its line, its new value's invisible characters
  /// named, and its reason.
  @Test func planPrintsTheKnownDifferences() throws {
    let app = try Self.app(known: "1:00\\u202FPM")
    let plan = try CLI.run(["plan"], in: app)
    #expect(plan.status == 0, "\(plan.stderr)")
    #expect(
      plan.stdout.hasSuffix(
        "known difference fmtcorpus.yml:10: \(Known.key) (icu) new '1:00⟨NNBSP U+202F⟩PM': the app trims it\n"
      ))
  }

  /// A change the plan file lists as known is not offered again: with nothing else pending,
  /// review has nothing to review (and needs no terminal to say so).
  @Test(.tags(.icu72)) func reviewDoesNotOfferAKnownChange() throws {
    let app = try Self.app(known: "1:00\\u202FPM")
    let pending = app.appendingPathComponent("pending")
    let check = try CLI.run(["check", "--pending", pending.path], in: app)
    #expect(check.status == 0, "\(check.stderr)")
    let review = try CLI.run(["review", "--from", pending.path], in: app)
    #expect(review.status == 0, "\(review.stderr)")
    #expect(
      review.stdout == """
        review: nothing to review: corpus/ already holds what \(pending.path)/ holds
        note: 1 change the plan file lists as known difference is not offered (fmtcorpus.yml): it stays pending, and check passes it

        """)
  }

  /// Without --corpus, review takes the corpus the plan file names, as check does.
  @Test(.tags(.icu72)) func reviewReadsThePlanFilesCorpus() throws {
    let app = try Self.app(known: "1:00\\u202FPM")
    try FileManager.default.moveItem(
      at: app.appendingPathComponent("corpus"), to: app.appendingPathComponent("dates"))
    let planURL = app.appendingPathComponent("fmtcorpus.yml")
    let plan = try String(contentsOf: planURL, encoding: .utf8)
    try Data(plan.replacingOccurrences(of: "corpus: corpus", with: "corpus: dates").utf8).write(
      to: planURL)
    let pending = app.appendingPathComponent("pending")
    #expect(try CLI.run(["check", "--pending", pending.path], in: app).status == 0)
    let review = try CLI.run(["review", "--from", pending.path], in: app)
    #expect(review.status == 0, "\(review.stderr)")
    #expect(review.stdout.hasPrefix("review: nothing to review: dates/ already holds what "))
  }
}
