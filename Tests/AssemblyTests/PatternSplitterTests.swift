import CorpusModel
import Testing

@testable import Assembly

@Suite struct PatternSplitterTests {
  static let cases: [(String, [WheelField], [String])] = [
    ("MMMM d, y", [.month, .day, .year], ["MMMM", "d", "y"]),
    ("y年M月d日", [.year, .month, .day], ["y年", "M月", "d日"]),
    ("d בMMMM y", [.day, .month, .year], ["d", "בMMMM", "y"]),
    ("d 'de' MMMM 'de' y", [.day, .month, .year], ["d", "MMMM", "y"]),
    ("d MMMM y 'г'.", [.day, .month, .year], ["d", "MMMM", "y 'г'."]),
    ("y('e')'ko' MMMM'ren' d('a')", [.year, .month, .day], ["y('e')'ko'", "MMMM'ren'", "d('a')"]),
    ("MMMM d, y G", [.month, .day, .year], ["MMMM", "d", "y G"]),
    ("G y年M月d日", [.year, .month, .day], ["G y年", "M月", "d日"]),
    ("d. MMMM y", [.day, .month, .year], ["d", "MMMM", "y"]),
    ("h:mm\u{202F}a", [.hour, .minute, .dayPeriod], ["h", "mm", "a"]),
    ("ah:mm", [.dayPeriod, .hour, .minute], ["a", "h", "mm"]),
    ("Bh:mm", [.dayPeriod, .hour, .minute], ["B", "h", "mm"]),
    ("HH:mm", [.hour, .minute], ["HH", "mm"]),
    ("a h:mm", [.dayPeriod, .hour, .minute], ["a", "h", "mm"]),
    // A weekday is no wheel of its own: it stays as text of the wheel it touches.
    ("EEE, MMM d", [.month, .day], ["EEE, MMM", "d"]),
    // Quotes: an escaped quote is text, a quoted letter is not a field.
    ("d 'o''clock' MMMM", [.day, .month], ["d", "MMMM"]),
    ("\u{200F}d\u{200F}/M\u{200F}/y", [.day, .month, .year], ["d", "M", "y"]),
    // nnh: the closing quote carries a combining caron; ICU reads code units, so the quote still
    // closes, and the `a` of `'na'` stays quoted text.
    (
      "'lyɛ'\u{30C}\u{2BC} d 'na' MMMM, y", [.day, .month, .year],
      ["'lyɛ'\u{30C}\u{2BC} d", "MMMM", "y"]
    ),
    // An era always joins the year wheel: beside it, with the literal between them; apart from
    // it, on its side of the year with one space.
    ("G d MMMM y", [.day, .month, .year], ["d", "MMMM", "G y"]),
    ("y MMMM d G", [.year, .month, .day], ["y G", "MMMM", "d"]),
    ("GGGGG dd MMMM y", [.day, .month, .year], ["dd", "MMMM", "GGGGG y"]),
    ("y. 'g'. d. MMMM G", [.year, .day, .month], ["y. 'g'. G", "d", "MMMM"]),
    ("d MMMM y, G", [.day, .month, .year], ["d", "MMMM", "y, G"]),
    // A bracket opened in a wheel's fragment is closed in it, and one closed in it is opened.
    ("d-MMMM, y (G)", [.day, .month, .year], ["d", "MMMM", "y (G)"]),
    ("d MMMM (G) y", [.day, .month, .year], ["d", "MMMM", "(G) y"]),
    // A wheel in brackets after a wheel of its field joins it, brackets and all: the Chinese
    // calendar's cyclic year after its related year is one year wheel.
    ("r(U)年MMMMd日", [.year, .month, .day], ["r(U)年", "MMMM", "d日"]),
    ("r년(U년) MMMM d일", [.year, .month, .day], ["r년(U년)", "MMMM", "d일"]),
    ("U(r) MMMM d", [.year, .month, .day], ["U(r)", "MMMM", "d"]),
    ("r'('U')'年M月", [.year, .month], ["r'('U')'年", "M月"]),
    // A comma separating wheels leaves the fragment; an abbreviation dot stays with its word.
    ("y-'ж'., d-MMMM", [.year, .day, .month], ["y-'ж'.", "d", "MMMM"]),
    ("G y-'ж'. d-MMMM", [.year, .day, .month], ["G y-'ж'.", "d", "MMMM"]),
    ("d MMMM y 'г'.,", [.day, .month, .year], ["d", "MMMM", "y 'г'."]),
    ("d MMMM'ын'، y", [.day, .month, .year], ["d", "MMMM'ын'", "y"]),
    ("d MMMM'г'.; y", [.day, .month, .year], ["d", "MMMM'г'.", "y"]),
    // A no-break space binds the word after it to the field before it, even when a space
    // follows the word; an ordinary-space connector is still dropped.
    ("y\u{202F}'ж'. d MMMM", [.year, .day, .month], ["y\u{202F}'ж'.", "d", "MMMM"]),
    ("y\u{202F}'оны' MMMM'ын' d", [.year, .month, .day], ["y\u{202F}'оны'", "MMMM'ын'", "d"]),
    ("d\u{00A0}'de' MMMM", [.day, .month], ["d\u{00A0}'de'", "MMMM"]),
    ("d\u{00A0}'de'MMMM", [.day, .month], ["d\u{00A0}'de'", "MMMM"]),
    ("HH 'h' mm", [.hour, .minute], ["HH", "mm"]),
    ("d\u{00A0}MMMM\u{202F}y", [.day, .month, .year], ["d", "MMMM", "y"]),
    // Tibetan's tsheg ends the syllable before it: it is part of the word, no separator.
    ("y MMMMའི་ཚེས་d", [.year, .month, .day], ["y", "MMMMའི་ཚེས་", "d"]),
  ]

