import Testing

/// `fmtcorpus calc` in one engine, as the calc tests ask it: one place for the command line
/// and for what a plain answer is (exit 0, nothing on stderr).
enum CalcCLI {
  /// Every engine `calc` runs in.
  static let engines = ["icu", "foundation", "formatstyle"]

  /// `fmtcorpus calc --engine ENGINE ARGUMENTS…`.
  static func run(_ engine: String, _ arguments: [String]) throws -> CLI.Result {
    try CLI.run(["calc", "--engine", engine] + arguments)
  }

  /// What `calc` printed on stdout, expecting exit 0 and nothing on stderr.
  static func answer(
    _ engine: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try run(engine, arguments)
    #expect(
      result.status == 0, "\(engine) \(arguments): \(result.stderr)",
      sourceLocation: sourceLocation)
    #expect(result.stderr == "", sourceLocation: sourceLocation)
    return result.stdout
  }
}
