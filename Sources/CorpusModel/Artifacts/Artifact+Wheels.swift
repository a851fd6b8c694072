extension Artifact {
  /// The reference date picker in each UIDatePicker mode: its wheels in order, rows and the
  /// selected row. A changed wheel order is `order`.
  public static let wheels = Artifact(
    name: "wheels", place: .calendar, comparison: .picker, drawing: .wheels)
}
