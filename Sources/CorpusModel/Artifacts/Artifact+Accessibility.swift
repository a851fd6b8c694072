extension Artifact {
  /// What a screen reader's words for the pickers and the month view are built from: once per
  /// locale each wheel field's display name in three widths and the count-down's spoken
  /// values; per calendar each date mode's wheels as elements (field and value), the weekday
  /// header in full, how a day cell is read, and the word for today.
  public static let accessibility = Artifact(
    name: "accessibility", place: .calendarAndLocale, planKeys: [.accessibility],
    addition: PlanAddition(
      name: "the accessibility artifact (field names, spoken wheel values, day cell labels)",
      items: "accessibility values", absent: "accessibility values", key: .accessibility))
}

extension PlanKey {
  /// Whether the plan renders the accessibility values: a flag, as they take no settings.
  public static let accessibility = PlanKey(
    name: "accessibility", axis: "accessibility", isFormat: true,
    isAbsent: { $0.accessibility == nil },
    difference: { old, new in
      guard (old.accessibility ?? false) != (new.accessibility ?? false) else { return nil }
      return Plan.Difference(
        axis: "accessibility", detail: "accessibility",
        predated: old.accessibility == nil || new.accessibility == nil)
    })
}
