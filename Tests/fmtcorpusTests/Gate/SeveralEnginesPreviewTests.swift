import Foundation
import TestSupport
import Testing

/// `check --engine` on a corpus of several engines previews an upgrade of the corpus's own engine
/// only: a switch that names another engine of the plan, or an ICU where the plan's ICU is not
/// its own engine, would render the own engine's formats with it and read as that engine's
/// upgrade. Refused in one line naming the own engine, exit 2, before anything renders. And
/// `generate --engine` beside such a plan file renders with the file's own engine only.
@Suite(.tags(.icu72)) struct SeveralEnginesPreviewTests {
  static let expected =
    "(expected a preview of the corpus's own engine 'formatstyle' (formatstyle=NEW): 'icu' is another engine of the plan, whose part is rendered as the manifest pins it; a preview of it is not supported)"

  static let app: URL? = {
    let app = CLI.temporaryDirectory()
    let plan = """
      corpus: dates
      engines: [formatstyle, icu]
      artifacts: [skeletons]
      locales: [en_US]
      formats:
        header: { template: yMMMd, engines: [formatstyle, icu] }

      """
    do {
      try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
      try Data(plan.utf8).write(to: app.appendingPathComponent("fmtcorpus.yml"))
      return try CLI.run(["generate", "-q"], in: app).status == 0 ? app : nil
    } catch {
      return nil
    }
  }()

  @Test(arguments: ["icu@78.3", "icu=icu@78.3", "icu"])
  func anotherEnginesPreviewIsRefused(engine: String) throws {
    let app = try #require(Self.app, "generating the two-engine corpus failed")
    let refused = try CLI.run(["check", "--engine", engine], in: app)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: invalid value '\(engine)' for --engine \(Self.expected)\n")
    #expect(refused.stdout.isEmpty)
  }

  /// The own engine named as itself is a plain check.
  @Test func theOwnEngineIsAPlainCheck() throws {
    let app = try #require(Self.app, "generating the two-engine corpus failed")
    let checked = try CLI.run(["check", "--engine", "formatstyle"], in: app)
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    #expect(checked.stdout.hasSuffix("ok: no changes\n"), "\(checked.stdout)")
  }

  /// `generate --engine` beside a plan file of several engines: another engine than the file's
  /// first would write a manifest whose engine is not the plan's first, a corpus `check` refuses
  /// as corrupt. Refused before the folder is touched; the corpus still checks clean.
  @Test func generatesOtherEngineIsRefusedBesideAPlanOfSeveral() throws {
    let app = try #require(Self.app, "generating the two-engine corpus failed")
    let refused = try CLI.run(["generate", "--engine", "icu"], in: app)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "fmtcorpus: error: invalid value 'icu' for --engine (expected 'formatstyle' or no --engine: fmtcorpus.yml lists the corpus's engines, its own first (formatstyle, icu); change 'engines' there to render with another)\n"
    )
    let checked = try CLI.run(["check"], in: app)
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
  }
}
