extension Artifact {
  /// Each template of the plan over each of its interval pairs (`days` → `Feb 14 – 16, 2024`),
  /// read in the style zone: what `udtitvfmt` and `DateIntervalFormatter` write.
  public static let intervals = Artifact(
    name: "intervals", place: .calendar, planKeys: [.intervals, .intervalTemplates],
    addition: PlanAddition(
      name: "the intervals artifact (templates over pairs of instants)", items: "intervals",
      absent: "intervals", key: .intervals),
    drawing: .grid)
}

extension PlanKey {
  /// The pairs of instants each interval template spans (`--interval`).
  public static let intervals = PlanKey.list(
    "intervals", axis: "interval pairs", isFormat: true, read: { $0.intervals })
  /// The templates the pairs are spanned with: a list of the intervals' own.
  public static let intervalTemplates = PlanKey.list(
    "intervalTemplates", axis: "interval pairs", label: "interval templates", isFormat: true,
    read: { $0.intervalTemplates })
}

extension PlanOverride where Value == [IntervalPair] {
  /// `--interval`: added to the plan's pairs (the defaults in a new plan).
  public static var intervals: PlanOverride {
    .addition(.intervals) { plan, pairs in try plan.add(intervals: pairs, arithmetic: []) }
  }
}

extension PlanOverride where Value == [String] {
  /// `--interval-template`: added to the plan's interval templates.
  public static var intervalTemplates: PlanOverride {
    .addition(.intervalTemplates) { plan, templates in
      try plan.add(intervals: [], arithmetic: [], templates: templates)
    }
  }

  /// A plan file's `interval` entries: the whole list of a new plan's interval templates (a
  /// team's corpus holds its own formats, as its templates are the skeletons'); added to a
  /// stored plan's, as `--interval-template` adds.
  public static var ownIntervalTemplates: PlanOverride {
    PlanOverride.addition(
      .intervalTemplates,
      new: { plan, templates in
        guard !templates.isEmpty else { return }
        plan.intervalTemplates = templates
      },
      stored: { plan, templates in
        try plan.add(intervals: [], arithmetic: [], templates: templates)
      }
    ).part("formats")
  }
}
