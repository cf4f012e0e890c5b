import ArchgenSyntax
import SwiftSyntax

/// The stored value a type's subscript writes: `subscript(find: FindBy) -> Segment { get { … }
/// set { segments[find] = newValue } }` makes `state[find].status = .loading` a change of
/// `segments[].status`, whatever the names. Read from the setter's body: its one statement
/// assigns `newValue` (or the setter's own name for it) to an element of a stored value, or to
/// the stored value itself.
package struct SubscriptSetter: Sendable {
  /// The declaring type's qualified name (an extension's: the type it extends).
  package var typePath: String
  /// The field path a write through the subscript changes (`segments[]`, `current`).
  package var field: String

  /// The subscripts of a file's types and extensions with such a setter; a type with two that
  /// write different values is left out (which one a write goes through is not told).
  package static func read(_ table: DeclarationTable) -> [SubscriptSetter] {
    var result: [SubscriptSetter] = []
    for type in table.types(outside: [.function, .closure]) {
      guard [.classType, .structType, .actorType, .extensionType].contains(type.kind),
        let block = type.memberBlock
      else { continue }
      let path =
        type.kind == .extensionType
        ? TypeName.components(type.name).joined(separator: ".") : type.qualifiedName
      let fields = Set(
        block.members.declarationsThroughIfConfigs().compactMap {
          $0.decl.as(SubscriptDeclSyntax.self).flatMap(written)
        })
      if fields.count == 1, let field = fields.first {
        result.append(SubscriptSetter(typePath: path, field: field))
      }
    }
    return result
  }

  /// `set { segments[find] = newValue }` as `segments[]`; `set(value) { current = value }` as
  /// `current`.
  private static func written(_ node: SubscriptDeclSyntax) -> String? {
    guard case .accessors(let accessors) = node.accessorBlock?.accessors,
      let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
      let statements = setter.body?.statements, statements.count == 1,
      let sequence = statements.first?.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)
    else { return nil }
    let items = Array(sequence.elements)
    let newValue = setter.parameters?.name.text ?? "newValue"
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      items[2].as(DeclReferenceExprSyntax.self)?.baseName.text == newValue
    else { return nil }
    var target = items[0]
    var element = false
    if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
      target = subscriptCall.calledExpression
      element = true
    }
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text + (element ? "[]" : "")
    }
    guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    return name + (element ? "[]" : "")
  }

  /// `[].status=loading` as `segments[].status=loading`: a node written through the subscript
  /// as the stored value it changes.
  package static func rewritten(_ text: String, field: String) -> String {
    guard case .field(let path, let value) = Node(text), path.hasPrefix("[]") else { return text }
    return Node.field(path: field + path.dropFirst(2), value: value).text
  }
}

/// Writes through a struct state's subscript (`state[find].status = .loading`) are writes of
/// the stored value its setter changes (`SubscriptSetter`). Must come after `MethodCallStep`
/// (summaries hand such writes on) and before `InitialStep` (a start is a field's value).
package enum SubscriptSetterStep: LinkStep {
  package static func apply(_ work: inout LinkWork, _ linker: MachineLinker) {
    guard let field = linker.subscriptField(work.reducer.stateType, from: work.reducer.typePath)
    else { return }
    for index in work.reducer.transitions.indices {
      work.reducer.transitions[index].to = SubscriptSetter.rewritten(
        work.reducer.transitions[index].to, field: field)
      work.reducer.transitions[index].from = SubscriptSetter.rewritten(
        work.reducer.transitions[index].from, field: field)
    }
  }
}
