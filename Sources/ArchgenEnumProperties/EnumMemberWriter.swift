import ArchgenCore

/// Writes one planned member as Swift source, breaking long lines the way `swift format` does
/// so that the generated file passes `swift format lint`.
package struct EnumMemberWriter {
  /// The access modifier with its trailing space, or empty.
  package let access: String
  package let setters: Bool
  package var lineLength = 100

  package func declaration(_ member: EnumMember, indent: String) -> String {
    let layout = Layout(indent: indent.count, lineLength: lineLength)
    let lines: [String]
    switch member.kind {
    case .check(let pattern):
      lines = [
        "\(access)var \(member.name.escapedIfKeyword): Bool {",
        "  if case \(pattern) = self { return true }",
        "  return false",
        "}",
      ]
    case .payload(let caseName, let elements):
      lines = payload(member.name, caseName: caseName, elements: elements, layout: layout)
    }
    return (member.availability + lines).map { indent + $0 }.joined(separator: "\n")
  }

  private func payload(
    _ name: String, caseName: String, elements: [PayloadElement], layout: Layout
  ) -> [String] {
    let pattern = "." + caseName.escapedInMemberPosition
    let bodyDepth = setters ? 2 : 1
    let type: String
    let getter: [String]
    let setter: [String]
    if elements.count == 1 {
      type = elements[0].optionalType
      getter = layout.ifCase(
        pattern, bindings: ["let value"], returning: "value", depth: bodyDepth)
      let label = elements[0].label.map { "\($0): " } ?? ""
      setter =
        [
          elements[0].isOptional
            ? "guard case \(pattern) = self else { return }"
            : "guard case \(pattern) = self, let newValue else { return }"
        ] + layout.call("self = \(pattern)(", ["\(label)newValue"], depth: bodyDepth)
    } else {
      let tupleType = elements.map { element in
        element.label.map { "\($0.escapedIfKeyword): \(element.type)" } ?? element.type
      }
      type = "(\(tupleType.joined(separator: ", ")))?"
      let values = elements.indices.map { "value\($0)" }
      getter = layout.ifCase(
        pattern, bindings: values.map { "let \($0)" },
        returning: "(\(values.joined(separator: ", ")))", depth: bodyDepth)
      let arguments = elements.enumerated().map { offset, element in
        (element.label.map { "\($0): " } ?? "") + "newValue.\(offset)"
      }
      setter =
        ["guard case \(pattern) = self, let newValue else { return }"]
        + layout.call("self = \(pattern)(", arguments, depth: bodyDepth)
    }
    let head = layout.head("\(access)var \(name.escapedIfKeyword):", type: type)
    guard setters else { return head + getter.map { "  " + $0 } + ["}"] }
    return head + ["  get {"] + getter.map { "    " + $0 } + ["  }", "  set {"]
      + setter.map { "    " + $0 } + ["  }", "}"]
  }
}

/// Line breaking for one member: `depth` counts two-space levels below the member's own indent.
private struct Layout {
  let indent: Int
  let lineLength: Int

  func fits(_ line: String, depth: Int) -> Bool {
    indent + 2 * depth + line.count <= lineLength
  }

  /// `var name: Type {`, or the type on its own line when that does not fit.
  func head(_ declaration: String, type: String) -> [String] {
    let line = "\(declaration) \(type) {"
    return fits(line, depth: 0) ? [line] : [declaration, "  \(type)", "{"]
  }

  /// `if case .name(let value) = self { return value }` and `return nil`, broken when too long.
  func ifCase(_ pattern: String, bindings: [String], returning result: String, depth: Int)
    -> [String]
  {
    let list = bindings.joined(separator: ", ")
    let line = "if case \(pattern)(\(list)) = self { return \(result) }"
    if fits(line, depth: depth) { return [line, "return nil"] }
    let opening = "if case \(pattern)(\(list)) = self {"
    let body = ["  return \(result)", "}", "return nil"]
    if fits(opening, depth: depth) { return [opening] + body }
    return ["if case \(pattern)(", "  \(list)) = self", "{"] + body
  }

  /// `self = .name(arguments)`, the arguments on their own line when too long.
  func call(_ opening: String, _ arguments: [String], depth: Int) -> [String] {
    let list = arguments.joined(separator: ", ")
    let line = "\(opening)\(list))"
    return fits(line, depth: depth) ? [line] : [opening, "  \(list))"]
  }
}

extension String {
  /// Wraps a Swift keyword in backticks so it can be used as an identifier.
  package var escapedIfKeyword: String {
    SwiftKeywords.reserved.contains(self) ? "`\(self)`" : self
  }

  /// A type name as written in a type position (`extension Outer.\`is\``): keywords, and `Type`
  /// and `Protocol`, which would mean a metatype, in backticks.
  package var escapedAsTypeName: String {
    SwiftKeywords.reserved.contains(self) || self == "Type" || self == "Protocol"
      ? "`\(self)`" : self
  }

  /// A dotted type name (`Outer.Mode`) with each component escaped as a type name.
  package var escapedAsQualifiedTypeName: String {
    split(separator: ".").map { String($0).escapedAsTypeName }.joined(separator: ".")
  }

  /// After a dot almost every keyword is a plain member name; these few are not.
  package var escapedInMemberPosition: String {
    ["init", "self", "Self", "Type", "Protocol", "_"].contains(self) ? "`\(self)`" : self
  }
}
