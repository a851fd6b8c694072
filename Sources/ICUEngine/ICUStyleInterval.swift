import CICU
import CorpusModel

/// A date style and a time style as a range. ICU has no interval format for a style pair, so
/// the engine asks as ECMA-402's implementations over ICU do (V8's and SpiderMonkey's
/// `formatRange` with `dateStyle`/`timeStyle`): the skeleton of the pair's own pattern
/// (`udatpg_getSkeleton`: en_US medium/short `MMM d, y, h:mm a` → `yMMMdahmm`), opened as an
/// interval format like any template's. That is what test262's `formatRange` tests expect of a
/// style range; ECMA-402's rule that equal dates take the style's own pattern is not applied:
/// the engine writes what ICU's interval format writes.
extension ICUCalendarFormatters {
  /// The interval skeleton of `pair`: the skeleton of the pattern it formats with.
  func intervalSkeleton(_ pair: StylePair) throws -> String {
    let pattern = try styles.pattern(pair)
    return try withUTF16Units(pattern) { units, count throws(EngineError) in
      try icuString("udatpg_getSkeleton", "\(pair) '\(pattern)'") { buffer, capacity, status in
        cicu_udatpg_getSkeleton(units, count, buffer, capacity, status)
      }
    }
  }

  public func interval(pair: StylePair, from: Instant, to: Instant) throws -> String {
    try intervalFormat(try intervalSkeleton(pair)).format(from: from, to: to)
  }

  /// - Throws: `InputError.unsupported` on a loaded ICU without `udtitvfmt_formatToResult`, as
  ///   ``intervalParts(template:from:to:)``.
  public func intervalParts(pair: StylePair, from: Instant, to: Instant) throws
    -> [FormattedPart]
  {
    try intervalParts(template: try intervalSkeleton(pair), from: from, to: to)
  }
}
