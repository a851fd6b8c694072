import CorpusModel
import Assembly
import Foundation

/// What a Swift app's Foundation renders, as a corpus engine: ``CorpusAssembly`` over
/// Foundation's answers.
public typealias FoundationEngine = CorpusAssembly<FoundationSource>

extension CorpusAssembly where Source == FoundationSource {
  /// Foundation and its own ICU 76, in this process: never one that has loaded the system's
  /// ICU 72 (see ``FoundationSource``).
  public init() throws { try self.init(FoundationSource()) }
}

/// Foundation's answers to ``FormatterSource``'s questions: DateFormatter's styles, templates
/// through `DateFormatter.dateFormat(fromTemplate:options:locale:)`, fields from `Calendar`.
///
/// Foundation on Linux carries its own ICU (76 with Swift 6.3). This engine must run in a
/// process that has not loaded the system's ICU 72 (the two export some of the same C++
/// symbols), so it is served by its own executable, `fmtcorpus-foundation`.
///
/// Each calendar is given the way an app gives it for a user who chose that calendar: by the
/// locale, `Locale(identifier: "th_TH@calendar=buddhist")`. (Setting `Calendar(identifier:)`
/// on the formatter as well renders the same strings and doubles what each formatter costs.)
public struct FoundationSource: FormatterSource {
  public init() {}

  public var name: String { "foundation" }

  public func versions() throws -> [String: String] {
    [
      "icu": FoundationICU.icuVersion,
      "cldr": try FoundationICU.cldrVersion(),
      "unicode": FoundationICU.unicodeVersion,
      "tzdata": TimeZone.timeZoneDataVersion,
      "swift": try Self.swiftVersion(),
    ]
  }

  /// The Swift version of the Foundation this process runs, read from the toolchain it was
  /// loaded from: the compiler version that `Foundation.swiftmodule`, beside the loaded
  /// `libFoundation.so`, records (`Swift version 6.3.1 (swift-6.3.1-RELEASE)` → `6.3.1`).
  ///
  /// - Throws: `EngineError` when the library or its module is not where a toolchain puts them
  ///   (a runtime without the toolchain cannot say which Swift it is).
  static func swiftVersion() throws(EngineError) -> String {
    func failure(_ status: String) -> EngineError {
      EngineError(
        operation: "read Foundation's Swift version", status: status, context: "toolchain")
    }
    let maps = String(decoding: readAll("/proc/self/maps", limit: 1 << 24), as: UTF8.self)
    guard
      let library = maps.split(separator: "\n").lazy.compactMap({ line in
        line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init)
      }).first(where: { $0.hasSuffix("/libFoundation.so") })
    else { throw failure("libFoundation.so is not loaded") }
    let folder = String(library.dropLast("libFoundation.so".count)) + "Foundation.swiftmodule/"
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard let module = modules.sorted().first(where: { $0.hasSuffix(".swiftmodule") }) else {
      throw failure("no Foundation.swiftmodule beside \(library)")
    }
    // The version is in the module's header, well inside its first 64 KiB.
    let header = readAll(folder + module, limit: 65_536)
    let marker = Array("Swift version ".utf8)
    guard
      let start = header.indices.first(where: { header[$0...].starts(with: marker) })
    else { throw failure("no compiler version in \(folder + module)") }
    let version = header[(start + marker.count)...].prefix { $0 != 0x20 && $0 != 0 }
    guard !version.isEmpty else { throw failure("an empty compiler version in \(folder + module)") }
    return String(decoding: version, as: UTF8.self)
  }

  /// A file's bytes up to `limit`, read with read(2): `/proc` files report size 0, which
  /// Foundation's whole-file reads take at its word.
  private static func readAll(_ path: String, limit: Int) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < limit {
      let count = read(fd, &buffer, min(buffer.count, limit - bytes.count))
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return bytes
  }

  public func availableLocaleIDs() -> [String] { Locale.availableIdentifiers }

  public func canonicalLocale(_ text: String) throws -> String {
    try FoundationICU.canonical(text)
  }

  public func likelySubtags(_ id: String) -> String? { FoundationICU.likelyForm(id) }

  public func dataLocale(of id: String) -> String? { FoundationLocales.dataLocale(id) }

  public func zoneIDs(canonicalOnly: Bool) throws -> [String] {
    try FoundationZones.ids(canonicalOnly: canonicalOnly)
  }

  public func isSystemZone(_ id: String) -> Bool { FoundationZones.isSystem(id) }

  public func formatters(for locale: LocaleID) -> FoundationLocaleFormatters {
    FoundationLocaleFormatters(locale)
  }

  public func fieldsReader(calendar: CalendarID, monthNames: LocaleID, zone: ZoneID) throws
    -> FoundationFieldsReader
  {
    try FoundationFieldsReader(calendar: calendar, monthNames: monthNames, zone: zone)
  }

  /// A formatter as an app makes one for a calendar: the locale with its calendar keyword.
  static func formatter(_ locale: LocaleID, _ calendar: CalendarID, zone: ZoneID) throws
    -> DateFormatter
  {
    let formatter = DateFormatter()
    formatter.locale = calendarLocale(locale, calendar)
    formatter.timeZone = try timeZone(zone)
    return formatter
  }

  static func calendarLocale(_ locale: LocaleID, _ calendar: CalendarID) -> Locale {
    Locale(identifier: "\(locale.rawValue)@calendar=\(calendar.rawValue)")
  }

  static func pattern(for template: String, _ locale: LocaleID, _ calendar: CalendarID) throws
    -> String
  {
    guard
      let pattern = DateFormatter.dateFormat(
        fromTemplate: template, options: 0, locale: calendarLocale(locale, calendar))
    else {
      throw EngineError(
        operation: "DateFormatter.dateFormat(fromTemplate:)", status: "nil",
        context: "\(locale.rawValue)@calendar=\(calendar.rawValue) '\(template)'")
    }
    return pattern
  }

  static func timeZone(_ zone: ZoneID) throws(EngineError) -> TimeZone {
    guard let timeZone = TimeZone(identifier: zone.rawValue) else {
      throw EngineError(operation: "TimeZone(identifier:)", status: "nil", context: zone.rawValue)
    }
    return timeZone
  }
}

extension Instant {
  var date: Date { Date(timeIntervalSince1970: Double(millisecondsSince1970) / 1000) }
}

extension DateTimeStyle {
  var foundation: DateFormatter.Style {
    switch self {
    case .none: .none
    case .short: .short
    case .medium: .medium
    case .long: .long
    case .full: .full
    }
  }
}

extension CalendarID {
  var foundation: Calendar.Identifier {
    switch self {
    case .gregorian: .gregorian
    case .buddhist: .buddhist
    case .hebrew: .hebrew
    }
  }
}
