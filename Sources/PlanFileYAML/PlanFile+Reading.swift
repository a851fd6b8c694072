import CorpusModel

extension PlanFile {
  /// The file's top-level keys, in the order the docs and messages list them.
  public enum Key: String, Sendable, CaseIterable {
    case corpus, engine, engines, artifacts, locales, calendars, zones
    case styleZone = "style-zone"
    case instants
    case edgeInstants = "edge-instants"
    case sweepInstants = "sweep-instants"
    case formats
    case knownDifferences = "known-differences"

    /// What a list key's items are, for "expected" messages.
    var items: String {
      switch self {
      case .artifacts: "artifacts"
      case .locales: "locales"
      case .calendars: "calendars"
      case .zones: "zones"
      case .engines: "engines"
      case .instants, .edgeInstants, .sweepInstants: "instants"
      default: "values"
      }
    }
  }

  /// Keys a later version will read: refused by name rather than ignored, so a file written
  /// for that version is never half-applied.
  public static let laterKeys: [String: String] = [:]

  /// The keys of one known difference, in the order review writes them.
  public static let knownDifferenceKeys = ["key", "engine", "new", "reason"]

  /// Kinds of formats and per-format keys a later version will read, refused by name.
  public static let laterFormatKinds: [String] = []
  public static let laterFormatKeys: [String] = []
  /// The keys an entry may narrow the plan's axes with, the zones and instants it renders at,
  /// and the engines that render it (a template or pattern takes them all, ``scopeKeys(of:)``).
  public static let scopeKeys: [Key] = [.locales, .calendars, .zones, .instants, .engines]

  /// The scope keys an entry of `kind` takes: every one for a template or a pattern; a
  /// configured duration or relative time is written once per locale, in no calendar, zone or
  /// instant of its own, so its `locales` and `engines`; an interval template spans the plan's
  /// pairs in the style zone, so its `locales`, `calendars` and `engines`; a style pair takes
  /// every one; a picker's key holds its configuration (its zone and date among it), so its
  /// `locales`, `engines` and, for a date or time picker, `calendars`.
  public static func scopeKeys(of kind: Kind) -> [Key] {
    switch kind {
    case .template, .pattern: scopeKeys
    case .duration, .relative: [.locales, .engines]
    case .interval: [.locales, .calendars, .engines]
    case .style: scopeKeys
    case .picker: [.locales, .calendars, .engines]
    case .arithmetic: []
    }
  }

  /// Why the scope keys an entry of `kind` does not take mean nothing for it, said when one is
  /// refused: a team that wrote `zones` on a duration learns what a duration depends on.
  static func scopeless(_ kind: Kind) -> String {
    switch kind {
    case .template, .pattern: ""
    case .duration:
      "it is written once per locale file, at the plan's durations, in no calendar, zone or "
        + "instant of its own"
    case .relative:
      "it is written once per locale file, its offset or instants in its key, in no calendar or "
        + "zone of its own"
    case .interval: "it spans the plan's interval pairs in the style zone"
    case .style: ""
    case .picker:
      "its key holds its configuration, its zone and date among it"
    case .arithmetic:
      "it is worked in every calendar and zone of the plan (or the one its ' in ZONE' names), "
        + "with no locale, by the corpus's own engine, in fields.json"
    }
  }

  /// Reads a plan file's bytes: at most ``maximumBytes`` of UTF-8 YAML whose root is a mapping
  /// of ``Key``s.
  ///
  /// Every value is text, read later by its flag's parser (``PlanYAML`` resolves no tags).
  ///
  /// - Throws: ``PlanFileError`` at the line and column of the first problem.
  public static func read(_ bytes: [UInt8], fileName: String) throws(PlanFileError) -> PlanFile {
    func refuse(_ reason: String) -> PlanFileError {
      PlanFileError(fileName: fileName, line: 1, column: 1, reason: reason)
    }
    guard bytes.count <= maximumBytes else {
      throw refuse("the plan file has \(bytes.count) bytes (expected at most \(maximumBytes))")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw refuse("the plan file is not UTF-8 text")
    }
    return try read(text, fileName: fileName)
  }

