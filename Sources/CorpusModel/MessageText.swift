/// Text a user or a corpus folder gave, made safe to print in any output: the one rule every
/// report, error and `show` follows.
///
/// A value can hold a newline, an escape sequence (`ESC[2J`) or a bidi override: printed raw, an
/// error would split over two lines, a forged `::error::` after a newline would start a line
/// GitHub runs as a workflow command, the terminal would obey the sequence, and an override
/// would reorder what the reader sees. Such characters — every C0 and C1 control, DEL, the
/// Unicode line and paragraph separators, the bidi embeddings, overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069) — are written by name instead, the way reports name invisible
/// characters (`⟨ESC U+001B⟩`, `⟨RLO U+202E⟩`). The table of names is this one;
/// `InvisibleText` (the reports' naming of every invisible character) reads it too.
public enum MessageText {
  /// A value echoed in a message: unsafe characters named, and cut after `limit` characters
  /// with the cut said (`…(cut: 10000 characters)`), so a 10,000-character value stays one
  /// readable line. `limit` nil keeps everything (a whole message, a report line).
  public static func escaped(_ text: String, limit: Int? = 200) -> String {
    var text = text
    var cut = ""
    if let limit, text.unicodeScalars.count > limit {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: text.unicodeScalars.prefix(limit))
      cut = cutNote(text.unicodeScalars.count)
      text = String(view)
    }
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text + cut }
    var output = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        output += named(scalar)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output + cut
  }

  /// `…(cut: 10000 characters)`: what ends a value shown cut short, with its whole length in
  /// characters (Unicode scalars). Errors (``escaped(_:limit:)``) and reports' values
  /// (`InvisibleText.shown`) say a cut the same way.
  public static func cutNote(_ count: Int) -> String { "…(cut: \(count) characters)" }

  /// Whether `scalar` may never reach an output as it is: a C0 or C1 control, DEL, U+2028,
  /// U+2029, or a bidi embedding, override or isolate control.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
      || (value >= 0x202A && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069)
  }

  /// `⟨ESC U+001B⟩`: the character's short name (where it has one) and code point.
  public static func named(_ scalar: Unicode.Scalar) -> String {
    "⟨\(names[scalar.value].map { $0 + " " } ?? "")\(hex(scalar.value))⟩"
  }

  /// `U+001B`.
  public static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Short names of the characters outputs name: controls (their ISO 6429 abbreviations),
  /// spaces, and format characters.
  public static let names: [UInt32: String] = {
    var names: [UInt32: String] = [
      0xA0: "NBSP", 0x2002: "ENSP", 0x2003: "EMSP", 0x2004: "3/MSP", 0x2005: "4/MSP",
      0x2006: "6/MSP", 0x2007: "FSP", 0x2008: "PSP", 0x2009: "THSP", 0x200A: "HSP",
      0x200B: "ZWSP", 0x200C: "ZWNJ", 0x200D: "ZWJ", 0x200E: "LRM", 0x200F: "RLM", 0x061C: "ALM",
      0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO", 0x202F: "NNBSP",
      0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI", 0x3000: "IDSP", 0xFEFF: "ZWNBSP",
      0x2028: "LSEP", 0x2029: "PSEP", 0x20: "SP", 0x7F: "DEL",
    ]
    let c0 = [
      "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "TAB", "LF", "VT", "FF", "CR",
      "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC",
      "FS", "GS", "RS", "US",
    ]
    let c1 = [
      "PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA", "HTS", "HTJ", "VTS", "PLD", "PLU",
      "RI", "SS2", "SS3", "DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA", "SOS", "SGCI",
      "SCI", "CSI", "ST", "OSC", "PM", "APC",
    ]
    for (offset, name) in c0.enumerated() { names[UInt32(offset)] = name }
    for (offset, name) in c1.enumerated() { names[0x80 + UInt32(offset)] = name }
    return names
  }()
}

extension MessageText {
  /// One line of an output, checked last: unsafe characters named (as `escaped` does, nothing
  /// cut), and a line that would begin with `::` after its indent — GitHub Actions trims the
  /// indent and runs such a line as a workflow command — has that colon named (`⟨U+003A⟩:`).
  /// Only the GitHub format's own annotations begin with `::`, and they are not passed here.
  public static func line(_ line: String) -> String {
    guardingColons(escaped(line, limit: nil))
  }

  /// The line with a leading `::` (after its indent) made harmless: the first colon named.
  public static func guardingColons(_ line: String) -> String {
    let body = line.drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix("::") else { return line }
    return String(line[..<body.startIndex]) + hex(0x3A).wrappedName + body.dropFirst()
  }

  /// Every line of `text` (split at `\n`) through ``line(_:)``: for an output whose own layout
  /// puts the line breaks, after every value in it was escaped.
  public static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }
      .joined(separator: "\n")
  }
}

extension String {
  fileprivate var wrappedName: String { "⟨" + self + "⟩" }
}
