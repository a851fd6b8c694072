import CorpusModel

extension ManifestDecoding {
  /// The plan's interval pairs and arithmetic cases, when it has them (a plan made before them
  /// has neither): each a string their flags accept (`days=FROM/TO`,
  /// `monthEnd: 2024-01-31T17:00:00Z add month=1`), each name once.
  static func validateIntervalsArithmetic(
    _ planObject: NodeReader.Object, plan: GoldenNode, reader: NodeReader
  ) throws(StoreError) {
    if let list = planObject.members.first(where: { $0.key == "intervalTemplates" })?.value {
      guard case .array(let items, _, _) = list else {
        throw reader.wrongType(list, "plan.intervalTemplates", expected: "a list of strings")
      }
      for item in items {
        let text = try reader.string(item, "plan.intervalTemplates")
        do {
          try PatternSyntax.validate(intervalEntry: text)
        } catch {
          throw StoreError.invalid(
            file: reader.file, line: item.line,
            reason: "plan intervalTemplates: \(MessageText.escaped("\(error)", limit: nil))")
        }
      }
    }
    try validateAmounts(planObject, reader: reader)
    for key in [Artifact.intervals.planKey!, Artifact.arithmetic.planKey!] {
      guard let list = planObject.members.first(where: { $0.key == key })?.value else { continue }
      guard case .array(let items, _, _) = list else {
        throw reader.wrongType(list, "plan.\(key)", expected: "a list of strings")
      }
      var names: Set<String> = []
      for item in items {
        let text = try reader.string(item, "plan.\(key)")
        let name: String
        do {
          name =
            key == Artifact.intervals.planKey!
            ? try IntervalPair(parsing: text).name : try ArithmeticCase(parsing: text).name
        } catch {
          throw StoreError.invalid(
            file: reader.file, line: item.line,
            reason: "plan \(key): \(MessageText.escaped("\(error)"))")
        }
        guard names.insert(name).inserted else {
          throw StoreError.invalid(
            file: reader.file, line: item.line,
            reason: "plan \(key): the name '\(name)' is given twice")
        }
      }
    }
  }

  /// The durations' seconds and the relative offsets, each read by the parser of the flag that
  /// adds one (`--duration-seconds`, `--relative-offset`): the decoder reads every amount as a
  /// duration's seconds are read, to the nanosecond, `-0` and all, which no duration is and
  /// no offset goes to. The rest of both shapes is the decoder's.
  static func validateAmounts(_ planObject: NodeReader.Object, reader: NodeReader)
    throws(StoreError)
  {
    if case .object(let relative, _, _)? = planObject[Artifact.relative.planKey!],
      case .array(let groups, _, _)? = relative.first(where: { $0.key == "groups" })?.value
    {
      for (group, node) in groups.enumerated() {
        guard case .object(let members, _, _) = node,
          case .array(let offsets, _, _)? = members.first(where: { $0.key == "offsets" })?.value
        else { continue }
        for (index, item) in offsets.enumerated() {
          let text = try reader.string(item, "plan.relative.groups.offsets")
          do {
            _ = try SpanAmount(validating: text, option: "--relative-offset")
          } catch {
            throw StoreError.invalid(
              file: reader.file, line: item.line,
              reason:
                "plan.relative.groups.\(group).offsets.\(index) is not valid: \(MessageText.escaped("\(error)", limit: nil))"
            )
          }
        }
      }
    }
    guard case .object(let members, _, _)? = planObject[Artifact.durations.planKey!],
      case .array(let items, _, _)? = members.first(where: { $0.key == "seconds" })?.value
    else { return }
    for (index, item) in items.enumerated() {
      let text = try reader.string(item, "plan.durations.seconds")
      do {
        _ = try SpanAmount(durationSeconds: text, option: "--duration-seconds")
      } catch {
        throw StoreError.invalid(
          file: reader.file, line: item.line,
          reason:
            "plan.durations.seconds.\(index) is not valid: \(MessageText.escaped("\(error)", limit: nil))"
        )
      }
    }
  }
}
