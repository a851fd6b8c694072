import CorpusModel

/// The manifest, decoded from the golden reader's parse so that every error names its line.
///
/// A manifest arrives with a pull request, so every value in it is checked as a command-line
/// value would be before anything is read, written or deleted: file names are plain
/// `<locale>.json` or `fields.json` (never a path), plan locales and zones are well-formed ids,
/// calendars and instants parse. Whether the engine knows a locale or zone is the engine's
/// question, asked later (``StoredCorpus`` has no engine).
///
/// The values themselves are decoded by the models' own `Codable` conformances through
/// ``GoldenNodeDecoder`` (no second parse), so a field added to a model is read without a
/// change here; keys this build does not know are ignored, as they were when `JSONDecoder`
/// read manifests. This type adds what `Codable` cannot say: which names are safe and
/// well-formed, each refused at its line in words.
public enum ManifestDecoding {
  public static func manifest(from node: GoldenNode, file: String) throws(StoreError) -> Manifest {
    try validate(node, file: file)
    do {
      return try GoldenNodeDecoder.decode(Manifest.self, from: node, file: file, path: [])
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError.invalid(file: file, line: node.line, reason: "\(error)")
    }
  }

  /// Checks every name and value the manifest gives before anything uses it.
  static func validate(_ node: GoldenNode, file: String) throws(StoreError) {
    let reader = NodeReader(file: file)
    let root = try reader.object(node, "the manifest")
    let engine = try reader.object(try reader.member(root, "engine", at: node), "engine")
    let plan = try reader.member(root, "plan", at: node)
    let planObject = try reader.object(plan, "plan")
    let files = try reader.object(try reader.member(root, "files", at: node), "files")

    for (name, value) in files.members {
      guard CorpusFileName.isValid(name) else {
        throw StoreError.invalid(
          file: file, line: value.line,
          reason:
            "file record '\(MessageText.escaped(name))' is not a corpus file name (expected fields.json or <locale>.json with an ICU locale id such as zh_TW.json; never a path)"
        )
      }
      let record = try reader.object(value, "the record of '\(name)'")
      let entries = try reader.int(try reader.member(record, "entries", at: value), "entries")
      guard entries >= 0 else {
        throw StoreError.invalid(
          file: file, line: value.line,
          reason: "the record of '\(name)' has entries \(entries) (expected 0 or more)")
      }
      let sha = try reader.string(try reader.member(record, "sha256", at: value), "sha256")
      guard sha.utf8.count == 64, sha.utf8.allSatisfy(Self.isLowerHex) else {
        throw StoreError.invalid(
          file: file, line: value.line,
          reason:
            "the record of '\(name)' has sha256 '\(MessageText.escaped(String(sha.prefix(80))))' (expected 64 lower-case hex digits)"
        )
      }
      if let refused = record["refused"] {
        try validateRefused(refused, of: MessageText.escaped(name), reader: reader)
      }
    }

    for (key, value) in try reader.object(
      try reader.member(engine, "versions", at: node), "engine.versions"
    ).members {
      _ = try reader.string(value, "engine.versions.\(key)")
    }
    _ = try reader.string(try reader.member(engine, "name", at: node), "engine.name")
    // A loaded ICU's library hashes: only the three roles, each a SHA-256, never a path.
    if let libraries = engine["libraries"] {
      for (key, value) in try reader.object(libraries, "engine.libraries").members {
        let sha = try reader.string(value, "engine.libraries.\(key)")
        guard ["icudata", "icuuc", "icui18n"].contains(key), sha.utf8.count == 64,
          sha.utf8.allSatisfy(Self.isLowerHex)
        else {
          throw StoreError.invalid(
            file: file, line: value.line,
            reason:
              "engine.libraries has '\(MessageText.escaped(String(key.prefix(40))))': '\(MessageText.escaped(String(sha.prefix(80))))' (expected icudata, icuuc and icui18n, each 64 lower-case hex digits)"
          )
        }
      }
    }

    func strings(_ key: String) throws(StoreError) -> [(String, Int)] {
      let array = try reader.member(planObject, key, at: plan)
      guard case .array(let items, _, _) = array else {
        throw reader.wrongType(array, "plan.\(key)", expected: "a list of strings")
      }
      var values: [(String, Int)] = []
      for item in items { values.append((try reader.string(item, "plan.\(key)"), item.line)) }
      return values
    }
    func zone(_ text: String, line: Int, _ key: String) throws(StoreError) {
      guard ZoneID.isWellFormed(text) else {
        throw StoreError.invalid(
          file: file, line: line,
          reason:
            "plan \(key) '\(MessageText.escaped(text))' is not an IANA zone id (expected letters, digits, '_', '-', '+' and '/' between names, such as America/New_York)"
        )
      }
    }
    func instant(_ text: String, line: Int, _ key: String) throws(StoreError) {
      do {
        _ = try Instant(iso8601: text)
      } catch {
        throw StoreError.invalid(
          file: file, line: line,
          reason:
            "plan \(key) '\(MessageText.escaped(text))' is not an instant (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"
        )
      }
    }
    func instants(_ key: String) throws(StoreError) {
      for (text, line) in try strings(key) { try instant(text, line: line, key) }
    }
    for (text, line) in try strings("locales") {
      guard LocaleID.isWellFormed(text) else {
        throw StoreError.invalid(
          file: file, line: line,
          reason:
            "plan locale '\(MessageText.escaped(text))' is not a locale id (expected ICU's spelling: letters, digits and '_', such as zh_TW; never a path)"
        )
      }
    }
    for (text, line) in try strings("calendars") {
      guard CalendarID.isWellFormed(text) else {
        throw StoreError.invalid(
          file: file, line: line, reason: CalendarID.malformedReason(text))
      }
    }
    let styleZoneNode = try reader.member(planObject, "styleZone", at: plan)
    try zone(
      try reader.string(styleZoneNode, "plan.styleZone"), line: styleZoneNode.line, "styleZone")
    for (text, line) in try strings("zones") { try zone(text, line: line, "zone") }
    // Every instant list of the plan (seed, edge, sweep, and any a newer plan adds); a
    // missing one is the decoder's to name.
    for (key, value) in planObject.members where key.hasSuffix("Instants") {
      if case .array = value { try instants(key) }
    }
    // A format scope's own zones and instants (a plan file's per-format `zones`, `instants`),
    // checked as the plan's are; the decoder names any other shape.
    if case .array(let scopes, _, _)? = planObject[PlanKey.formatScopes.name] {
      for scope in scopes {
        if case .array(let items, _, _)? = scope["zones"] {
          for case .string(let text, let line) in items {
            try zone(text, line: line, "formatScopes zone")
          }
        }
        if case .array(let items, _, _)? = scope["instants"] {
          for case .string(let text, let line) in items {
            try instant(text, line: line, "formatScopes instant")
          }
        }
      }
    }
    // Templates and fixed patterns, when the plan has them (a plan made before them has
    // neither), pass the checks their flags pass: ICU would silently drop what they refuse.
    // A plan's own style pairs, each as `--style-pair` reads it.
    let templates = Artifact.skeletons.planKey!
    let stylePairs = Artifact.styles.planKey!
    for key in [templates, Artifact.patterns.planKey!, stylePairs]
    where planObject.members.contains(where: { $0.key == key }) {
      for (text, line) in try strings(key) {
        do {
          if key == templates {
            try PatternSyntax.validate(template: text)
          } else if key == stylePairs {
            _ = try StylePair(parsing: text)
          } else {
            try PatternSyntax.validate(pattern: text)
          }
        } catch {
          throw StoreError.invalid(
            file: file, line: line,
            reason: "plan \(key): \(MessageText.escaped("\(error)", limit: nil))")
        }
      }
    }
    // A shard folder's slice: 1 ≤ index ≤ count ≤ Shard.maximumCount, and every file it lists
    // is one the slice owns, so a merge never takes a file from the wrong shard.
    if let shardNode = root.members.first(where: { $0.key == "shard" })?.value {
      let shard = try reader.object(shardNode, "shard")
      let index = try reader.int(try reader.member(shard, "index", at: shardNode), "shard.index")
      let count = try reader.int(try reader.member(shard, "count", at: shardNode), "shard.count")
      guard count >= 1, count <= Shard.maximumCount, index >= 1, index <= count else {
        throw StoreError.invalid(
          file: file, line: shardNode.line,
          reason:
            "shard \(index)/\(count) is not a shard (expected I/N with 1 ≤ I ≤ N ≤ \(Shard.maximumCount))"
        )
      }
      let slice = Shard(index: index, count: count)
      for (name, value) in files.members where !slice.owns(name) {
        throw StoreError.invalid(
          file: file, line: value.line,
          reason:
            "'\(MessageText.escaped(name))' belongs to shard \(Shard.owner(of: name, count: count))/\(count), not to this folder's shard \(slice)"
        )
      }
    }
    if let pickers = planObject.members.first(where: { $0.key == Artifact.pickers.planKey! })?
      .value
    {
      try validatePickers(pickers, reader: reader)
    }
    if let artifacts = planObject.members.first(where: { $0.key == PlanKey.artifacts.name })?
      .value
    {
      try validateArtifacts(artifacts, reader: reader)
    }
    try validateIntervalsArithmetic(planObject, plan: plan, reader: reader)
    try validateEngines(root: root, rootNode: node, plan: planObject, reader: reader)
  }

