import Testing

@testable import CorpusModel

/// A configured picker's key read back (`generate --picker`): the exact inverse of the key a
/// corpus stores it under, refusing what a plan must not hold, and the plan it is added to.
@Suite struct PickerKeyTests {
  func instant(_ text: String) throws -> Instant { try Instant(iso8601: text) }

  /// Every key of the default plan: key → configuration → key, and the configuration the plan
  /// holds.
  @Test func theDefaultPlansKeysRoundTrip() throws {
    var keys: [String] = []
    for planned in PlannedPicker.defaults {
      for mode in planned.modes {
        let text = planned.key(mode: mode)
        let key = try PickerKey(parsing: text)
        #expect(key.text == text)
        #expect(key.mode == mode)
        #expect(key.configuration == planned.configuration, "\(text)")
        keys.append(text)
      }
    }
    #expect(
      keys == [
        "date@2025-03-01T20:00:00Z",
        "date@2024-02-14T20:00:00Z,min=2024-01-01T08:00:00Z,max=2024-12-31T08:00:00Z",
        "dateAndTime@2024-02-14T20:00:00Z,min=2024-01-01T08:00:00Z,max=2024-12-31T08:00:00Z",
        "time,minute-interval=15", "dateAndTime,minute-interval=15",
        "countDownTimer,duration=4500,minute-interval=5", "minutesAndSeconds,duration=90",
      ])
  }

  /// Edges: every part at once, one end of a range, milliseconds, a zone alone, a range that is
  /// one instant, the timers' extremes.
  @Test(arguments: [
    "dateAndTime@2024-07-01T18:00:00.250Z,zone=Asia/Kathmandu,min=2024-07-01T00:00:00Z,max=2024-07-02T00:00:00Z,minute-interval=30",
    "date,min=2007-01-01T00:00:00Z",
    "time,max=2007-11-16T02:53:00Z",
    "time,zone=Etc/GMT+14",
    "date@2024-02-29T17:00:00Z,min=2024-02-29T17:00:00Z,max=2024-02-29T17:00:00Z",
    "countDownTimer,duration=0",
    "countDownTimer,duration=86399,minute-interval=30",
    "minutesAndSeconds,duration=3599,minute-interval=2",
    "countDownTimer,duration=6780,minute-interval=10",
  ])
  func edgesRoundTrip(text: String) throws {
    let key = try PickerKey(parsing: text)
    #expect(key.text == text)
    #expect(PickerKey(mode: key.mode, configuration: key.configuration) == key)
  }

  @Test func partsAreReadIntoTheConfiguration() throws {
    let key = try PickerKey(
      parsing:
        "date@2024-07-01T18:00:00Z,zone=Asia/Tokyo,min=2024-01-01T00:00:00Z,max=2024-12-31T00:00:00Z,minute-interval=5"
    )
    #expect(key.mode == .date)
    #expect(
      key.configuration
        == PickerConfiguration(
          date: try instant("2024-07-01T18:00:00Z"), zone: ZoneID(rawValue: "Asia/Tokyo"),
          minimum: try instant("2024-01-01T00:00:00Z"),
          maximum: try instant("2024-12-31T00:00:00Z"), minuteInterval: 5))
    let timer = try PickerKey(parsing: "minutesAndSeconds,duration=600")
    #expect(timer.configuration == PickerConfiguration(
      date: PickerReference.instant, zone: PickerReference.zone, duration: 600))
  }

  /// One line each, naming the key and what is wrong or what would be valid.
  @Test(arguments: [
    ("week", "mode 'week' is not one of: time, date, dateAndTime, countDownTimer, minutesAndSeconds"),
    ("", "mode '' is not one of: time, date, dateAndTime, countDownTimer, minutesAndSeconds"),
    ("garbage!", "mode 'garbage!' is not one of: time, date, dateAndTime, countDownTimer, minutesAndSeconds"),
    ("time,minute-interval=7",
     "minute-interval 7 does not step the minute wheel (expected a divisor of 60 from 1 to 30)"),
    ("time,minute-interval=60",
     "minute-interval 60 does not step the minute wheel (expected a divisor of 60 from 1 to 30)"),
    ("time,minute-interval=0",
     "minute-interval 0 does not step the minute wheel (expected a divisor of 60 from 1 to 30)"),
    ("time,minute-interval=-5",
     "minute-interval -5 does not step the minute wheel (expected a divisor of 60 from 1 to 30)"),
    ("time,minute-interval=99999999999999999999",
     "minute-interval 99999999999999999999 does not step the minute wheel (expected a divisor of 60 from 1 to 30)"),
    ("time,minute-interval=x",
     "invalid value 'x' for --minute-interval (expected a whole number; divisors of 60 from 1 to 30 step the minute wheel)"),
    ("date@2024-02-14T20:00:00Z,min=2024-12-31T08:00:00Z,max=2024-01-01T08:00:00Z",
     "min 2024-12-31T08:00:00Z is later than max 2024-01-01T08:00:00Z"),
    ("date,min=2024-01-01T08:00:00Z",
     "at 2007-11-16T02:53:00Z is before min 2024-01-01T08:00:00Z"),
    ("date@2025-01-01T00:00:00Z,max=2024-12-31T08:00:00Z",
     "at 2025-01-01T00:00:00Z is after max 2024-12-31T08:00:00Z"),
    ("date,duration=90", "duration 90 is for the timer modes only"),
    ("countDownTimer,duration=86400", "duration 86400 is not 0…86399 seconds"),
    ("minutesAndSeconds,duration=3600", "duration 3600 is not 0…3599 seconds"),
    ("countDownTimer,duration=99999999999999999999",
     "duration 99999999999999999999 is more than a timer shows"),
    ("countDownTimer,duration=-1",
     "invalid value '-1' for --duration (expected whole seconds from 0, such as 4500)"),
    ("countDownTimer@2025-03-01T20:00:00Z,duration=600",
     "the countDownTimer picker takes no date (@): it shows a duration (expected duration= and minute-interval=)"),
    ("minutesAndSeconds,zone=Asia/Tokyo,duration=600",
     "the minutesAndSeconds picker takes no zone=: it shows a duration (expected duration= and minute-interval=)"),
    ("date@2025-02-30T00:00:00Z", "invalid instant '2025-02-30T00:00:00Z': day 30 is not in February 2025 (01–28)"),
    ("date,max=tomorrow",
     "malformed instant 'tomorrow' (expected ISO 8601 in UTC such as 2010-01-27T18:00:00Z)"),
    ("time,zone=../etc",
     "zone '../etc' is not an IANA zone id (expected letters, digits, '_', '-', '+' and '/' between names, such as America/Los_Angeles)"),
    ("time,interval=15",
     "'interval=15' is not a property (expected zone=, min=, max=, duration=, minute-interval= after the mode)"),
    ("time,minute-interval", 
     "'minute-interval' is not a property (expected zone=, min=, max=, duration=, minute-interval= after the mode)"),
    ("time,,minute-interval=15",
     "'' is not a property (expected zone=, min=, max=, duration=, minute-interval= after the mode)"),
    ("time,minute-interval=15,minute-interval=30", "minute-interval= is given twice"),
    ("time", "it is the reference picker, which every corpus file holds under 'wheels' (expected a configuration that differs from it, such as time,minute-interval=15)"),
    ("date@2007-11-16T02:53:00Z", "it is the reference picker, which every corpus file holds under 'wheels' (expected a configuration that differs from it, such as date@2025-03-01T20:00:00Z)"),
    ("countDownTimer,duration=6780", "it is the reference picker, which every corpus file holds under 'wheels' (expected a configuration that differs from it, such as countDownTimer,duration=4500,minute-interval=5)"),
    // Other spellings of a corpus's key.
    ("Time,minute-interval=15", "a corpus names this picker 'time,minute-interval=15' (give it that way)"),
    ("time,minute-interval=05", "a corpus names this picker 'time,minute-interval=5' (give it that way)"),
    ("time,minute-interval=+5", "a corpus names this picker 'time,minute-interval=5' (give it that way)"),
    ("countDownTimer,minute-interval=5,duration=4500",
     "a corpus names this picker 'countDownTimer,duration=4500,minute-interval=5' (give it that way)"),
    ("minutesAndSeconds", "a corpus names this picker 'minutesAndSeconds,duration=90' (give it that way)"),
    ("date,max=2024-12-31T08:00:00Z,min=2007-01-01T00:00:00Z",
     "a corpus names this picker 'date,min=2007-01-01T00:00:00Z,max=2024-12-31T08:00:00Z' (give it that way)"),
    ("date,zone=America/Los_Angeles,minute-interval=5",
     "a corpus names this picker 'date,minute-interval=5' (give it that way)"),
    ("date@2025-03-01T20:00:00.000Z", "a corpus names this picker 'date@2025-03-01T20:00:00Z' (give it that way)"),
  ])
  func refused(text: String, reason: String) {
    #expect(throws: InputError.invalidPicker(text, reason: reason)) {
      try PickerKey(parsing: text)
    }
    #expect(
      InputError.invalidPicker(text, reason: reason).description
        == "invalid picker '\(text)': \(reason)")
  }

  // MARK: - Adding keys to a plan

  func keys(_ texts: String...) throws -> [PickerKey] { try texts.map(PickerKey.init(parsing:)) }

  func plan(calendars: [CalendarID] = Plan.defaultCalendars, pickers: [PlannedPicker]?) -> Plan {
    var plan = Plan.default
    plan.calendars = calendars
    plan.pickers = pickers
    return plan
  }

  /// A date mode in every calendar of the plan; a timer once per locale; the plan's entries
  /// kept as they are; one configuration's modes in one entry.
  @Test func keysAreAddedInThePlansCalendars() throws {
    var plan = plan(calendars: [.gregorian, .hebrew], pickers: [])
    plan.add(
      pickers: try keys(
        "time,minute-interval=5", "countDownTimer,duration=600", "dateAndTime,minute-interval=5",
        "minutesAndSeconds,duration=600", "date@2025-03-01T20:00:00Z"))
    #expect(
      plan.pickers == [
        PlannedPicker(
          modes: [.time, .dateAndTime], calendars: [.gregorian, .hebrew],
          configuration: PickerConfiguration(
            date: PickerReference.instant, zone: PickerReference.zone, minuteInterval: 5)),
        PlannedPicker(
          modes: [.countDownTimer, .minutesAndSeconds], calendars: nil,
          configuration: PickerConfiguration(
            date: PickerReference.instant, zone: PickerReference.zone, duration: 600)),
        PlannedPicker(
          modes: [.date], calendars: [.gregorian, .hebrew],
          configuration: PickerConfiguration(
            date: try instant("2025-03-01T20:00:00Z"), zone: PickerReference.zone)),
      ])
  }

  /// A key the plan already renders everywhere adds nothing, given twice is planned once, and
  /// one the plan renders in some calendars is added for the others only.
  @Test func aKeyAlreadyPlannedIsNotPlannedTwice() throws {
    var plan = Plan.default
    plan.add(
      pickers: try keys(
        "date@2025-03-01T20:00:00Z", "countDownTimer,duration=4500,minute-interval=5",
        "minutesAndSeconds,duration=90"))
    #expect(plan == Plan.default)
    plan.add(
      pickers: try keys(
        "time,minute-interval=15", "time,minute-interval=15", "countDownTimer,duration=60",
        "countDownTimer,duration=60"))
    #expect(plan.pickers?.count == 7)
    #expect(Array(plan.pickers!.prefix(5)) == PlannedPicker.defaults)
    #expect(
      plan.pickers?.last(where: { !$0.isPerLocale })
        == PlannedPicker(
          modes: [.time], calendars: [.buddhist, .hebrew],
          configuration: PickerConfiguration(
            date: PickerReference.instant, zone: PickerReference.zone, minuteInterval: 15)))
    #expect(plan.pickers?.last?.keys == ["countDownTimer,duration=60"])
    let again = plan
    plan.add(pickers: try keys("time,minute-interval=15", "countDownTimer,duration=60"))
    #expect(plan == again)
  }

  /// A plan made before configured pickers (nil) gets the keys alone, as a plan made before
  /// fixed patterns gets only the added pattern.
  @Test func aPlanWithoutPickersGetsTheKeysAlone() throws {
    var plan = plan(pickers: nil)
    plan.add(pickers: [])
    #expect(plan.pickers == nil)
    plan.add(pickers: try keys("countDownTimer,duration=600"))
    #expect(plan.pickers?.flatMap(\.keys) == ["countDownTimer,duration=600"])
  }
}