  /// Reads a plan file's text, as the bytes reader does once it has checked them.
  public static func read(_ text: String, fileName: String) throws(PlanFileError) -> PlanFile {
    let root: PlanYAML.Node?
    do {
      root = try PlanYAML.compose(text)
    } catch {
      throw PlanFileError(
        fileName: fileName, line: error.mark.line, column: error.mark.column,
        reason: MessageText.escaped(error.reason))
    }
    var reader = PlanFileReader(file: PlanFile(fileName: fileName))
    guard let root else {
      throw PlanFileError(
        fileName: fileName, line: 1, column: 1,
        reason: "the plan file is empty (expected a mapping of \(Self.keyList))")
    }
    try reader.readRoot(root)
    return reader.file
  }

  static var keyList: String { Key.allCases.map(\.rawValue).joined(separator: ", ") }
}

/// The walk over a composed plan file: every node counted against ``PlanFile/maximumValues``,
/// every refusal at its node's mark.
struct PlanFileReader {
  typealias Node = PlanYAML.Node

  var file: PlanFile
  private var values = 0

  init(file: PlanFile) { self.file = file }

  private func location(_ node: Node) -> (line: Int, column: Int) {
    (node.mark.line, node.mark.column)
  }

  private func refuse(_ node: Node, _ reason: String) -> PlanFileError {
    let (line, column) = location(node)
    return PlanFileError(fileName: file.fileName, line: line, column: column, reason: reason)
  }

  /// Counts a node; past ``PlanFile/maximumValues`` (an alias bomb) the file is refused.
  private mutating func count(_ node: Node) throws(PlanFileError) {
    values += 1
    guard values <= PlanFile.maximumValues else {
      throw refuse(
        node, "the plan file holds more than \(PlanFile.maximumValues) values (aliases included)")
    }
  }

