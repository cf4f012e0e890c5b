import ArchgenSyntax
import SwiftSyntax

/// Type-directed reading of copies: a value of the state type built from the state by a chain
/// of links (`state.mutate { $0.x = … }.changeAction(.none)`, `state.deleteRow(at: i)`), each
/// link a copy helper or a method of the state type that returns the state changed; every link's
/// changes are the case's edges, in order.
extension TransitionExtractor {
  /// A link of a chain: the call's receiver (nil for an implicit `self` when self is the state)
  /// and the method called.
  private struct Link {
    var base: ExprSyntax?
    var name: String
    var call: FunctionCallExprSyntax
  }

  private func link(_ expression: ExprSyntax) -> Link? {
    guard let call = TargetValue.unwrap(expression).as(FunctionCallExprSyntax.self) else {
      return nil
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      return Link(base: base, name: member.declName.baseName.text, call: call)
    }
    // `return mutate { state in … }` inside a method of the state type.
    if reference.selfIsState, let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return Link(base: nil, name: name.baseName.text, call: call)
    }
    return nil
  }

  /// The state's own method returning a changed copy of itself (`func changeAction(_ action:)
  /// -> State { mutate { $0.action = action } }`): one statement, a copy link on `self`.
  private func copyMethod(_ name: String) -> FunctionDeclSyntax? {
    guard let method = stateMethods[name], let body = method.body, body.statements.count == 1,
      method.signature.returnClause != nil,
      !method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) })
    else { return nil }
    let only: ExprSyntax?
    switch body.statements.first?.item {
    case .expr(let expression): only = expression
    case .stmt(let statement): only = statement.as(ReturnStmtSyntax.self)?.expression
    default: only = nil
    }
    guard let call = only.map(TargetValue.unwrap)?.as(FunctionCallExprSyntax.self) else {
      return nil
    }
    let callee =
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
          ? member.declName.baseName.text : nil
      }
    return callee.map(Self.copyNames.contains) == true ? method : nil
  }

  /// Whether `expression` is the state or a chain of copy links ending at it.
  private func isCopyChain(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
    if reference.isState(expression) { return true }
    guard depth < 8, let link = link(expression),
      Self.copyNames.contains(link.name) || copyMethod(link.name) != nil
    else { return false }
    guard let base = link.base else { return true }
    return isCopyChain(base, depth: depth + 1)
  }

  /// Reads a chain of copies of the state as the changes its links make; false (and nothing
  /// drawn) when `value` is not such a chain or is a single link the other readers handle.
  package func copiedChain(_ value: ExprSyntax, _ context: inout Context) -> Bool {
    guard let link = link(value), isCopyChain(value) else { return false }
    if let base = link.base, !reference.isState(base) {
      guard copiedChain(base, &context) else { return false }
    }
    if Self.copyNames.contains(link.name) {
      return copied(ExprSyntax(link.call), &context, anyBase: true)
    }
    return followCopyMethod(link, &context)
  }

  /// `state.changeAction(.delete)`: the method's body read with `self` as the state and its
  /// parameters standing for the values passed (`action` is `.delete`).
  private func followCopyMethod(_ link: Link, _ context: inout Context) -> Bool {
    guard let method = copyMethod(link.name), let body = method.body,
      context.depth < Self.maxCallDepth, !context.callStack.contains(link.name)
    else { return false }
    let saved = reference
    let savedValues = parameterValues
    reference = StateReference(stateNames: [], eventNames: saved.eventNames)
    reference.selfIsState = true
    reference.selfFields = stateFields
    let parameters = Array(method.signature.parameterClause.parameters)
    for (index, argument) in link.call.arguments.enumerated() where index < parameters.count {
      let name = (parameters[index].secondName ?? parameters[index].firstName).text
      if Self.valueNode(argument.expression) != .unknown {
        parameterValues[name] = argument.expression
      } else {
        parameterValues[name] = nil
      }
    }
    var inner = context
    inner.defers = []
    inner.depth += 1
    inner.callStack.append(link.name)
    inner.returnsCopy = true
    let before = transitions.count
    if body.statements.count == 1, case .expr(let only) = body.statements.first?.item {
      _ = copiedChain(only, &inner)
    } else {
      walk(body.statements, inner)
    }
    reference = saved
    parameterValues = savedValues
    for index in before..<transitions.count { transitions[index].line = line(link.call) }
    return true
  }

  /// A parameter of a followed copy method stands for the literal or case passed to it.
  package func resolvedParameter(_ expression: ExprSyntax) -> ExprSyntax {
    guard let name = TargetValue.unwrap(expression).as(DeclReferenceExprSyntax.self)?.baseName.text,
      let value = parameterValues[name]
    else { return expression }
    return value
  }
}

/// `return LocationState(isOn: true, status: state.status)`: the state's initializer called with
/// some of the old state's fields is a copy with changes, not a new state.
extension TransitionExtractor {
  /// The initializer's labelled arguments: one edge per argument that does not pass the same
  /// field of the old state; false when the call is not the state type's initializer or copies
  /// nothing (then it is a replacement, `?`).
  package func initializerCopy(_ value: ExprSyntax, _ context: Context) -> Bool {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self),
      isStateInitializer(call.calledExpression)
    else { return false }
    loadInitializerFields(call)
    guard call.arguments.allSatisfy({ $0.label != nil }),
      call.arguments.contains(where: { passesOwnField($0) })
    else { return false }
    for argument in call.arguments where !passesOwnField(argument) {
      guard let label = argument.label?.text else { continue }
      emitField(
        field(setBy: label, call), Self.valueNode(resolvedParameter(argument.expression)),
        line: line(argument), context)
    }
    return true
  }

  /// `state.status` passed as `status:`, or the field a label of another name sets
  /// (`state.vehicleLocations` passed as `locations:`, see `InitializerLabels`).
  private func passesOwnField(_ argument: LabeledExprSyntax) -> Bool {
    guard let label = argument.label?.text,
      case .field(let field) = reference.access(argument.expression)
    else { return false }
    return field == label || field == initializerFields?[label]
  }

  /// The field an initializer's label sets: its own name unless the file says otherwise.
  private func field(setBy label: String, _ call: FunctionCallExprSyntax) -> String {
    initializerFields?[label] ?? label
  }

  private func loadInitializerFields(_ call: FunctionCallExprSyntax) {
    guard initializerFields == nil, let stateTypeName,
      let last = TypeName.components(stateTypeName).last
    else { return }
    initializerFields = InitializerLabels.fields(
      in: call.root, typeName: last, isInitializer: { [unowned self] in isStateInitializer($0) })
  }

  /// `LocationState(...)`, `Self(...)`, `.init(...)` or `State.init(...)` for the state's type.
  private func isStateInitializer(_ callee: ExprSyntax) -> Bool {
    var written = callee.trimmedText
    if written == ".init" || written == "Self" || written == "Self.init" { return true }
    if written.hasSuffix(".init") { written.removeLast(".init".count) }
    guard let stateTypeName, let last = TypeName.components(stateTypeName).last else {
      return false
    }
    return TypeName.components(written).last == last
  }
}
