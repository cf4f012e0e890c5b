import ArchgenSyntax
import SwiftSyntax

extension TransitionExtractor {
  /// `state.storyCreationState.moveToNextPage(...)`: a method of the field's type declared in
  /// this file. A `mutating` one is read with `self` as the field, its changes drawn under the
  /// field's path (`storyCreationState.currentPage=?`); one without `mutating` on a struct, an
  /// enum or a protocol cannot change the field, nor can one of a class or an actor (the field
  /// still holds the same object: `player?.stop()`), so it is no edge, in a method of the state
  /// too. A mutating one only through a state handed in (`state.field.m()`): in a method of the
  /// state itself, `nvim.flush()` stays `nvim=?`, as the corpus labels a mutating call on a
  /// field there (field-b-heldout, ShadowVim).
  package func followFieldMethod(_ call: FunctionCallExprSyntax, _ context: inout Context) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, case .field(let field) = reference.access(base),
      !field.contains("."), context.depth < Self.maxCallDepth
    else { return false }
    let name = member.declName.baseName.text
    guard !ReturnShape.mutatingMethods.contains(name), !context.callStack.contains(name),
      let (typePath, method) = fieldMethod(name, call)
    else { return false }
    let isMutating = method.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    guard isMutating else { return Self.isTypeMember(method) }
    guard !reference.selfIsState, let body = method.body else { return false }
    let saved = (reference, stateMethods, stateFields, bareCallsOnSelf)
    reference = StateReference(stateNames: [], eventNames: saved.0.eventNames)
    reference.selfIsState = true
    reference.selfFields = fileProperties[typePath] ?? []
    stateMethods = fileMethods[typePath] ?? [:]
    stateFields = reference.selfFields
    bareCallsOnSelf = true
    var inner = context
    inner.defers = []
    inner.fieldFroms = [:]
    inner.depth += 1
    inner.callStack.append(name)
    let before = transitions.count
    walk(body.statements, inner)
    (reference, stateMethods, stateFields, bareCallsOnSelf) = saved
    for index in before..<transitions.count {
      transitions[index].line = line(call)
      // `currentPage=?` under `storyCreationState`; a whole new value of the field is
      // `field=X`.
      transitions[index].toNode = transitions[index].toNode.under(field)
      let from = transitions[index].fromNode
      if from != context.source && from != .any {
        transitions[index].fromNode = from.under(field)
      }
    }
    return true
  }

  /// The one type of this file that declares the method (by its full name, else its name).
  private func fieldMethod(
    _ name: String, _ call: FunctionCallExprSyntax
  ) -> (String, FunctionDeclSyntax)? {
    let full = MethodIndex.fullName(name, call)
    for key in [full, name] {
      let found = fileMethods.filter { !$0.key.isEmpty && $0.value[key] != nil }
      if found.count == 1, let (path, table) = found.first, let method = table[key] {
        return (path, method)
      }
      if found.count > 1 { return nil }
    }
    return nil
  }

  /// A method declared in the body of a struct, an enum, a protocol, a class or an actor (not
  /// an extension).
  private static func isTypeMember(_ method: FunctionDeclSyntax) -> Bool {
    var node: Syntax? = method.parent
    while let current = node {
      if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
        || current.is(ProtocolDeclSyntax.self) || current.is(ClassDeclSyntax.self)
        || current.is(ActorDeclSyntax.self)
      {
        return true
      }
      if current.is(ExtensionDeclSyntax.self) { return false }
      node = current.parent
    }
    return false
  }
}
