import CorpusModel

/// The layout of values several artifacts and commands write — pickers, months, parse results,
/// ranked rows, objects in key order — and of the manifest. Which members a locale file holds,
/// and in what order, is each artifact's step's (`LocaleFileEncoding` in Assembly).
public enum GoldenEncoding {
  public static let manifestFileName = "manifest.json"
  public static let fieldsFileName = Artifact.fields.fileName!

  /// A `[String: String]` as an object in key order.
  public static func writeStrings(_ values: [String: String], into writer: inout GoldenWriter) {
    writer.object { writer in
      for (key, value) in GoldenWriter.sortedMembers(values) { writer.member(key, value) }
    }
  }

  /// An object of `values` with its keys in byte order, each value written by `value`.
  ///
  /// Inlinable so that the artifacts' steps, in another module, get it specialized to their
  /// values (unspecialized it was measurably slower: Development.md, "Measurements behind the
  /// code").
  @inlinable
  public static func writeObject<Value>(
    _ values: [String: Value], into writer: inout GoldenWriter,
    _ value: (Value, inout GoldenWriter) -> Void
  ) {
    writer.object { writer in
      for member in GoldenWriter.sortedMembers(values) {
        writer.key(member.key)
        value(member.value, &writer)
      }
    }
  }

  /// A month as stored: title, header and selected day on a line each, one line per week;
  /// with an available range, `unavailable`: the days it leaves out (1 = the first), on a line.
  ///
  /// - Parameter standalone: also name locale and calendar, as `fmtcorpus month --json` prints
  ///   one month on its own.
  public static func write(
    _ month: Month, standalone: Bool = false, into writer: inout GoldenWriter
  ) {
    writer.object { writer in
      if standalone { writer.member("calendar", month.calendar.rawValue) }
      writer.member("direction", month.isRightToLeft ? "rtl" : "ltr")
      if standalone { writer.member("locale", month.locale.rawValue) }
      writer.key("selected")
      write(month.selected, into: &writer)
      writer.key("title")
      write(month.title, into: &writer)
      if let unavailable = month.unavailable {
        // With a range only: the days it leaves out, on one line.
        writer.key("unavailable")
        writer.inline { writer in writer.array { for day in unavailable { $0.int(day) } } }
      }
      writer.key("weekdays")
      writer.object { writer in
        writer.key("narrow")
        writer.inline { $0.array(month.weekdays.narrow) }
        writer.key("short")
        writer.inline { $0.array(month.weekdays.short) }
      }
      writer.key("weeks")
      writer.array { writer in
        for week in month.weeks {
          writer.inline { writer in
            writer.object { writer in
              writer.key("days")
              writer.array(week.days)
              writer.member("week", week.week)
            }
          }
        }
      }
    }
  }

  /// `{"pattern": …, "string": …}` on one line.
  public static func write(_ result: SkeletonResult, into writer: inout GoldenWriter) {
    writer.inline { writer in
      writer.object { writer in
        writer.member("pattern", result.pattern)
        writer.member("string", result.string)
      }
    }
  }

  /// The four parse results of one string on one line.
  public static func write(_ results: ParseResults, into writer: inout GoldenWriter) {
    writer.inline { writer in
      writer.object { writer in
        writer.member("lenient", results.lenient)
        writer.member("lenientPlain", results.lenientPlain)
        writer.member("strict", results.strict)
        writer.member("strictPlain", results.strictPlain)
      }
    }
  }

  /// The distinct values of one key level in the order first seen, then ranked by their text's
  /// bytes: a level has a few values (3 calendars, 15 zones), so a linear search beats hashing.
  ///
  /// Inlinable, like ``writeObject(_:into:_:)``: the artifacts' steps (another module) would
  /// otherwise run it unspecialized for every row.
  public struct Ranking<Value: Equatable> {
    @usableFromInline var values: [Value] = []

    @inlinable public init() {}

    /// The value's place in first-seen order.
    @inlinable public mutating func index(_ value: Value) -> Int {
      if let index = values.firstIndex(of: value) { return index }
      values.append(value)
      return values.count - 1
    }

    /// For each first-seen index, the value's rank in byte order of `text`.
    @inlinable public func ranks(by text: (Value) -> String) -> [Int] {
      let order = values.indices.sorted {
        text(values[$0]).precedesInBytes(text(values[$1]))
      }
      var ranks = [Int](repeating: 0, count: values.count)
      for (rank, index) in order.enumerated() { ranks[index] = rank }
      return ranks
    }