  @Test(arguments: cases)
  func splitsAsPRODUCTMDSays(pattern: String, fields: [WheelField], fragments: [String]) {
    let wheels = PatternSplitter.wheels(in: pattern)
    #expect(wheels.map(\.field) == fields)
    #expect(wheels.map(\.pattern) == fragments)
  }

  @Test func tokensKeepQuotesInRawAndDropThemInText() {
    #expect(
      PatternSplitter.tokens("d 'de' MMMM")
        == [
          .field(letter: "d", raw: "d"), .literal(raw: " 'de' ", text: " de "),
          .field(letter: "M", raw: "MMMM"),
        ])
    #expect(
      PatternSplitter.tokens("h 'o''clock'") == [
        .field(letter: "h", raw: "h"), .literal(raw: " 'o''clock'", text: " o'clock"),
      ])
  }

  /// Patterns are read by unicode scalars, as ICU reads UTF-16 code units: a quote followed by a
  /// combining mark is still a quote, and the mark is literal text.
  @Test func tokensReadScalarsNotGraphemeClusters() {
    #expect(
      PatternSplitter.tokens("'a'\u{30C}d 'na'")
        == [
          .literal(raw: "'a'\u{30C}", text: "a\u{30C}"), .field(letter: "d", raw: "d"),
          .literal(raw: " 'na'", text: " na"),
        ])
    #expect(
      PatternSplitter.tokens("d\u{301}") == [
        .field(letter: "d", raw: "d"), .literal(raw: "\u{301}", text: "\u{301}"),
      ])
  }

  @Test func minuteIntervalsFollowThePicker() throws {
    #expect(try MinuteInterval(validating: "15").value == 15)
    #expect(try MinuteInterval(validating: "30").fellBack == false)
    for fallback in [
      "7", "0", "45", "-5", "60", "61", "99999999999999999999", "-99999999999999999999",
    ] {
      let interval = try MinuteInterval(validating: fallback)
      #expect(interval.value == 1 && interval.fellBack)
    }
    for bad in ["1.5", "fifteen", "", "++5", "1e3", "٥"] {
      #expect(throws: InputError.self) { try MinuteInterval(validating: bad) }
    }
  }

  @Test func pickerTextShowsTheSelectedRows() {
    let picker = Picker(
      locale: LocaleID(rawValue: "en_US"), calendar: .gregorian, mode: .time, pattern: "h:mm a",
      isRightToLeft: false,
      wheels: [
        Wheel(field: .hour, pattern: "h", rows: ["12", "1", "2", "3", "4", "5", "6"], selected: 6),
        Wheel(field: .minute, pattern: "mm", rows: ["00", "53"], selected: 1),
        Wheel(field: .dayPeriod, pattern: "a", rows: ["AM", "PM"], selected: 1),
      ])
    #expect(picker.text == "[ 6 | 53 | PM ]")
  }
}
