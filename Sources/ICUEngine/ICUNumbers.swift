import CICU
import CorpusModel

/// An ICU number formatter from a number skeleton (`measure-unit/duration-hour unit-width-short`).
final class ICUNumberFormat {
  private let handle: OpaquePointer
  let context: String

  init(skeleton: String, locale: String) throws(EngineError) {
    let context = "\(locale) '\(skeleton)'"
    self.context = context
    handle = try withUTF16Units(skeleton) { units, count throws(EngineError) in
      try icuOpen("unumf_openForSkeletonAndLocale", context) { status in
        cicu_unumf_open(units, count, locale, status)
      }
    }
  }

  deinit { cicu_unumf_close(handle) }

  func format(_ value: Int) throws(EngineError) -> String {
    try icuString("unumf_formatInt", "\(context) \(value)") { buffer, capacity, status in
      cicu_unumf_formatInt(handle, Int64(value), buffer, capacity, status)
    }
  }
}

/// A locale's cardinal plural rules.
final class ICUPluralRules {
  private let handle: OpaquePointer
  let locale: String

  init(locale: String) throws(EngineError) {
    self.locale = locale
    handle = try icuOpen("uplrules_open", locale) { cicu_uplrules_open(locale, $0) }
  }

  deinit { cicu_uplrules_close(handle) }

  func category(of number: Int) throws(EngineError) -> String {
    try icuASCII("uplrules_select", "\(locale) \(number)") { buffer, capacity, status in
      cicu_uplrules_select(handle, Double(number), buffer, capacity, status)
    }
  }
}
