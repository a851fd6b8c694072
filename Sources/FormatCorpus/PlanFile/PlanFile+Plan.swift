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
    if let zones { overrides[.zones] = try self.zones(zones, engine: engine) }
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
    // A configured duration or relative time by its key, or an interval template, read by its
    // flag's parser. The file's entries are the artifact's whole plan, as its templates are the
    // skeletons' (a team's corpus holds its own formats); a file without them keeps the default
    // plan's spans.
    // Its artifact must be generated: an entry no corpus would write is refused, not dropped.
    for (kind, artifact) in [
      (Kind.duration, Artifact.durations), (.relative, .relative), (.interval, .intervals),
      (.style, .styles), (.arithmetic, .arithmetic),
    ] {
      if let artifacts, !artifacts.contains(where: { $0.value == artifact.name }),
        let format = formats(kind).first
      {
        throw PlanFileError(
          self, at: format.value,
          "\(kind == .arithmetic ? "an arithmetic case" : kind == .interval ? "an interval format" : "a \(kind.rawValue) format") is written by the \(artifact.name) artifact: add \(artifact.name) to 'artifacts'"
        )
      }
    }
    let durations = try formats(.duration).map { format throws(PlanFileError) in
      try parsed(format.value) { try DurationConfiguration(validating: $0) }
    }
    if !durations.isEmpty { overrides[.ownDurationFormats] = durations }
    let relatives = try formats(.relative).map { format throws(PlanFileError) in
      try parsed(format.value) { try RelativeConfiguration.resolving($0, engine: engine) }
    }
    if !relatives.isEmpty { overrides[.ownRelativeFormats] = relatives }
    let intervals = try formats(.interval).map { format throws(PlanFileError) in
      try parsed(format.value) { text in
        try PatternSyntax.validate(intervalEntry: text)
        return text
      }
    }
    if !intervals.isEmpty { overrides[.ownIntervalTemplates] = intervals }
    // A calculation as `--arithmetic` reads it, named by its entry (`monthEnd: { arithmetic:
    // "2024-01-31T17:00:00Z add month=1" }`): the file's cases replace the default table.
    let cases = try formats(.arithmetic).map { format throws(PlanFileError) in
      try parsed(format.value) { try ArithmeticCase(parsing: "\(format.name.value): \($0)") }
    }
    if !cases.isEmpty { overrides[.ownArithmetic] = cases }
    // A style pair as `--style-pair` reads it (`medium/short`): the file's pairs replace the
    // grid, each in the plan's zones at its instants.
    overrides[.stylePairs] = try formats(.style).map { format throws(PlanFileError) in
      try parsed(format.value) { try StylePair(parsing: $0) }
    }
    var plan: Plan
    do {
      plan = try overrides.plan(locales: (includesAll, named))
    } catch {
      throw PlanFileError(
        fileName: fileName, line: 1, column: 1, reason: MessageText.escaped("\(error)"))
    }
    let engines = try planEngines(engine: engine)
    plan.engines = engines.count > 1 ? engines : nil
    let scopes = try formatScopes(plan: plan, engine: engine, engines: engines)
    plan.formatScopes = scopes.isEmpty ? nil : scopes
    return plan
  }

  /// The plan's engines, its own first: `engines` as listed, each one an engine this build
  /// has, else the one engine the corpus is made with.
  private func planEngines(engine: any CorpusEngine) throws(PlanFileError) -> [String] {
    guard let engines else { return [self.engine?.value.lowercased() ?? engine.info.name] }
    for named in engines where !Engines.isKnown(named.value.lowercased()) {
      throw PlanFileError(
        self, at: named,
        "unknown engine '\(MessageText.escaped(named.value))' (expected one of: \(Engines.spellings.joined(separator: ", ")))"
      )
    }
    return engines.map { $0.value.lowercased() }
  }

  /// The formats' own `locales` and `calendars` (a duration's, relative time's and interval's
  /// `locales` and the spans' `engines` too), each value read by its flag's parser and
  /// required to be among the plan's: a scope narrows where a format renders, and a
  /// locale or calendar the plan lacks would silently render nothing. Their own `zones` and
  /// `instants`, read by `--zone`'s and `--instant`'s parsers, may be any the engine knows.
  private func formatScopes(plan: Plan, engine: any CorpusEngine, engines planEngines: [String])
    throws(PlanFileError) -> [FormatScope]
  {
    var scopes: [FormatScope] = []
    for format in formats where format.hasScope {
      // The reader took only the keys a kind takes (`scopeKeys(of:)`); a span is scoped by its
      // configuration's text, as the plan lists it.
      let kind: FormatScope.Kind
      var text = format.value.value
      switch format.kind {
      case .template: kind = .template
      case .pattern: kind = .pattern
      case .duration:
        kind = .duration
        text = try parsed(format.value) { try DurationConfiguration(validating: $0) }.text
      case .relative:
        kind = .relative
        text = try parsed(format.value) { try RelativeConfiguration.resolving($0, engine: engine) }
          .text
      case .interval: kind = .interval
      case .style:
        // As `stylePairs` lists it (`medium/short`), so the steps find the pair's scope.
        kind = .style
        text = try parsed(format.value) { try StylePair(parsing: $0) }.description
      case .picker:
        // By its key, as the plan's pickers store it, so a locale's file finds the scope.
        kind = .picker
        let key = try parsed(format.value) { try PickerKey(parsing: $0) }
        // A timer shows a duration, the same in every calendar, and is written once per
        // locale: a calendar of its own would narrow nothing.
        if key.mode.isTimer, let calendar = format.calendars?.first {
          throw PlanFileError(
            self, at: calendar,
            "per-format calendars mean nothing for a \(key.mode.rawValue) picker: it shows a duration, the same in every calendar, written once per locale (expected 'calendars' on a date or time picker only)"
          )
        }
        text = key.text
      case .arithmetic:
        // The reader refuses every scope key on a case (`scopeKeys(of:)` is empty).
        continue
      }
      let name = MessageText.escaped(format.name.value)
      let locales = try own(
        format.locales, "locale", of: name,
        among: plan.includesAvailableLocales ? nil : plan.locales, spelled: \.rawValue,
        key: "locales"
      ) { value throws(PlanFileError) in [try parsed(value) { try engine.resolveLocale($0) }] }
      let calendars = try own(
        format.calendars, "calendar", of: name, among: plan.calendars, spelled: \.rawValue,
        key: "calendars"
      ) { value throws(PlanFileError) in try parsed(value) { try engine.resolveCalendars([$0]) } }
      let engines = try own(
        format.engines, "engine", of: name, among: planEngines, spelled: { $0 }, key: "engines"
      ) { value throws(PlanFileError) in [value.value.lowercased()] }
      let scope = FormatScope(
        kind: kind, format: text, locales: locales, calendars: calendars,
        zones: try format.zones.map { values throws(PlanFileError) in
          try zones(values, engine: engine)
        },
        instants: try instants(format.instants), engines: engines)
      // The same template twice with two scopes would render where either says: refused, so
      // that one entry says where a format renders.
      let unscoped = formats.contains {
        $0.kind == format.kind && $0.value.value == format.value.value && !$0.hasScope
      }
      if unscoped
        || scopes.contains(where: { $0.kind == kind && $0.format == scope.format && $0 != scope })
      {
        throw PlanFileError(
          self, at: format.value,
          "\(kind.rawValue) '\(MessageText.escaped(scope.format))' is listed twice with different locales, calendars, zones, instants or engines (expected one entry for it)"
        )
      }
      if !scopes.contains(scope) { scopes.append(scope) }
    }
    return scopes.sorted()
  }

  /// A format's own `key` (`locales`, `calendars`, `engines`): each value read by `read` and
  /// required to be among the plan's (`among`; nil takes any), refused at the value otherwise
  /// (`locale 'de' of format 'x' is not among the plan's locales …`); nil without the key.
  private func own<Value: Equatable>(
    _ values: [Located]?, _ noun: String, of format: String, among plan: [Value]?,
    spelled: (Value) -> String, key: String,
    read: (Located) throws(PlanFileError) -> [Value]
  ) throws(PlanFileError) -> [Value]? {
    guard let values else { return nil }
    var found: [Value] = []
    for value in values {
      for item in try read(value) {
        if let plan, !plan.contains(item) {
          throw PlanFileError(
            self, at: value,
            "\(noun) '\(MessageText.escaped(spelled(item)))' of format '\(format)' is not among the plan's \(key) (expected one of \(plan.map(spelled).joined(separator: ", ")), or add it to '\(key)')"
          )
        }
        found.append(item)
      }
    }
    return found
  }

  /// The corpus folder, as a path from the current folder: the file's `corpus` (default
  /// `corpus`) beside the file.
  public var corpusPath: String {
    let folder = fileName.contains("/") ? String(fileName[..<fileName.lastIndex(of: "/")!]) : ""
    let name = corpus?.value ?? "corpus"
    if name.hasPrefix("/") || folder.isEmpty { return name }
    return folder + "/" + name
  }

  /// `--zone`'s values in order, `all` (any letter case) standing for the engine's canonical
  /// zones: the plan's `zones` and a format's own.
  private func zones(_ values: [Located], engine: any CorpusEngine) throws(PlanFileError)
    -> [ZoneID]
  {
    var resolved: [ZoneID] = []
    for zone in values {
      resolved += try parsed(zone) { text in
        text.lowercased() == "all"
          ? try engine.canonicalZoneIDs().sorted().map(ZoneID.init(rawValue:))
          : [try engine.resolveZone(text)]
      }
    }
    return resolved
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
