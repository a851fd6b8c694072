import CorpusDiff
/// Writes strings so that invisible characters can be seen: `1:00⟨NNBSP U+202F⟩PM`.
public enum InvisibleText {
  static let names: [UInt32: String] = [
    0x09: "TAB", 0xA0: "NBSP", 0x2002: "ENSP", 0x2003: "EMSP", 0x2004: "3/MSP", 0x2005: "4/MSP",
    0x2006: "6/MSP", 0x2007: "FSP", 0x2008: "PSP", 0x2009: "THSP", 0x200A: "HSP",
    0x200B: "ZWSP", 0x200C: "ZWNJ", 0x200D: "ZWJ", 0x200E: "LRM", 0x200F: "RLM", 0x061C: "ALM",
    0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO", 0x202F: "NNBSP",
    0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI", 0x3000: "IDSP", 0xFEFF: "ZWNBSP",
    0x20: "SP",
  ]

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

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

  /// The string with its differing span wrapped in ⟦ ⟧ (invisible characters named).
  public static func marked(_ text: String, prefix: Int, span: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let end = min(scalars.count, prefix + span.unicodeScalars.count)
    func part(_ slice: ArraySlice<Unicode.Scalar>) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: slice)
      return String(view)
    }
    return visible(part(scalars[..<prefix])) + "⟦"
      + visible(part(scalars[prefix..<end]), spaces: true)
      + "⟧" + visible(part(scalars[end...]))
  }
}

extension InvisibleText {
  /// A whole file, line by line, with invisible characters named as reports name them:
  /// what `fmtcorpus show` prints, and what git diffs through it as a textconv.
  ///
  /// Needs nothing but the bytes (git hands a textconv a temporary copy, without the file's
  /// name or its manifest). Line breaks stay line breaks; a CR before one is named
  /// (`⟨U+000D⟩`), so CRLF shows; bytes that are not UTF-8 show as U+FFFD.
  public static func visibleLines(_ bytes: [UInt8]) -> String {
    // By byte, not Character: "\r\n" is one Character and would hide the CR.
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { visible(String(decoding: $0, as: UTF8.self)) }.joined(separator: "\n")
  }
}