    /// The texts in rank order.
    @inlinable public func sortedTexts(_ text: (Value) -> String) -> [String] {
      values.map(text).sorted { $0.precedesInBytes($1) }
    }
  }

  /// Rows keyed by three levels, put in the order their keys' ranks give (level by level, then
  /// first seen): what the nested objects of `styles` and `fields.json` are written in.
  public enum RankedRows {
    /// Each row as its three ranks and its index in `keys`, sorted.
    ///
    /// - Parameters:
    ///   - keys: each row's first-seen index at each level (``Ranking/index(_:)``).
    ///   - ranks: each level's rank by first-seen index (``Ranking/ranks(by:)``).
    ///
    /// Ranks and the index are packed in one integer per row with just the bits their counts
    /// need, so the sort compares integers; a table too large to pack (more than `packing`
    /// bits) sorts the tuples instead, to the same order.
    public static func sorted(
      _ keys: [(Int, Int, Int)], ranks: ([Int], [Int], [Int]), packing: Int = 63
    ) -> [(Int, Int, Int, Int)] {
      let rows = keys.enumerated().map { index, key in
        (ranks.0[key.0], ranks.1[key.1], ranks.2[key.2], index)
      }
      func bits(_ count: Int) -> Int { Int.bitWidth - max(count - 1, 0).leadingZeroBitCount }
      let widths = (bits(ranks.1.count), bits(ranks.2.count), bits(rows.count))
      let total = bits(ranks.0.count) + widths.0 + widths.1 + widths.2
      guard total <= packing else {
        return rows.sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }
      }
      let shifts = (widths.0 + widths.1 + widths.2, widths.1 + widths.2, widths.2)
      var packed = rows.map { ($0.0 << shifts.0) | ($0.1 << shifts.1) | ($0.2 << shifts.2) | $0.3 }
      packed.sort()
      return packed.map { row in
        (
          row >> shifts.0, (row >> shifts.1) & ((1 << widths.0) - 1),
          (row >> shifts.2) & ((1 << widths.1) - 1), row & ((1 << widths.2) - 1)
        )
      }
    }

    /// Writes sorted rows as nested objects: the first two levels' texts key objects, the
    /// third's key each row's value, which `leaf` writes given the row's index in `keys`.
    public static func write(
      _ rows: [(Int, Int, Int, Int)], _ texts: ([String], [String], [String]),
      into writer: inout GoldenWriter, leaf: (String, Int, inout GoldenWriter) -> Void
    ) {
      var index = 0
      writer.object { writer in
        while index < rows.count {
          let first = rows[index].0
          writer.key(texts.0[first])
          writer.object { writer in
            while index < rows.count, rows[index].0 == first {
              let second = rows[index].1
              writer.key(texts.1[second])
              writer.object { writer in
                while index < rows.count, rows[index].0 == first, rows[index].1 == second {
                  leaf(texts.2[rows[index].2], rows[index].3, &writer)
                  index += 1
                }
              }
            }
          }
        }
      }
    }
  }

  /// The manifest as golden JSON, through the same `Codable` models ``ManifestDecoding`` reads
  /// (``GoldenNodeEncoder`` mirrors ``GoldenNodeDecoder``): absent optionals (a plan made before
  /// an artifact, a corpus that is neither pending nor a shard) are absent keys, and what
  /// differs from the reference is all a planned picker writes. On one line each: a file's
  /// record, a planned picker, the shard.
  public static func encode(_ manifest: Manifest) -> GoldenJSON {
    let encoder = GoldenNodeEncoder { path in
      (path.count == 2 && path[0] == "files")
        || (path.count == 3 && path[0] == "plan" && path[1] == Artifact.pickers.planKey!)
        || path == ["shard"]
        || (path.count == 3 && path[0] == "plan" && Self.spanPlanKeys.contains(path[1])
          && path[2] != "groups")
        || (path.count == 4 && path[0] == "plan" && path[1] == Artifact.relative.planKey!)
    }
    // The models hold strings, whole numbers and booleans only: encoding cannot fail.
    return try! encoder.encode(manifest)
  }

  /// The plans of the span artifacts, whose lists (and the relative plan's groups) sit on one
  /// line each.
  static let spanPlanKeys: Set<String> = [
    Artifact.relative.planKey!, Artifact.durations.planKey!,
  ]

}
