import Assembly
import CorpusModel
import GoldenFormat

extension JSONOutput {
  /// `--accessibility --json`: each calendar's values as the artifact stores them, with the
  /// locale's (`perLocale`) beside them; an array for several calendars.
  public static func accessibility(_ values: [Accessibility], single: Bool) -> String {
    func write(_ one: Accessibility, _ writer: inout GoldenWriter) {
      writer.object { writer in
        writer.member("calendar", one.calendar.rawValue)
        writer.member("direction", one.isRightToLeft ? "rtl" : "ltr")
        writer.member("locale", one.locale.rawValue)
        writer.key("perCalendar")
        AccessibilityStep.write(one.perCalendar, into: &writer)
        writer.key("perLocale")
        AccessibilityStep.write(one.perLocale, into: &writer)
      }
    }
    let file = GoldenWriter.file { writer in
      if single && values.count == 1 {
        write(values[0], &writer)
      } else {
        writer.array { writer in for one in values { write(one, &writer) } }
      }
    }
    return String(decoding: file.bytes, as: UTF8.self)
  }
}
