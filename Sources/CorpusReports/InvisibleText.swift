import CorpusDiff
import CorpusModel

/// Writes strings so that invisible characters can be seen: `1:00⟨NNBSP U+202F⟩PM`.
public enum InvisibleText {
  /// The short names (`NNBSP`, `ESC`, `RLO`): the one table every output names characters by.
  static var names: [UInt32: String] { MessageText.names }

  static func hex(_ value: UInt32) -> String { MessageText.hex(value) }

  /// Names every invisible or non-ASCII space; a plain space is named only when `spaces`.
  public static func visible(_ text: String, spaces: Bool = false) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      // Printable ASCII is most of every report: no property lookups for it.
      if value > 0x20 && value < 0x7F || (value == 0x20 && !spaces) {
        output.append(UInt8(value))
        continue
      }
      if let name = name(of: scalar) {
        output.append(contentsOf: "⟨\(name)⟩".utf8)
      } else {
        UTF8.encode(scalar) { output.append($0) }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `NNBSP U+202F` for a character `visible` names (any space included), nil for one it
  /// writes as it is.
  public static func name(of scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    if value > 0x20 && value < 0x7F { return nil }
    let invisible =
      value < 0x80 || scalar.properties.isWhitespace
      || scalar.properties.generalCategory == .format
      || scalar.properties.generalCategory == .control
    return invisible ? "\(names[value].map { $0 + " " } ?? "")\(hex(value))" : nil
  }

  /// The characters of a value reports show; a longer one is cut, saying so as errors do
  /// (`MessageText.cutNote`), so a 15 MB stored value stays a line a reader and a CI log can
  /// take.
  public static let valueLimit = 1_000

  /// The characters kept on each side of the differing span of a value cut short.
  public static let context = 100

  /// A value as reports show it: ``visible(_:spaces:)``, cut after ``valueLimit`` characters
  /// (`…(cut: 15000000 characters)`, the value's whole length).
  public static func shown(_ text: String, spaces: Bool = false) -> String {
    let count = text.unicodeScalars.count
    guard count > valueLimit else { return visible(text, spaces: spaces) }
    return visible(part(text.unicodeScalars.prefix(valueLimit)), spaces: spaces)
      + MessageText.cutNote(count)
  }

  /// The string with its differing span wrapped in ⟦ ⟧ (invisible characters named).
  ///
  /// A string longer than ``valueLimit`` keeps the change in view (``markedParts``).
  public static func marked(_ text: String, prefix: Int, span: String) -> String {
    let parts = markedParts(text, prefix: prefix, span: span)
    return parts.before + "⟦" + parts.span + "⟧" + parts.after
  }

  /// A changed string in three parts, each with its invisible characters named (the span's
  /// spaces too): what comes before the span that differs, the span, what follows.
  ///
  /// A string longer than ``valueLimit`` keeps ``context`` characters on each side of the
  /// span and the span's first characters, `…` where text is left out, and says the cut at
  /// the end with the string's whole length, as errors do: `…ה׳ה׳⟦6⟧…(cut: 200003 characters)`.
  /// The text report and the HTML page (`<mark>` for ⟦ ⟧) cut alike.
  static func markedParts(_ text: String, prefix: Int, span: String) -> (
    before: String, span: String, after: String
  ) {
    let scalars = Array(text.unicodeScalars)
    let prefix = min(prefix, scalars.count)
    let end = min(scalars.count, prefix + span.unicodeScalars.count)
    guard scalars.count > valueLimit else {
      return (
        visible(part(scalars[..<prefix])), visible(part(scalars[prefix..<end]), spaces: true),
        visible(part(scalars[end...]))
      )
    }
    let start = max(0, prefix - context)
    let spanEnd = min(end, prefix + valueLimit - 2 * context)
    let after = spanEnd < end ? end : min(scalars.count, end + context)
    return (
      (start > 0 ? "…" : "") + visible(part(scalars[start..<prefix])),
      visible(part(scalars[prefix..<spanEnd]), spaces: true) + (spanEnd < end ? "…" : ""),
      visible(part(scalars[end..<after])) + MessageText.cutNote(scalars.count)
    )
  }

  private static func part<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}

extension InvisibleText {
  /// A whole file, line by line, with invisible characters named as reports name them:
  /// what `fmtcorpus show` prints, and what git diffs through it as a textconv.
  ///
  /// Needs nothing but the bytes (git hands a textconv a temporary copy, without the file's
  /// name or its manifest). Line breaks stay line breaks; a CR before one is named
  /// (`⟨CR U+000D⟩`), so CRLF shows; bytes that are not UTF-8 show as U+FFFD.
  public static func visibleLines(_ bytes: [UInt8]) -> String {
    // By byte, not Character: "\r\n" is one Character and would hide the CR.
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { MessageText.line(visible(String(decoding: $0, as: UTF8.self))) }
      .joined(separator: "\n")
  }
}
