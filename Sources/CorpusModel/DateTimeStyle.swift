/// A date or time style of a formatter, as `DateFormatter.Style` names them.
public enum DateTimeStyle: String, CaseIterable, Codable, Hashable, Sendable, OneByteCase {
  /// By case, not by raw text (`hashCase(_:into:)`).
  public func hash(into hasher: inout Hasher) { hashCase(self, into: &hasher) }

  case none
  case short
  case medium
  case long
  case full

  /// Parses a style name, naming the valid ones when it is not one.
  public init(validating text: String, role: String) throws {
    guard let style = DateTimeStyle(rawValue: text.lowercased()) else {
      throw InputError.unknownStyle(text, role: role)
    }
    self = style
  }
}

/// A (date style, time style) pair, keyed in golden files as `date/time` (`full/none`).
public struct StylePair: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public let date: DateTimeStyle
  public let time: DateTimeStyle

  public init(date: DateTimeStyle, time: DateTimeStyle) {
    self.date = date
    self.time = time
  }

  public var description: String { "\(date.rawValue)/\(time.rawValue)" }

  /// Reads a pair as the styles artifact keys it and `--style-pair` takes it, `date/time`
  /// (`medium/short`, `none/full`), each style as `format --date-style` and `--time-style`
  /// take it.
  ///
  /// - Throws: `InputError.unknownStyle` naming the five styles, or `InputError.invalidValue`
  ///   for text without one `/` or for `none/none`, which formats nothing.
  public init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw InputError.invalidValue(
        text, option: "--style-pair",
        expected: "a date style and a time style as date/time, such as medium/short")
    }
    let date = try DateTimeStyle(validating: String(parts[0]), role: "date")
    let time = try DateTimeStyle(validating: String(parts[1]), role: "time")
    guard date != .none || time != .none else {
      throw InputError.invalidValue(
        text, option: "--style-pair", expected: "at least one of them other than none")
    }
    self.init(date: date, time: time)
  }

  /// The 24 pairs of five styles each, none/none excluded: it formats nothing.
  public static let all: [StylePair] = DateTimeStyle.allCases.flatMap { date in
    DateTimeStyle.allCases.compactMap { time in
      date == .none && time == .none ? nil : StylePair(date: date, time: time)
    }
  }

  /// short/short, medium/medium, long/long, full/full: the pairs run at the edge instants.
  public static let matching: [StylePair] = [.short, .medium, .long, .full].map {
    StylePair(date: $0, time: $0)
  }

  /// none/short, none/long, none/full and full/full: the pairs of the zone sweep.
  public static let sweep: [StylePair] = [
    StylePair(date: .none, time: .short), StylePair(date: .none, time: .long),
    StylePair(date: .none, time: .full), StylePair(date: .full, time: .full),
  ]

  public static func < (lhs: StylePair, rhs: StylePair) -> Bool {
    lhs.description.utf8.lexicographicallyPrecedes(rhs.description.utf8)
  }
}
