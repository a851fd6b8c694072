import CorpusModel
import Foundation

/// A date from its components and a date's components, in Foundation's `Calendar`
/// (`calc --from-components`, `calc --components`).
extension FoundationArithmetic {
  /// `Calendar.date(from:)` of a `DateComponents` holding each field as given (a field given
  /// twice holds the later value): which fields decide where they disagree, and what a field
  /// left out is, is Foundation's own resolution. No date is refused, as is an answer before the
  /// day `Calendar` clamps to.
  public func date(from components: [FieldAmount]) throws -> Instant {
    var asked = DateComponents()
    for component in components {
      asked.setValue(component.amount, for: Self.component(component.field))
    }
    let given = components.map(\.description).joined(separator: ",")
    guard let date = calendar.date(from: asked) else {
      throw InputError.unsupported(
        given, engine: "foundation",
        reason:
          "Calendar.date(from:) gives no date in the \(calendar.identifier) calendar in \(calendar.timeZone.identifier)"
      )
    }
    let finer = Self.finer(than: Instant(millisecondsSince1970: 0), components)
    let instant = answer(date, finer: finer)
    guard instant >= Self.earliest else {
      throw InputError.unsupported(
        given, engine: "foundation",
        reason:
          "Calendar.date(from:) answers \(instant.iso8601), before \(Self.earliest.iso8601) (Julian day 0), where Calendar clamps; the icu engine holds -9999–9999"
      )
    }
    return instant
  }

  /// `Calendar.dateComponents(_:from:)` of every field asked at once, read in the order asked.
  public func components(_ fields: [CalendarField], of instant: Instant) throws -> [Int] {
    try checkHeld(instant)
    let read = calendar.dateComponents(Set(fields.map(Self.component)), from: instant.date)
    return try values(of: fields, in: read, call: "Calendar.dateComponents(_:from:)")
  }
}
