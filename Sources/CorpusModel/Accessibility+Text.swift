extension Accessibility {
  /// A picker's accessibility elements, one line each in the order a screen reader meets them
  /// (the wheels' order, which a right-to-left picker lays out from the right): the wheel's
  /// field name (wide) and its value, `hour: 6`. The count-down's values are the spoken ones
  /// (`hour: 1 hour`); the combined date wheel takes the day's name (`day: Thursday, November
  /// 15`). Nil for a mode the values do not hold (the minutes-and-seconds picker).
  ///
  /// - Returns: the lines, or nil when a field has no name in ``perLocale`` (an engine that
  ///   left them out).
  public func wheelLines(_ mode: PickerMode) -> [String]? {
    let elements: [SpokenWheel]
    if mode == .countDownTimer {
      elements = [WheelField.hour, .minute].compactMap { field in
        perLocale.countDown[field].map { SpokenWheel(field: field, value: $0.wide) }
      }
      guard elements.count == 2 else { return nil }
    } else {
      guard let wheels = perCalendar.wheels[mode] else { return nil }
      elements = wheels
    }
    var lines: [String] = []
    for element in elements {
      guard let name = perLocale.fieldNames[element.field.namedField]?[.wide] else { return nil }
      lines.append("\(name): \(element.value)")
    }
    return lines
  }

  /// A month view's accessibility elements, one line each in reading order: the header's
  /// seven weekdays in full, then each day's cell as read (``CalendarAccessibility/cells``).
  public var monthLines: [String] {
    perCalendar.weekdays + perCalendar.cells.days
  }
}
