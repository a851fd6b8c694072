import Foundation
import TestSupport
import Testing

/// Configured relative times as plan entries (issue 42): `generate --relative-format` in both
/// forms, stored under its key, the engine that cannot express one leaving it out with a note,
/// `check` passing, and bad keys refused in one line before anything is written.
@Suite(.tags(.icu72)) struct RelativeFormatTests {
  static let offset = "relative=-1;unit=day;capitalization=sentence-start"
  static let between =
    "at=2007-11-15T02:53:00Z;relative-to=2007-11-16T02:53:00Z;presentation=named;capitalization=sentence-start"

  static func generate(_ engine: String, _ label: String) throws -> (CLI.Result, String) {
    let folder = TestSupport.temporaryDirectory(label).path
    let result = try CLI.run([
      "generate", "--engine", engine, "--locale", "de_DE", "--out", folder,
      "--relative-format", offset, "--relative-format", between,
    ])
    return (result, folder)
  }

  /// ICU writes the capitalized offset beside its unit, and leaves the two instants out with
  /// the note its `format` refusal gives; the manifest lists both keys; `check` passes.
  @Test func icuWritesTheOffsetAndNotesTheInstants() throws {
    let (result, folder) = try Self.generate("icu", "relative-formats-icu")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "note: the icu engine leaves relative format '\(Self.between)' out of the corpus: ICU's C API formats a given amount of a given unit and never chooses one from two instants; --relative N --unit U writes the same strings\n"
      ))
    let file = try String(contentsOfFile: folder + "/de_DE.json", encoding: .utf8)
    #expect(
      file.contains(
        "        \"day\": {\"-1\": \"gestern\", \"-2\": \"vorgestern\", \"0\": \"heute\", \"1\": \"morgen\", \"2\": \"übermorgen\"},\n        \"day;capitalization=sentence-start\": {\"-1\": \"Gestern\"},\n"
      ))
    #expect(!file.contains("relative-to="))
    let manifest = try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
    #expect(
      manifest.contains(
        "      \"configurations\": [\"\(Self.offset)\", \"\(Self.between)\"],\n"))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// Foundation writes both: the described instant under the rest of its key, beside the
  /// widths.
  @Test(arguments: ["foundation", "formatstyle"])
  func foundationWritesBoth(engine: String) throws {
    let (result, folder) = try Self.generate(engine, "relative-formats-\(engine)")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("relative format"))
    let file = try String(contentsOfFile: folder + "/de_DE.json", encoding: .utf8)
    #expect(
      file.contains("        \"day;capitalization=sentence-start\": {\"-1\": \"Gestern\"},\n"))
    #expect(
      file.contains(
        "    \"relative-to=2007-11-16T02:53:00Z;presentation=named;capitalization=sentence-start\": {\"2007-11-15T02:53:00Z\": \"Gestern\"},\n"
      ))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))
  }

  /// A word (`relative-word=`) sits beside its unit's offsets under long › auto, the word its
  /// key: the linked ICU writes it (ICU's empty answer where de has no word); Foundation's
  /// engines write `null`, as for an offset they cannot ask, with `generate`'s note. `check`
  /// passes on both.
  @Test func aWordSitsBesideItsUnitsOffsets() throws {
    let words = ["relative-word=plain;unit=day", "relative-word=next-2;unit=monday;width=short"]
    let folder = TestSupport.temporaryDirectory("relative-formats-word").path
    let made = try CLI.run(
      ["generate", "--locale", "de_DE", "--out", folder]
        + words.flatMap { ["--relative-format", $0] })
    #expect(made.status == 0, "\(made.stderr)")
    let file = try String(contentsOfFile: folder + "/de_DE.json", encoding: .utf8)
    #expect(
      file.contains(
        "        \"day\": {\"-1\": \"gestern\", \"-2\": \"vorgestern\", \"0\": \"heute\", \"1\": \"morgen\", \"2\": \"übermorgen\", \"plain\": \"Tag\"},\n"
      ))
    #expect(
      file.contains(
        "        \"monday\": {\"-1\": \"letzten Mo.\", \"0\": \"diesen Mo.\", \"1\": \"nächsten Mo.\", \"next-2\": \"\"},\n"
      ))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("ok: no changes\n"))

    let foundation = TestSupport.temporaryDirectory("relative-formats-word-foundation").path
    let written = try CLI.run([
      "generate", "--engine", "foundation", "--locale", "de_DE", "--out", foundation,
      "--relative-format", words[0],
    ])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(
      written.stdout.contains(
        "note: the foundation engine leaves relative format '\(words[0])' out of the corpus: bare unit names and the next, last, this words are ICU's C++ RelativeDateTimeFormatter only (format(UDateDirection, UDateAbsoluteUnit)), which the linked ICU answers and no C API has\n"
      ))
    let foundationFile = try String(contentsOfFile: foundation + "/de_DE.json", encoding: .utf8)
    #expect(foundationFile.contains("\"2\": \"übermorgen\", \"plain\": null},\n"))
    let foundationCheck = try CLI.run(["check", "--corpus", foundation])
    #expect(foundationCheck.status == 0, "\(foundationCheck.stdout)")
  }

  /// A configuration added to a stored corpus is a plan addition like a duration format: its
  /// entries are written, and the default plan's keep their bytes.
  @Test func aStoredCorpusTakesAConfiguration() throws {
    let folder = TestSupport.temporaryDirectory("relative-formats-stored").path
    let first = try CLI.run(["generate", "--locale", "de_DE", "--out", folder])
    #expect(first.status == 0, "\(first.stderr)")
    let before = try String(contentsOfFile: folder + "/de_DE.json", encoding: .utf8)
    let added = try CLI.run(["generate", "--out", folder, "--relative-format", Self.offset])
    #expect(added.status == 0, "\(added.stderr)")
    let after = try String(contentsOfFile: folder + "/de_DE.json", encoding: .utf8)
    // One line more, under long › auto beside its unit; nothing else changes.
    let line = "        \"day;capitalization=sentence-start\": {\"-1\": \"Gestern\"},\n"
    #expect(after.contains("\"übermorgen\"},\n" + line))
    #expect(after.components(separatedBy: line).count == 2)
    #expect(after.replacingOccurrences(of: line, with: "") == before)
  }

  @Test(arguments: [
    (
      "relative=-1;unit=day;width=long",
      "invalid relative format 'relative=-1;unit=day;width=long': a configuration has one spelling: write it as relative=-1;unit=day"
    ),
    (
      "relative=-1;unit=day;presentation=named",
      "invalid relative format 'relative=-1;unit=day;presentation=named': presentation is not a knob of relative=N (it takes relative, unit, width, numeric, capitalization)"
    ),
    (
      "at=2007-11-15T02:53:00Z;relative-to=2007-11-16T02:53:00Z;zone=Mars/Base",
      "invalid relative format 'at=2007-11-15T02:53:00Z;relative-to=2007-11-16T02:53:00Z;zone=Mars/Base': unknown time zone 'Mars/Base': the icu engine knows no IANA zone by that id (did you mean AST, BST, Asia/Baku, America/Boise?)"
    ),
    (
      "at=2007-11-15T02:53:00Z;relative-to=10000-01-01T00:00:00Z",
      "invalid relative format 'at=2007-11-15T02:53:00Z;relative-to=10000-01-01T00:00:00Z': invalid instant '10000-01-01T00:00:00Z': year 10000 is not 0001–9999"
    ),
  ])
  func aBadKeyIsOneLineAndNothingIsWritten(key: String, message: String) throws {
    let folder = TestSupport.temporaryDirectory("relative-formats-bad").path
    let result = try CLI.run(["generate", "--out", folder, "--relative-format", key])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "fmtcorpus: error: \(message)\n")
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  /// A manifest is untrusted input: its configuration's zone is checked against the engine as
  /// the flag's is, refused at its line.
  @Test func aManifestsZoneIsTheEngines() throws {
    let folder = TestSupport.temporaryDirectory("relative-formats-manifest").path
    let made = try CLI.run([
      "generate", "-q", "--locale", "de_DE", "--out", folder, "--relative-format",
      "at=2007-11-15T02:53:00Z;relative-to=2007-11-16T02:53:00Z;zone=UTC",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let path = folder + "/manifest.json"
    let manifest = try String(contentsOfFile: path, encoding: .utf8)
    let line =
      try #require(
        // The plan's line: the file's record of what ICU refused names the entry too, earlier.
        manifest.split(separator: "\n", omittingEmptySubsequences: false).lastIndex {
          $0.contains("zone=UTC")
        }) + 1
    try Data(manifest.replacingOccurrences(of: "zone=UTC", with: "zone=Mars/Base").utf8).write(
      to: URL(fileURLWithPath: path))
    let check = try CLI.run(["check", "--corpus", folder])
    #expect(check.status == 2)
    #expect(
      check.stderr.hasPrefix(
        "fmtcorpus: error: \(path):\(line): plan relative format: invalid relative format 'at=2007-11-15T02:53:00Z;relative-to=2007-11-16T02:53:00Z;zone=Mars/Base': unknown time zone 'Mars/Base': the icu engine knows no IANA zone by that id"
      ))
  }
}
