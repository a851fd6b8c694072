import CorpusModel

extension GoldenShape {
  /// `fields.json`'s calendar arithmetic, when it has some: calendar › zone › case → string.
  static func checkArithmetic(_ root: NodeReader.Object, reader: NodeReader) throws(StoreError) {
    let name = Artifact.arithmetic.name
    guard let node = root.members.first(where: { $0.key == name })?.value else { return }
    for (calendar, zones) in try reader.object(node, name).members {
      for (zone, cases) in try reader.object(zones, "\(name).\(calendar)").members {
        for (item, value) in try reader.object(cases, "\(name).\(calendar).\(zone)").members {
          _ = try reader.string(value, "\(name).\(calendar).\(zone).\(item)")
        }
      }
    }
  }
}
