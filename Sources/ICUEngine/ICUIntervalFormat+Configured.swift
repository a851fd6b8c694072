import CICU
import CorpusModel

extension ICUIntervalFormat {
  /// The interval format a configured template asks for (``IntervalConfiguration``): the
  /// locale's (`udtitvfmt_open`) or the user's patterns (`DateIntervalInfo`, the linked ICU's
  /// C++ API), then its capitalization context (`udtitvfmt_setContext`).
  ///
  /// - Throws: `InputError.unsupported` for user patterns on a loaded ICU (C++ names cannot be
  ///   looked up in one), and for a capitalization on an ICU without `udtitvfmt_setContext`
  ///   (before 68), naming the function and its first version; `InputError` for a spelling
  ///   ``IntervalConfiguration/init(validating:)`` refuses.
  static func configured(_ text: String, locale: String, zone: ZoneID) throws
    -> ICUIntervalFormat
  {
    let configuration = try IntervalConfiguration(validating: text)
    let engine = ICUSource().name
    if configuration.hasOwnPatterns, cicu_bind_callsLinked() == 0 {
      throw InputError.unsupported(
        text, engine: engine, reason: IntervalConfiguration.onlyLinkedICU)
    }
    if configuration.capitalization != .none,
      let function = ICUSource.lacking(["udtitvfmt_setContext"])
    {
      throw InputError.unsupported(
        text, engine: engine,
        reason: "this ICU has no \(function) (first in ICU \(cicu_bind_since(function)))")
    }
    let context = "\(locale) '\(text)' \(zone)"
    let format =
      configuration.hasOwnPatterns
      ? ICUIntervalFormat(
        handle: try openWithPatterns(configuration, locale: locale, zone: zone, context: context),
        context: context)
      : try ICUIntervalFormat(skeleton: configuration.template, locale: locale, zone: zone)
    if configuration.capitalization != .none {
      let index = Int32(
        RelativeCapitalization.allCases.firstIndex(of: configuration.capitalization)!)
      try icuCall("udtitvfmt_setContext", context) { status in
        cicu_udtitvfmt_setContext(format.handle, index, status)
      }
    }
    return format
  }

  /// ICU's calendar field for each pattern's field (`UCalendarDateFields`).
  private static func field(_ field: IntervalPatternField) -> Int32 {
    switch field {
    case .era: 0
    case .year: 1
    case .month: 2
    case .day: 5
    case .amPm: 9
    case .hour: 10
    case .hourOfDay: 11
    case .minute: 12
    }
  }

  /// `cicu_dtitvfmt_openWithPatterns` with the configuration's patterns, laid end to end in
  /// one buffer of UTF-16 units that lives for the call.
  private static func openWithPatterns(
    _ configuration: IntervalConfiguration, locale: String, zone: ZoneID, context: String
  ) throws(EngineError) -> OpaquePointer {
    let texts = configuration.patterns.map { Array($0.pattern.utf16) }
    let units = texts.flatMap { $0 }
    let lengths = texts.map { Int32($0.count) }
    let fields = configuration.patterns.map { Self.field($0.field) }
    let skeleton = Array(configuration.template.utf16)
    let zoneUnits = Array(zone.rawValue.utf16)
    let fallback = configuration.fallback.map { Array($0.utf16) }
    return try units.withUnsafeBufferPointer { (all) throws(EngineError) in
      var starts: [UnsafePointer<UInt16>?] = []
      var offset = 0
      for length in lengths {
        starts.append(all.baseAddress.map { $0 + offset })
        offset += Int(length)
      }
      return try icuOpen("DateIntervalFormat::createInstance", context) { status in
        fallback.withOptionalUnits { fallbackUnits, fallbackCount in
          cicu_dtitvfmt_openWithPatterns(
            locale, skeleton, Int32(skeleton.count), zoneUnits, Int32(zoneUnits.count), fields,
            starts, lengths, Int32(fields.count), fallbackUnits, fallbackCount, status)
        }
      }
    }
  }
}

extension Optional where Wrapped == [UInt16] {
  /// The units' address and count for a C call, or NULL and 0 for none.
  fileprivate func withOptionalUnits<R>(_ body: (UnsafePointer<UInt16>?, Int32) -> R) -> R {
    guard let self else { return body(nil, 0) }
    return self.withUnsafeBufferPointer { body($0.baseAddress, Int32($0.count)) }
  }
}
