import CorpusModel

extension GoldenShape {
  /// Refuses a stored wheel whose `selected` is not the index of one of its rows: the row the
  /// picker shows must exist.
  ///
  /// A generated file never holds such a wheel, so one is an edit; left in, it would reach the
  /// report's drawing as an index near `Int.max` (which arithmetic on it overflows) or show a
  /// picker with nothing in its band. A configured picker leaves out what equals the reference
  /// picker of its mode (`GoldenEncoding.write(configured:reference:into:)`), so its wheel's
  /// rows and selection are read through that reference as the report reads them.
  ///
  /// - Parameters:
  ///   - calendars: each calendar's artifacts (`calendars` of a locale file).
  ///   - root: the file's top level, for the timers under `pickers`.
  static func checkWheels(
    calendars: NodeReader.Object, root: NodeReader.Object, reader: NodeReader
  ) throws(StoreError) {
    let wheelsName = Artifact.wheels.name
    let pickersName = Artifact.pickers.name
    for (calendar, node) in calendars.members {
      guard case .object(let artifacts, _, _) = node else { continue }
      let references = artifacts.first { $0.key == wheelsName }?.value
      if case .object(let modes, _, _)? = references {
        for (mode, picker) in modes {
          try checkPicker(
            picker, reference: nil, what: "calendars.\(calendar).\(wheelsName).\(mode)",
            reader: reader)
        }
      }
      if case .object(let keys, _, _)? = artifacts.first(where: { $0.key == pickersName })?.value {
        for (key, picker) in keys {
          let mode = String(key.prefix { $0 != "@" && $0 != "," })
          try checkPicker(
            picker, reference: references?[mode],
            what: "calendars.\(calendar).\(pickersName).\(key)", reader: reader)
        }
      }
    }
    if case .object(let keys, _, _)? = root[pickersName] {
      for (key, picker) in keys {
        try checkPicker(picker, reference: nil, what: "\(pickersName).\(key)", reader: reader)
      }
    }
  }

  /// One picker's wheels; each member a wheel leaves out is its reference wheel's (the last of
  /// the reference's wheels with its field, as the writer cut it).
  private static func checkPicker(
    _ picker: GoldenNode, reference: GoldenNode?, what: String, reader: NodeReader
  ) throws(StoreError) {
    guard case .array(let wheels, _, _)? = picker["wheels"] else { return }
    var referenceWheels: [GoldenNode] = []
    if case .array(let items, _, _)? = reference?["wheels"] { referenceWheels = items }
    for wheel in wheels {
      guard case .object = wheel else { continue }
      let field = wheel["field"]
      let base = referenceWheels.last { field != nil && $0["field"] == field }
      guard let selectedNode = wheel["selected"] ?? base?["selected"] else { continue }
      let name: String
      if case .string(let text, _)? = field {
        name = "\(what) '\(text)' wheel"
      } else {
        name = "\(what) wheel"
      }
      let selected = try reader.int(selectedNode, "\(name)'s selected")
      var rows = 0
      if case .array(let items, _, _)? = wheel["rows"] ?? base?["rows"] { rows = items.count }
      guard (0..<rows).contains(selected) else {
        // Named at the wheel: its own line holds `selected`, or its rows when the selection
        // is the reference's.
        throw reader.fail(
          wheel,
          "\(MessageText.escaped(name))'s selected row \(selected) is not one of its rows "
            + (rows == 0 ? "(it has none)" : "(0 to \(rows - 1))"))
      }
    }
  }
}
