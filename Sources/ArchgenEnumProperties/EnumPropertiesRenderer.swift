import ArchgenCore
import ArchgenSyntax

/// Renders the computed-property extension of one enum as Swift source.
public struct EnumPropertiesRenderer: Sendable {
  public var options: EnumPropertiesOptions

  public init(options: EnumPropertiesOptions = EnumPropertiesOptions()) {
    self.options = options
  }

  /// `extension Name { ... }`, two-space indented, no trailing newline.
  public func render(_ model: EnumModel) -> String {
    render(model, knownEnums: [model]).text
  }

  /// Renders `model`; `knownEnums` (every enum of the inputs) enables nested checks. Returns the
  /// warnings about members left out.
  public func render(_ model: EnumModel, knownEnums: [EnumModel]) -> (
    text: String, diagnostics: [Diagnostic]
  ) {
    var byName: [String: EnumModel] = [:]
    for known in knownEnums where byName[known.qualifiedName] == nil {
      byName[known.qualifiedName] = known
    }
    let planner = EnumMemberPlanner(options: options, knownEnums: byName)
    let (members, diagnostics) = planner.members(of: model)
    guard !members.isEmpty else {
      let text = extensionHead(model) + " {}"
      return (wrap(text, in: model.conditions[...]), diagnostics)
    }
    let writer = EnumMemberWriter(access: model.access.memberModifier, setters: options.setters)
    var blocks: [String] = []
    var index = 0
    while index < members.count {
      let conditions = members[index].conditions
      var group: [EnumMember] = []
      while index < members.count && members[index].conditions == conditions {
        group.append(members[index])
        index += 1
      }
      blocks.append(conditionalBlock(group, conditions: conditions[...], writer: writer, depth: 1))
    }
    let text = extensionHead(model) + " {\n\(blocks.joined(separator: "\n\n"))\n}"
    return (wrap(text, in: model.conditions[...]), diagnostics)
  }

  /// `extension Outer.Name`, after the enum's own `@available` attributes.
  private func extensionHead(_ model: EnumModel) -> String {
    (model.availability + ["extension \(model.qualifiedName.escapedAsQualifiedTypeName)"])
      .joined(separator: "\n")
  }

  /// The extension inside the `#if` clauses of the enum's declaration, indented one level each.
  private func wrap(_ text: String, in conditions: ArraySlice<IfConfigPath>) -> String {
    guard let path = conditions.first else { return text }
    let inner = wrap(text, in: conditions.dropFirst()).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.isEmpty ? "" : "  \($0)" }
    return (path.directives + inner + ["#endif"]).joined(separator: "\n")
  }

  /// The members wrapped in their `#if` clauses, earlier clauses of the same block left empty.
  private func conditionalBlock(
    _ members: [EnumMember], conditions: ArraySlice<IfConfigPath>, writer: EnumMemberWriter,
    depth: Int
  ) -> String {
    let indent = String(repeating: "  ", count: depth)
    guard let path = conditions.first else {
      return members.map { writer.declaration($0, indent: indent) }.joined(separator: "\n\n")
    }
    let directives = path.directives.map { indent + $0 }.joined(separator: "\n")
    let inner = conditionalBlock(
      members, conditions: conditions.dropFirst(), writer: writer, depth: depth + 1)
    return "\(directives)\n\(inner)\n\(indent)#endif"
  }
}
