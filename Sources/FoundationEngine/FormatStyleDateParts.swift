import CorpusModel
import Foundation

/// One date's typed parts (`format --at D --parts`) in the Foundation engines.
///
/// `formatstyle` reads them from the `attributed` output of the style that writes the string
/// (`Date.FormatStyle` for a style pair or a template, `Date.VerbatimFormatStyle` for a
/// pattern): each run's `AttributeScopes.FoundationAttributes.DateFieldAttribute` is one part,
/// named by ECMA-402's kind for that field, and a run without one is a literal. Foundation's
/// field names are coarser than ICU's in four places, which its parts keep: a cyclic year
/// name (`U`) and a week-based year (`Y`) are `year`, a Julian day (`g`) is `day`, the
/// milliseconds in a day (`A`) are `second`; and two neighbouring fields of one name are one
/// run, so one part. `foundation` (DateFormatter) writes a plain String and refuses.
enum FoundationDateParts {
  static let refusal = InputError.unsupported(
    "--parts", engine: "foundation",
    reason:
      "DateFormatter writes a plain String, with no attributed form to read a date's parts from (the icu and formatstyle engines write them)"
  )

  /// The parts of an attributed date, a run each.
  static func parts(_ attributed: AttributedString) -> [FormattedPart] {
    attributed.runs.map { run in
      FormattedPart(
        run.foundation.dateField.map(kind) ?? .literal,
        String(attributed[run.range].characters))
    }
  }

  /// ECMA-402's part type for Foundation's date field; the fields no `Intl.DateTimeFormat`
  /// option asks for (a quarter, a week, a weekday's ordinal, a day of the year) `unknown`, as
  /// the ICU engine names them.
  static func kind(_ field: AttributeScopes.FoundationAttributes.DateFieldAttribute.Field)
    -> FormattedPart.Kind
  {
    switch field {
    case .era: .era
    case .year: .year
    case .relatedGregorianYear: .relatedYear
    case .month: .month
    case .day: .day
    case .weekday: .weekday
    case .amPM: .dayPeriod
    case .hour: .hour
    case .minute: .minute
    case .second: .second
    case .secondFraction: .fractionalSecond
    case .timeZone: .timeZoneName
    case .quarter, .weekOfYear, .weekOfMonth, .weekdayOrdinal, .dayOfYear: .unknown
    }
  }
}

extension FormatStyleCalendarFormatters {
  /// The attributed string of the style that writes ``style(_:zone:at:)``'s,
  /// ``template(_:at:)``'s or ``string(pattern:at:)``'s string, in parts.
  ///
  /// - Throws: `InputError.unsupported` where those refuse (a long time style, a template
  ///   letter with no symbol).
  public func parts(_ format: SingleDateFormat, at instant: Instant) throws -> [FormattedPart] {
    let attributed: AttributedString
    switch format {
    case .style(let pair):
      attributed = try styleFormat(pair, zone: zone).attributed.format(instant.date)
    case .template(let text):
      attributed = try template(text).style.attributed.format(instant.date)
    case .pattern(let pattern):
      attributed = Date.VerbatimFormatStyle(
        format: try formatString(pattern), locale: base.locale, timeZone: base.timeZone,
        calendar: base.calendar
      ).attributed.format(instant.date)
    }
    return FoundationDateParts.parts(attributed)
  }
}

extension FoundationCalendarFormatters {
  /// - Throws: `InputError.unsupported` always (``FoundationDateParts``).
  public func parts(_ format: SingleDateFormat, at instant: Instant) throws -> [FormattedPart] {
    throw FoundationDateParts.refusal
  }
}