  private func kind(_ node: Node) -> String {
    switch node {
    case .scalar: "a value"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  /// A scalar's text, located.
  private mutating func scalar(_ node: Node, _ what: String) throws(PlanFileError)
    -> PlanFile.Located
  {
    try count(node)
    guard case .scalar(let text, _) = node else {
      throw refuse(node, "\(what) is \(kind(node)) (expected one value)")
    }
    let (line, column) = location(node)
    return PlanFile.Located(text, line: line, column: column)
  }

  /// A list of scalars, or one scalar standing for a list of one (as a flag given once).
  private mutating func list(_ node: Node, _ key: PlanFile.Key) throws(PlanFileError)
    -> [PlanFile.Located]
  {
    try count(node)
    switch node {
    case .scalar:
      values -= 1
      let value = try scalar(node, "'\(key.rawValue)'")
      guard !value.value.isEmpty else {
        throw refuse(node, "'\(key.rawValue)' is empty (expected a list of \(key.items))")
      }
      return [value]
    case .sequence(let sequence, _):
      var items: [PlanFile.Located] = []
      for item in sequence {
        guard case .scalar = item else {
          throw refuse(
            item, "an item of '\(key.rawValue)' is \(kind(item)) (expected one of \(key.items))")
        }
        items.append(try scalar(item, "an item of '\(key.rawValue)'"))
      }
      return items
    default:
      throw refuse(node, "'\(key.rawValue)' is \(kind(node)) (expected a list of \(key.items))")
    }
  }

  mutating func readRoot(_ root: Node) throws(PlanFileError) {
    try count(root)
    guard case .mapping(let mapping, _) = root else {
      throw refuse(
        root, "the plan file is \(kind(root)) (expected a mapping of \(PlanFile.keyList))")
    }
    for (keyNode, value) in mapping {
      let name = try scalar(keyNode, "a key").value
      if let later = PlanFile.laterKeys[name] {
        throw refuse(keyNode, "'\(MessageText.escaped(name))' is not supported yet (\(later))")
      }
      guard let key = PlanFile.Key(rawValue: name) else {
        throw refuse(
          keyNode,
          "unknown key '\(MessageText.escaped(name))' (expected \(PlanFile.keyList))")
      }
      switch key {
      case .corpus:
        let corpus = try scalar(value, "'corpus'")
        guard !corpus.value.isEmpty, !corpus.value.contains("\0") else {
          throw refuse(value, "'corpus' is empty (expected a folder, relative to the plan file)")
        }
        file.corpus = corpus
      case .engine:
        if let engines = file.engines?.first {
          throw refuse(keyNode, Self.engineTwice(engines))
        }
        file.engine = try scalar(value, "'engine'")
      case .engines:
        if let engine = file.engine { throw refuse(keyNode, Self.engineTwice(engine)) }
        let engines = try list(value, key)
        guard !engines.isEmpty else {
          throw refuse(
            value, "'engines' is empty (expected a list of engines, the corpus's own first)")
        }
        var seen = Set<String>()
        for engine in engines where !seen.insert(engine.value.lowercased()).inserted {
          throw PlanFileError(
            file, at: engine,
            "engine '\(MessageText.escaped(engine.value))' is listed twice in 'engines' (each engine once)"
          )
        }
        file.engines = engines
        file.engine = engines.first
      case .styleZone: file.styleZone = try scalar(value, "'style-zone'")
      case .artifacts:
        let names = try list(value, key)
        for name in names where Artifact.named(name.value) == nil {
          throw PlanFileError(
            file, at: name,
            "unknown artifact '\(MessageText.escaped(name.value))' (expected \(Artifact.names.joined(separator: ", ")))"
          )
        }
        file.artifacts = names
      case .locales: file.locales = try list(value, key)
      case .calendars: file.calendars = try list(value, key)
      case .zones: file.zones = try list(value, key)
      case .instants: file.instants = try list(value, key)
      case .edgeInstants: file.edgeInstants = try list(value, key)
      case .sweepInstants: file.sweepInstants = try list(value, key)
      case .formats: try readFormats(value)
      case .knownDifferences: try readKnownDifferences(value)
      }
    }
  }

  /// Both `engine` and `engines`: one would silently win.
  private static func engineTwice(_ first: PlanFile.Located) -> String {
    "the plan file has both 'engine' and 'engines' (expected one: 'engines' lists the corpus's own engine first; line \(first.line) has the other)"
  }

  private mutating func readFormats(_ node: Node) throws(PlanFileError) {
    try count(node)
    guard case .mapping(let mapping, _) = node else {
      throw refuse(
        node,
        "'formats' is \(kind(node)) (expected a mapping of names to formats: dayHeader: { template: EEEEMMMMdd })"
      )
    }
    let kinds = PlanFile.Kind.allCases.map(\.rawValue).joined(separator: ", ")
    for (nameNode, entry) in mapping {
      let name = try scalar(nameNode, "a format's name")
      let quoted = "'\(MessageText.escaped(name.value))'"
      try count(entry)
      guard case .mapping(let fields, _) = entry else {
        throw refuse(
          entry, "format \(quoted) is \(kind(entry)) (expected a mapping with one of \(kinds))")
      }
      var found: (PlanFile.Kind, PlanFile.Located)?
      var scope: [PlanFile.Key: (PlanFile.Located, [PlanFile.Located])] = [:]
      for (fieldNode, value) in fields {
        let field = try scalar(fieldNode, "a key of format \(quoted)")
        let text = MessageText.escaped(field.value)
        if let key = PlanFile.Key(rawValue: field.value), PlanFile.scopeKeys.contains(key) {
          guard scope[key] == nil else {
            throw PlanFileError(
              file, at: field, "format \(quoted) has '\(key.rawValue)' twice (each key once)")
          }
          scope[key] = (field, try list(value, key))
          continue
        }
        if PlanFile.laterFormatKeys.contains(field.value) {
          throw PlanFileError(
            file, at: field,
            "per-format \(text) are not supported yet (the plan's \(text) apply to every format)")
        }
        if PlanFile.laterFormatKinds.contains(field.value) {
          throw PlanFileError(
            file, at: field, "format kind '\(text)' is not supported yet (expected \(kinds))")
        }
        guard let kind = PlanFile.Kind(rawValue: field.value) else {
          throw PlanFileError(
            file, at: field, "unknown key '\(text)' in format \(quoted) (expected \(kinds))")
        }
        if let (other, _) = found {
          throw PlanFileError(
            file, at: field,
            "format \(quoted) has both \(other.rawValue) and \(kind.rawValue) (expected one)")
        }
        // A pair is one value, as the styles artifact keys it: a mapping of the two styles
        // (`{ date: medium, time: short }`) is refused with the spelling to use.
        if kind == .style, case .mapping = value {
          throw refuse(
            value,
            "the style of format \(quoted) is \(self.kind(value)) (expected one value: a date style and a time style as date/time, such as medium/short)"
          )
        }
        let located = try scalar(value, "the \(kind.rawValue) of format \(quoted)")
        guard !located.value.isEmpty else {
          throw PlanFileError(
            file, at: located, "the \(kind.rawValue) of format \(quoted) is empty")
        }
        found = (kind, located)
      }
      guard let (kind, value) = found else {
        throw refuse(entry, "format \(quoted) names no format (expected one of \(kinds))")
      }
      let allowed = PlanFile.scopeKeys(of: kind)
      if let (field, _) = scope.filter({ !allowed.contains($0.key) }).values.min(by: {
        ($0.0.line, $0.0.column) < ($1.0.line, $1.0.column)
      }) {
        // An arithmetic entry is a case, named as such; the other kinds by their own name.
        let noun = kind == .arithmetic ? "arithmetic case" : kind.rawValue
        let a = [.interval, .arithmetic].contains(kind) ? "an" : "a"
        let names = allowed.map { "'\($0.rawValue)'" }
        let takes =
          names.isEmpty
          ? "takes none"
          : "takes only "
            + (names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " : "")
            + names[names.count - 1]
        throw PlanFileError(
          file, at: field,
          "per-format \(field.value) mean nothing for \(a) \(noun): \(PlanFile.scopeless(kind)) (\(a) \(noun) \(takes))"
        )
      }
      file.formats.append(
        PlanFile.Format(
          name: name, kind: kind, value: value, locales: scope[.locales]?.1,
          calendars: scope[.calendars]?.1, zones: scope[.zones]?.1,
          instants: scope[.instants]?.1, engines: scope[.engines]?.1))
    }
  }

  /// `known-differences:`, a list of mappings with `key`, `engine`, `reason` and, unless the
  /// entry was removed, `new`; an empty section (`known-differences: []`) is read as none.
  private mutating func readKnownDifferences(_ node: Node) throws(PlanFileError) {
    try count(node)
    let keys = PlanFile.knownDifferenceKeys.joined(separator: ", ")
    let example = "- { key: …, engine: icu, new: …, reason: … }"
    guard case .sequence(let items, _) = node else {
      throw refuse(
        node, "'known-differences' is \(kind(node)) (expected a list of entries: \(example))")
    }
    var entries: [PlanFile.KnownDifference] = []
    for item in items {
      try count(item)
      guard case .mapping(let fields, _) = item else {
        throw refuse(
          item,
          "a known difference is \(kind(item)) (expected a mapping of \(keys): \(example))")
      }
      var found: [String: PlanFile.Located] = [:]
      for (fieldNode, value) in fields {
        let field = try scalar(fieldNode, "a key of a known difference")
        guard PlanFile.knownDifferenceKeys.contains(field.value) else {
          throw PlanFileError(
            file, at: field,
            "unknown key '\(MessageText.escaped(field.value))' in a known difference (expected \(keys))"
          )
        }
        guard found[field.value] == nil else {
          throw PlanFileError(
            file, at: field, "a known difference has '\(field.value)' twice (expected one)")
        }
        let located = try scalar(value, "the \(field.value) of a known difference")
        guard !located.value.isEmpty else {
          throw PlanFileError(
            file, at: located, "the \(field.value) of a known difference is empty")
        }
        found[field.value] = located
      }
      for required in ["key", "engine", "reason"] where found[required] == nil {
        throw refuse(
          item,
          "a known difference has no '\(required)' (expected \(keys); 'new' only left out for a removed entry)"
        )
      }
      entries.append(
        PlanFile.KnownDifference(
          line: item.mark.line, key: found["key"]!, engine: found["engine"]!, new: found["new"],
          reason: found["reason"]!))
    }
    file.knownDifferences = entries
  }
}
