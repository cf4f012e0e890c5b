import ArchgenCore
import Foundation

/// Text helpers for the site's pages: HTML escaping, JSON for an embedded script, relative paths.
package enum SiteText {
  /// Text safe inside an HTML element or a double-quoted attribute.
  package static func html(_ text: String) -> String {
    TextEscaping.scalars(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  /// A JSON string literal that can sit inside a `<script>` element (no `</script>` in it).
  package static func scriptString(_ text: String) -> String {
    JSONRenderer.string(text).replacingAll("<", with: "\\u003c")
      .replacingAll(">", with: "\\u003e").replacingAll("&", with: "\\u0026")
  }

  /// A link target: path segments percent-encoded, slashes kept.
  package static func href(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// `path` (absolute, standardized) as seen from the folder `base` (absolute, standardized).
  package static func relative(_ path: String, from base: String) -> String {
    let target = path.split(separator: "/", omittingEmptySubsequences: true)
    let origin = base.split(separator: "/", omittingEmptySubsequences: true)
    var common = 0
    while common < min(target.count, origin.count) && target[common] == origin[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: origin.count - common)
    return (ups + target[common...].map(String.init)).joined(separator: "/")
  }

  /// An absolute, standardized path for `path` read from the current folder.
  package static func absolute(_ path: String) -> String {
    let full =
      path.hasPrefix("/")
      ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (full as NSString).standardizingPath
  }

  /// The SVG element of Graphviz's output, without the XML prolog, doctype and comments before it.
  package static func inlineSVG(_ svg: String) -> String {
    guard let start = svg.range(of: "<svg") else { return svg }
    return String(svg[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
