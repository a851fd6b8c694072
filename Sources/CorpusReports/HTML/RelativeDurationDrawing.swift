import CorpusModel
import GoldenFormat

/// The span artifacts drawn as a reviewer reads them: one row per line of the golden file
/// (`long › auto › day` for relative times, `wide › hour,minute` for durations), a cell per
/// member, its key (the offset, the seconds) above its string. `null` — what the engine has no
/// way to ask — is shown as a dash, marked.
enum RelativeDurationDrawing {
  static func draw(_ node: GoldenNode, into html: inout HTMLText) {
    html.raw("<table class=\"generic spans\">")
    row(node, path: [], into: &html)
    html.raw("</table>")
  }

  private static func row(_ node: GoldenNode, path: [String], into html: inout HTMLText) {
    guard case .object(let members, _, _) = node else { return }
    let leaves = members.allSatisfy {
      switch $0.value {
      case .string, .literal: true
      default: false
      }
    }
    guard leaves, !path.isEmpty else {
      for member in members { row(member.value, path: path + [member.key], into: &html) }
      return
    }
    html.raw("<tr><th>")
    html.text(path.joined(separator: " › "))
    html.raw("</th>")
    for member in members {
      html.raw("<td><small>")
      html.text(member.key)
      html.raw("</small><br>")
      switch member.value {
      case .string(let text, _): html.corpusString(text)
      case .literal("null", _):
        html.raw("<span class=\"unsupported\" title=\"the engine has no way to ask\">—</span>")
      case .literal(let text, _): html.text(text)
      default: break
      }
      html.raw("</td>")
    }
    html.raw("</tr>")
  }
}
