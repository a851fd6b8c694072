/// Text echoed in a one-line message: what a user or a corpus folder gave, made safe to print.
///
/// A value can hold a newline or an escape sequence (`ESC[2J`): printed raw, an error would
/// split over two lines, and a forged `::warning::` after a newline would start a line GitHub
/// reads as an annotation. Every control character (C0, DEL, C1) and the Unicode line and
/// paragraph separators are written as Swift escapes instead (`\n`, `\u{1B}`).
public enum MessageText {
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        output.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\0": output += "\\0"
      default: output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return output
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
