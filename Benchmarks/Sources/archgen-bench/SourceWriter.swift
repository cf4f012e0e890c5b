/// Accumulates the lines of one generated Swift file, indenting with two spaces.
struct SourceWriter {
  private(set) var lines: [String] = []
  private var level = 0

  var count: Int { lines.count }
  var text: String { lines.joined(separator: "\n") + "\n" }

  /// Adds `text` (which may hold several lines) at the current indentation.
  mutating func add(_ text: String = "") {
    let indent = String(repeating: "  ", count: level)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(line.isEmpty ? "" : indent + line)
    }
  }

  /// Adds a blank line unless the previous line is blank or opens a block.
  mutating func gap() {
    guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
    lines.append("")
  }

  mutating func open(_ header: String) {
    add(header + " {")
    level += 1
  }

  /// Indents what follows, after a header written with `add` that ends with `{`.
  mutating func enter() {
    level += 1
  }

  /// Ends an indented run with `text` (a closing bracket other than a brace).
  mutating func leave(_ text: String) {
    level -= 1
    add(text)
  }

  mutating func close(_ suffix: String = "") {
    level -= 1
    add("}" + suffix)
  }

  /// Writes `header {`, the body, and `}`.
  mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
    open(header)
    body(&self)
    close()
  }

  /// A `switch`: its cases stay at the switch's indentation, as swift-format writes them.
  mutating func switchBlock(_ header: String, _ body: (inout SourceWriter) -> Void) {
    add(header + " {")
    body(&self)
    add("}")
  }
}
