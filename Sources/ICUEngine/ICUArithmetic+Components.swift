import CICU
import CorpusModel

/// A date from its components and a date's components, in ICU (`calc --from-components`,
/// `calc --components`).
///
/// ICU counts months from 0 (`UCAL_JANUARY`); the components are written as Foundation and
/// CLDR count them, from 1, so a month is moved by one on its way in and out. Every other field
/// is ICU's own number (era 0 is BC, weekday 1 is Sunday, as in Foundation).
extension ICUArithmetic {
  /// Clears the calendar (`ucal_clear`: every field unset, the zone and week rules kept), sets
  /// each field as given (`ucal_set`, the later of two of the same field winning), and reads
  /// the instant (`ucal_getMillis`): which fields decide where they disagree is ICU's field
  /// resolution, and a field left out is ICU's default (1970, January, the first).
  public func date(from components: [FieldAmount]) throws -> Instant {
    let fields = try components.map { try Self.field($0.field) }
    cicu_ucal_clear(calendar.handle)
    for (field, component) in zip(fields, components) {
      calendar.set(field, component.field == .month ? component.amount - 1 : component.amount)
    }
    return Instant(millisecondsSince1970: Int64(try calendar.millis))
  }

  /// Sets the instant (`ucal_setMillis`) and reads each field (`ucal_get`).
  public func components(_ fields: [CalendarField], of instant: Instant) throws -> [Int] {
    let numbers = try fields.map(Self.field)
    try calendar.set(instant)
    return try zip(fields, numbers).map { (field, number) throws in
      let value = try calendar.get(number)
      return field == .month ? value + 1 : value
    }
  }
}
