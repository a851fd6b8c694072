import Assembly
import CorpusModel
import PlanFileYAML

public typealias PlanFile = PlanFileYAML.PlanFile
public typealias PlanFileError = PlanFileYAML.PlanFileError

extension PlanFile {
  /// The plan the file asks for, every value checked by its `generate` flag's parser against
  /// `engine` (one validation path): the default plan's values for what the file leaves out,
  /// as `generate`'s flags have them in a new plan.
  ///
  /// - Throws: `PlanFileError` at the value a parser refused, with the parser's reason.
  public func plan(engine: any CorpusEngine) throws(PlanFileError) -> Plan {
    // The known differences are no part of the plan, but every command that reads the file
    // refuses a bad one on its line, not only `check`.
    _ = try knownDifferenceList()
    var overrides = PlanOverrides()
    var includesAll = locales == nil
    var named: [LocaleID] = []
    for locale in locales ?? [] {
      if locale.value.lowercased() == "all" {
        includesAll = true
      } else {
        named.append(try parsed(locale) { try engine.resolveLocale($0) })
      }
    }
    if let calendars {
      var resolved: [CalendarID] = []
      for calendar in calendars {
        resolved += try parsed(calendar) { try engine.resolveCalendars([$0]) }
      }
      overrides[.calendars] = resolved
    }
    if let zones {
      var resolved: [ZoneID] = []
      for zone in zones {
        resolved += try parsed(zone) { text in
          text.lowercased() == "all"
            ? try engine.canonicalZoneIDs().sorted().map(ZoneID.init(rawValue:))
            : [try engine.resolveZone(text)]
        }
      }
      overrides[.zones] = resolved
    }
    overrides[.styleZone] = try styleZone.map { z throws(PlanFileError) in
      try parsed(z) { try engine.resolveZone($0) }
    }
    overrides[.seedInstants] = try instants(self.instants)
    overrides[.edgeInstants] = try instants(edgeInstants)
    overrides[.sweepInstants] = try instants(sweepInstants)
    overrides[.artifacts] = artifacts.map { $0.map(\.value) }
    overrides[.templates] = try formats(.template).map { format throws(PlanFileError) in
      try parsed(format.value) { text in
        try PatternSyntax.validate(template: text)
        return text
      }
    }
    overrides[.patterns] = try formats(.pattern).map { format throws(PlanFileError) in
      try parsed(format.value) { text in
        try PatternSyntax.validate(pattern: text)
        return text
      }
    }
    overrides[.pickers] = try formats(.picker).map { format throws(PlanFileError) in
      try parsed(format.value) { text in
        let key = try PickerKey(parsing: text)
        _ = try engine.resolveZone(key.configuration.zone.rawValue)
        return key
      }
    }
    // A configured duration or relative time by its key, read by its flag's parser; set only
    // when the file has one, so a plan without them keeps the default plan's spans as they are.
    // Its artifact must be generated: an entry no corpus would write is refused, not dropped.
    for (kind, artifact) in [(Kind.duration, Artifact.durations), (.relative, .relative)] {
      if let artifacts, !artifacts.contains(where: { $0.value == artifact.name }),
        let format = formats(kind).first
      {
        throw PlanFileError(
          self, at: format.value,
          "a \(kind.rawValue) format is written by the \(artifact.name) artifact: add \(artifact.name) to 'artifacts'"
        )
      }
    }
    let durations = try formats(.duration).map { format throws(PlanFileError) in
      try parsed(format.value) { try DurationConfiguration(validating: $0) }
    }
    if !durations.isEmpty { overrides[.durationFormats] = durations }
    let relatives = try formats(.relative).map { format throws(PlanFileError) in
      try parsed(format.value) { try RelativeConfiguration.resolving($0, engine: engine) }
    }
    if !relatives.isEmpty { overrides[.relativeFormats] = relatives }
    do {
      return try overrides.plan(locales: (includesAll, named))
    } catch {
      throw PlanFileError(
        fileName: fileName, line: 1, column: 1, reason: MessageText.escaped("\(error)"))
    }
  }

  /// The corpus folder, as a path from the current folder: the file's `corpus` (default
  /// `corpus`) beside the file.
  public var corpusPath: String {
    let folder = fileName.contains("/") ? String(fileName[..<fileName.lastIndex(of: "/")!]) : ""
    let name = corpus?.value ?? "corpus"
    if name.hasPrefix("/") || folder.isEmpty { return name }
    return folder + "/" + name
  }

  private func instants(_ values: [Located]?) throws(PlanFileError) -> [Instant]? {
    guard let values else { return nil }
    var instants: [Instant] = []
    for value in values { instants.append(try parsed(value) { try Instant(iso8601: $0) }) }
    return instants
  }

  /// A value read by its flag's parser; the parser's refusal at the value's line and column.
  private func parsed<T>(_ value: Located, _ parse: (String) throws -> T) throws(PlanFileError)
    -> T
  {
    do {
      return try parse(value.value)
    } catch {
      throw PlanFileError(self, at: value, MessageText.escaped("\(error)", limit: 500))
    }
  }
}
