import CorpusModel

extension PlanFile {
  /// A known difference as `review` writes it: values as text, before they are YAML.
  public struct KnownDifferenceText: Sendable, Hashable {
    public var key: String
    public var engine: String
    /// Nil for a removed entry.
    public var new: String?
    public var reason: String

    public init(key: String, engine: String, new: String?, reason: String) {
      self.key = key
      self.engine = engine
      self.new = new
      self.reason = reason
    }
  }

  /// The plan file's text with `entries` appended at the end of its `known-differences`
  /// section, or, without one, the section at the end of the file. Nothing else changes: a
  /// team's comments, order and spacing are its own, so the file is edited as text, never
  /// written again from what was read.
  ///
  /// The section ends at its last item line (indented, or a `- ` at column 1); comments and
  /// blank lines after it belong to what follows and stay after the new entries. Items take
  /// the indentation of the section's first item (two spaces when it has none). An empty flow
  /// list (`known-differences: []`) loses its `[]`; any other flow list is refused, since
  /// adding to it would rewrite it. Every value is double-quoted with YAML escapes for quotes,
  /// backslashes and every invisible or control character (`"1:00\u202FPM"`), so an entry is
  /// one readable line per key whatever the corpus held. The result is read again before it is
  /// returned: what `check` would refuse is never written.
  ///
  /// - Throws: ``PlanFileError`` naming the section's line when it cannot be appended to, or
  ///   the re-read's refusal.
  public static func appendingKnownDifferences(
    _ entries: [KnownDifferenceText], to text: String, fileName: String
  ) throws(PlanFileError) -> String {
    guard !entries.isEmpty else { return text }
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A trailing newline leaves one empty last piece: the file's end, not a line.
    let endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    if newline == "\r\n" {
      lines = lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }
    let name = Key.knownDifferences.rawValue
    let header = lines.firstIndex { line in
      line.hasPrefix(name + ":")
        && (line.dropFirst(name.count + 1).first.map { $0 == " " || $0 == "#" } ?? true)
    }
    var output: [String]
    if let header {
      let rest = lines[header].dropFirst(name.count + 1)
      let value =
        (rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        .first ?? "").filter { $0 != " " && $0 != "\t" }
      var headerLine = lines[header]
      if value == "[]" {
        headerLine = name + ":" + rest.replacingFirst("[]", with: "").trimmingTrailingSpaces()
      } else if !value.isEmpty {
        throw PlanFileError(
          fileName: fileName, line: header + 1, column: 1,
          reason:
            "cannot append to '\(name)' written on one line (expected a block list: '\(name):' and one '- { key: … }' item per line below it)"
        )
      }
      var last = header
      var indent: String?
      for index in lines.indices.dropFirst(header + 1) {
        let line = lines[index]
        let trimmed = line.drop { $0 == " " }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
        guard line.hasPrefix(" ") || line.hasPrefix("- ") || line == "-" else { break }
        if indent == nil, trimmed.hasPrefix("-") { indent = String(line.prefix { $0 == " " }) }
        last = index
      }
      let block = entries.flatMap { itemLines($0, indent: indent ?? "  ") }
      output =
        Array(lines[..<header]) + [headerLine] + lines[(header + 1)..<(last + 1)] + block
        + lines[(last + 1)...]
    } else {
      output = lines + [name + ":"] + entries.flatMap { itemLines($0, indent: "  ") }
    }
    let result = output.joined(separator: newline) + newline
    _ = try read(result, fileName: fileName)
    return result
  }

  /// `  - { key: "…", engine: "icu", new: "…", reason: "…" }`: one line per entry (the plan
  /// file's reader takes a list item's mapping in flow form), `new` left out for a removal.
  static func itemLines(_ entry: KnownDifferenceText, indent: String) -> [String] {
    var fields = ["key: " + quoted(entry.key), "engine: " + quoted(entry.engine)]
    if let new = entry.new { fields.append("new: " + quoted(new)) }
    fields.append("reason: " + quoted(entry.reason))
    return [indent + "- { " + fields.joined(separator: ", ") + " }"]
  }

  /// `"…"` with `\"`, `\\` and `\uXXXX` (`\UXXXXXXXX` above the BMP) for every character a
  /// reader could not see or that could break the line: controls, format characters (bidi
  /// marks and overrides), separators and every space but U+0020.
  public static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case " ": output += " "
      default:
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
          .privateUse, .surrogate, .unassigned:
          let digits = String(scalar.value, radix: 16, uppercase: true)
          output +=
            scalar.value > 0xFFFF
            ? "\\U" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
            : "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        default: output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}

extension Substring {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return String(self) }
    return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
