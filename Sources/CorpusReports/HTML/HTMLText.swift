import CorpusDiff
import CorpusModel

/// An HTML document being written: escaped text, raw markup, and the corpus's strings.
///
/// Written by hand rather than through a template library: the pages are a few fixed shapes,
/// and a report of a 100,000-change upgrade must be written in a fraction of a second, so
/// everything goes straight into one byte buffer.
struct HTMLText {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

  /// Markup, written as it is.
  mutating func raw(_ markup: String) { bytes.append(contentsOf: markup.utf8) }

  /// Whether what is written so far ends a line, or a line's leading spaces.
  private var endsAtLineStart: Bool {
    for byte in bytes.reversed() {
      if byte == UInt8(ascii: "\n") { return true }
      if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { return false }
    }
    return true
  }

  /// Text, escaped for element content and attribute values alike; a character no output may
  /// carry (a control, a bidi override) is named (`⟨RLO U+202E⟩`), as every report names it.
  /// A colon that would begin a line (after its spaces) is written `&#58;`: a corpus key that
  /// starts a line of a `<pre>` list (`  ::error::…`) must not read as a workflow command in
  /// the page's source, though the browser shows the same colon.
  mutating func text(_ text: String) {
    let text = MessageText.escaped(text, limit: nil)
    var atLineStart = endsAtLineStart
    for byte in text.utf8 {
      if atLineStart, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
        atLineStart = false
        if byte == UInt8(ascii: ":") {
          bytes.append(contentsOf: "&#58;".utf8)
          continue
        }
      }
      switch byte {
      case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
      default: bytes.append(byte)
      }
    }
  }

  /// A corpus string as the locale writes it: every character kept, each invisible one (and
  /// each space other than U+0020) wrapped so that hovering names it, and the page's "name
  /// invisible characters" toggle shows the name in place (`⟨NNBSP U+202F⟩`, as the text report
  /// writes it).
  mutating func corpusString(_ string: String) {
    var plain = ""
    for scalar in string.unicodeScalars {
      if scalar.value != 0x20, let name = InvisibleText.name(of: scalar) {
        text(plain)
        plain = ""
        raw("<i class=\"inv\" title=\"")
        raw(name)
        raw("\">")
        text(String(scalar))
        raw("</i>")
      } else {
        plain.unicodeScalars.append(scalar)
      }
    }
    text(plain)
  }

  /// A changed string as the text report shows it — invisible characters named
  /// (`1:00⟨NNBSP U+202F⟩PM`) — with the span that differs from the other side in `<mark>`.
  ///
  /// A long string is cut around its change as the text report cuts it
  /// (`InvisibleText.markedParts`): a 15 MB value is a line, not 15 MB of page.
  mutating func markedString(_ string: String, prefix: Int, span: String) {
    let parts = InvisibleText.markedParts(string, prefix: prefix, span: span)
    text(parts.before)
    raw("<mark>")
    text(parts.span)
    raw("</mark>")
    text(parts.after)
  }

  /// `<tag class="…">text</tag>`.
  mutating func element(_ tag: String, _ content: String, class name: String? = nil) {
    raw("<\(tag)")
    if let name { raw(" class=\"\(name)\"") }
    raw(">")
    text(content)
    raw("</\(tag)>")
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
