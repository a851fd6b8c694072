/// `a, b or c`: a list of values for a help text or a message, in the order given.
///
/// Help texts spell their values from the type (`DateTimeStyle.allCases`,
/// `ReportFormat.allCases`), so a value added to the type is in the help with no second edit.
func spelled(_ values: [String], conjunction: String = "or") -> String {
  guard let last = values.last, values.count > 1 else { return values.joined() }
  return values.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
