import Foundation
import Testing

/// fmtcorpus as a dependency: `Tests/ConsumerPackage/` depends on it by path and takes the
/// `FormatCorpus` product, as the README's `Package.swift` snippet says. The suite builds it
/// (into its own `.build/`, git-ignored: the first build takes minutes, later ones only what
/// changed) and runs its executable: both engines render, the gate returns changes as values,
/// and without the Foundation worker the error says the exact command that builds it — which
/// the test then runs.
@Suite(.serialized) struct ConsumerPackageTests {
  static let package = CLI.packageRoot.appendingPathComponent("Tests/ConsumerPackage")

  static func swiftBuild(_ arguments: [String]) throws -> CLI.Result {
    try CLI.run(
      ["swift", "build"] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"),
      timeout: 1800)
  }

  @Test func aPackageThatDependsOnItBuildsAndCallsBothEngines() throws {
    let built = try Self.swiftBuild(["--package-path", Self.package.path, "--product", "consumer"])
    try #require(built.status == 0, "\(built.stdout)\(built.stderr)")
    let folder = Self.package.appendingPathComponent(".build/debug")
    // Where the consumer looks: beside its own executable, `.build/debug` resolved.
    let worker = folder.resolvingSymlinksInPath().appendingPathComponent("fmtcorpus-foundation")
    // From a build without the worker (a fresh one, or an earlier run's, removed here).
    try? FileManager.default.removeItem(at: worker)
    let corpus = CLI.temporaryDirectory()
    let made = try CLI.run(["generate", "-q", "--locale", "en_US", "--out", corpus.path])
    try #require(made.status == 0, "\(made.stderr)")
    try CorpusEdits.edit(corpus, "en_US.json") {
      $0.replacingOccurrences(of: "1/27/10, 1:00\u{202F}PM", with: "1/27/10, 1:00 PM")
    }
    let consumer = folder.appendingPathComponent("consumer")
    let missing = try CLI.run([corpus.path], executable: consumer)
    #expect(missing.status == 0, "\(missing.stderr)")
    let lines = missing.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "icu: 1/27/10, 1:00\u{202F}PM")
    let command =
      "swift build --package-path \(Self.package.path) --product fmtcorpus-foundation"
    #expect(
      lines.dropFirst().first
        == "error: engine failure: start engine failed with no executable at \(worker.path) (build it with '\(command)', or set FMTCORPUS_FOUNDATION_WORKER to its path)"
    )
    #expect(lines.count == 2, "\(missing.stdout)")

    // The command, word for word.
    let words = command.split(separator: " ").map(String.init)
    let worked = try Self.swiftBuild(Array(words.dropFirst(2)))
    try #require(worked.status == 0, "\(worked.stdout)\(worked.stderr)")
    let both = try CLI.run([corpus.path], executable: consumer)
    #expect(both.status == 0, "\(both.stderr)")
    #expect(
      both.stdout.split(separator: "\n").map(String.init) == [
        "icu: 1/27/10, 1:00\u{202F}PM",
        "foundation: 1/27/10, 1:00\u{202F}PM",
        "changes: 1",
        "en_US › gregorian › styles › America/New_York › 2010-01-27T18:00:00Z › short/short (whitespace): 1/27/10, 1:00⟦⟨SP U+0020⟩⟧PM → 1/27/10, 1:00⟦⟨NNBSP U+202F⟩⟧PM",
      ])

    // The worker named by the environment variable, wherever it is.
    let elsewhere = CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let moved = elsewhere.appendingPathComponent("worker")
    try FileManager.default.copyItem(at: worker, to: moved)
    try FileManager.default.removeItem(at: worker)
    let named = try CLI.run(
      [], executable: consumer, environment: ["FMTCORPUS_FOUNDATION_WORKER": moved.path])
    #expect(named.stdout == "icu: 1/27/10, 1:00\u{202F}PM\nfoundation: 1/27/10, 1:00\u{202F}PM\n")
    try FileManager.default.copyItem(at: moved, to: worker)
  }

  /// The CLI alone, its worker missing (a release build of the fmtcorpus product only): exit 3
  /// and the command that builds the worker beside it, configuration included.
  @Test func theCLIWithoutItsWorkerSaysHowToBuildIt() throws {
    let root = CLI.temporaryDirectory()
    let folder = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let binary = folder.appendingPathComponent("fmtcorpus")
    try FileManager.default.copyItem(at: CLI.binary, to: binary)
    let result = try CLI.run(["info", "--engine", "foundation"], executable: binary)
    #expect(result.status == 3)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fmtcorpus: error: engine failure: start engine failed with no executable at \(folder.path)/fmtcorpus-foundation (build it with 'swift build --package-path \(root.path) -c release --product fmtcorpus-foundation', or set FMTCORPUS_FOUNDATION_WORKER to its path)\n"
    )
  }

  /// The README's snippet is the dependency this package declares.
  @Test func theReadmeShowsThisPackagesDependency() throws {
    let readme = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let manifest = try String(
      contentsOf: Self.package.appendingPathComponent("Package.swift"), encoding: .utf8)
    for line in [
      #".product(name: "FormatCorpus", package: "fmtcorpus")"#,
      #".package(name: "fmtcorpus", path: "#,
    ] {
      #expect(readme.contains(line))
      #expect(manifest.contains(line))
    }
    #expect(readme.contains("let changes = try CorpusGate.changes(in: \"dates-corpus\")"))
  }
}
