/// One changed entry of a golden file, or a whole file that appeared or disappeared.
public struct Change: Hashable, Sendable {
  /// The golden file (`en_US.json`).
  public var file: String
  /// The entry's key inside the file; empty for a whole file.
  public var path: [String]
  public var changeClass: ChangeClass
  public var old: String?
  public var new: String?
  /// Lines in the old and new files.
  public var oldLine: Int?
  public var newLine: Int?

  public init(
    file: String, path: [String], changeClass: ChangeClass, old: String?, new: String?,
    oldLine: Int?, newLine: Int?
  ) {
    self.file = file
    self.path = path
    self.changeClass = changeClass
    self.old = old
    self.new = new
    self.oldLine = oldLine
    self.newLine = newLine
  }

  /// The locale the file holds (`fields` for fields.json).
  public var locale: String {
    file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }

  /// `gregorian`, … when the key is under a calendar.
  public var calendar: String? {
    if path.first == "calendars", path.count > 1 { return path[1] }
    if path.first == "fields", path.count > 1 { return path[1] }
    return nil
  }

  /// `styles`, `skeletons`, `wheels`, `week`, `fields`, or `file` for a whole file.
  public var artifact: String {
    if path.isEmpty { return "file" }
    if path.first == "calendars", path.count > 2 { return path[2] }
    return path[0]
  }

  /// `en_US › gregorian › styles › America/New_York › …`.
  public var displayKey: String {
    var parts = [locale]
    if path.first == "calendars" || path.first == "fields" {
      parts += path.dropFirst()
    } else {
      parts += path
    }
    return parts.joined(separator: " › ")
  }

  /// The line to point at: the new file's, or the old one's for a removal.
  public var line: Int? { newLine ?? oldLine }
}
