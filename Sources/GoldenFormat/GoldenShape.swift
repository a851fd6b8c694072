import CorpusModel

/// Refuses a golden file that parses but is not shaped like one: `[]`, `null`, a number where
/// an object belongs, a locale file naming another locale, a wheel selecting a row it does not
/// have (``checkWheels(calendars:root:reader:)``).
///
/// Without this, a file resealed as `[]` would compare as every entry removed — drift (exit 1)
/// where the truth is a corrupt file (exit 2). Only the frame is checked, to the depth where
/// each artifact begins; new artifacts within a calendar are additions and need no change here.
public enum GoldenShape {
  /// - Parameters:
  ///   - name: the file's name in its folder (`en_US.json`, `fields.json`).
  ///   - file: how messages name it (`corpus/en_US.json`).
  /// - Throws: `StoreError.corrupt` at the line of the first value out of shape, or
  ///   `StoreError.unsupportedFormat` for another format version.
  public static func check(_ node: GoldenNode, name: String, file: String) throws(StoreError) {
    let reader = NodeReader(file: file)
    func corrupt(_ error: StoreError) -> StoreError {
      guard case .invalid(let file, let line, let reason) = error else { return error }
      return .corrupt(file: file, line: line, reason: reason)
    }
    do throws(StoreError) {
      let root = try reader.object(node, "the file")
      let version = try reader.int(
        try reader.member(root, "formatVersion", at: node), "formatVersion")
      guard version == Manifest.currentFormatVersion else {
        throw StoreError.unsupportedFormat(
          file: file, line: node["formatVersion"]?.line, found: version,
          supported: Manifest.currentFormatVersion)
      }
      if name == GoldenEncoding.fieldsFileName {
        // The component table, where the plan renders it: a plan of arithmetic alone writes
        // the cases without it.
        let table = root.members.first { $0.key == Artifact.fields.name }?.value
        guard table != nil || root.members.contains(where: { $0.key == Artifact.arithmetic.name })
        else {
          _ = try reader.member(root, Artifact.fields.name, at: node)
          return
        }
        var members: [(key: String, value: GoldenNode)] = []
        if let table { members = try reader.object(table, Artifact.fields.name).members }
        for (calendar, zones) in members {
          for (zone, instants) in try reader.object(zones, "fields.\(calendar)").members {
            for (instant, value) in try reader.object(instants, "fields.\(calendar).\(zone)")
              .members
            {
              _ = try reader.object(value, "fields.\(calendar).\(zone).\(instant)")
            }
          }
        }
        try checkArithmetic(root, reader: reader)
        return
      }
      let localeNode = try reader.member(root, "locale", at: node)
      let locale = try reader.string(localeNode, "locale")
      guard locale + ".json" == name else {
        throw StoreError.invalid(
          file: file, line: localeNode.line,
          reason:
            "the file is named \(MessageText.escaped(name)) but holds locale '\(MessageText.escaped(locale))'"
        )
      }
      let calendars = try reader.object(try reader.member(root, "calendars", at: node), "calendars")
      for (calendar, artifacts) in calendars.members {
        for (artifact, value) in try reader.object(artifacts, "calendars.\(calendar)").members {
          _ = try reader.object(value, "calendars.\(calendar).\(artifact)")
        }
      }
      // The configured pickers stored once per locale, when the plan has them.
      if let pickers = root.members.first(where: { $0.key == Artifact.pickers.name })?.value {
        for (key, picker) in try reader.object(pickers, Artifact.pickers.name).members {
          _ = try reader.object(picker, "\(Artifact.pickers.name).\(key)")
        }
      }
      try checkWheels(calendars: calendars, root: root, reader: reader)
      // The week, when the plan has it: a team's plan that lists only its formats has none,
      // and its file is whole without it (as without any other artifact).
      if let weekNode = root[Artifact.week.name] {
        let week = try reader.object(weekNode, Artifact.week.name)
        _ = try reader.int(
          try reader.member(week, "firstWeekday", at: weekNode), "week.firstWeekday")
        _ = try reader.int(
          try reader.member(week, "minimalDaysInFirstWeek", at: weekNode),
          "week.minimalDaysInFirstWeek")
        _ = try reader.object(try reader.member(week, "weeks", at: weekNode), "week.weeks")
      }
    } catch {
      throw corrupt(error)
    }
  }
}