  /// The artifacts a plan renders, when it names them: the registry's names.
  static func validateArtifacts(_ node: GoldenNode, reader: NodeReader) throws(StoreError) {
    guard case .array(let items, _, _) = node else {
      throw reader.wrongType(node, "plan.artifacts", expected: "a list of artifact names")
    }
    for item in items {
      let name = try reader.string(item, "plan.artifacts")
      guard Artifact.named(name) != nil else {
        throw StoreError.invalid(
          file: reader.file, line: item.line,
          reason:
            "plan artifact '\(MessageText.escaped(name))' is not an artifact (expected \(Artifact.names.joined(separator: ", ")))"
        )
      }
    }
  }

  /// The plan's picker configurations (``PlannedPicker``): each an object naming known modes,
  /// calendars for the date modes and none for the timers, well-formed instants and zone, an
  /// interval that steps the minute wheel, a duration the timers show, a range whose minimum is
  /// not after its maximum and holds the date; no two naming the same stored key.
  static func validatePickers(_ node: GoldenNode, reader: NodeReader) throws(StoreError) {
    let file = reader.file
    guard case .array(let items, _, _) = node else {
      throw reader.wrongType(node, "plan.pickers", expected: "a list of picker configurations")
    }
    var seen: [String: Int] = [:]
    for item in items {
      let what = "plan.pickers"
      let object = try reader.object(item, what)
      func bad(_ reason: String) -> StoreError {
        StoreError.invalid(file: file, line: item.line, reason: "plan picker: " + reason)
      }
      func value(_ key: String) -> GoldenNode? { object.members.first { $0.key == key }?.value }
      func strings(_ key: String) throws(StoreError) -> [String] {
        let list = try reader.member(object, key, at: item)
        guard case .array(let values, _, _) = list, !values.isEmpty else {
          throw reader.wrongType(list, "\(what).\(key)", expected: "a list of names")
        }
        var texts: [String] = []
        for value in values { texts.append(try reader.string(value, "\(what).\(key)")) }
        return texts
      }
      func instant(_ key: String) throws(StoreError) -> Instant? {
        guard let node = value(key) else { return nil }
        let text = try reader.string(node, "\(what).\(key)")
        guard let instant = try? Instant(iso8601: text) else {
          throw bad(
            "\(key) '\(MessageText.escaped(text))' is not an instant (expected ISO 8601 in UTC such as 2025-03-01T20:00:00Z)"
          )
        }
        return instant
      }
      var modes: [PickerMode] = []
      for text in try strings("modes") {
        guard let mode = PickerMode(rawValue: text), !modes.contains(mode) else {
          throw bad(
            "mode '\(MessageText.escaped(text))' is not one of: "
              + PickerMode.allCases.map(\.rawValue).joined(separator: ", ") + ", each once")
        }
        modes.append(mode)
      }
      let timers = modes.filter(\.isTimer)
      var calendars: [CalendarID]?
      if value("calendars") != nil {
        guard timers.isEmpty else {
          throw bad(
            "the timer modes (\(timers.map(\.rawValue).joined(separator: ", "))) take no calendars: they are stored once per locale"
          )
        }
        var list: [CalendarID] = []
        for text in try strings("calendars") {
          guard CalendarID.isWellFormed(text) else { throw bad(CalendarID.malformedReason(text)) }
          list.append(CalendarID(rawValue: text))
        }
        calendars = list
      } else if timers.count != modes.count {
        throw bad("the date modes need 'calendars' (such as [\"gregorian\"])")
      }
      var zone = PickerReference.zone
      if let node = value("zone") {
        let text = try reader.string(node, "\(what).zone")
        guard ZoneID.isWellFormed(text) else {
          throw bad(
            "zone '\(MessageText.escaped(text))' is not an IANA zone id (expected letters, digits, '_', '-', '+' and '/' between names, such as America/Los_Angeles)"
          )
        }
        zone = ZoneID(rawValue: text)
      }
      let date = try instant("at") ?? PickerReference.instant
      let minimum = try instant("min")
      let maximum = try instant("max")
      var interval = 1
      if let node = value("minuteInterval") {
        interval = try reader.int(node, "\(what).minuteInterval")
      }
      var duration: Int?
      if let node = value("duration") { duration = try reader.int(node, "\(what).duration") }
      let configuration = PickerConfiguration(
        date: date, zone: zone, minimum: minimum, maximum: maximum, minuteInterval: interval,
        duration: duration)
      // The same rules as `generate --picker`'s keys, in the manifest's names.
      if let problem = PlannedPicker.problem(
        modes: modes, configuration: configuration, spelling: .manifest)
      {
        throw bad(problem)
      }
      let planned = PlannedPicker(
        modes: modes, calendars: calendars, configuration: configuration)
      for calendar in calendars.map({ $0.map(\.rawValue) }) ?? [""] {
        for key in planned.keys {
          let place = calendar.isEmpty ? key : "\(calendar) \(key)"
          if let line = seen[place] {
            throw bad("'\(MessageText.escaped(place))' is planned twice (first at line \(line))")
          }
          seen[place] = item.line
        }
      }
    }
  }

  static func isLowerHex(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
  }
}
