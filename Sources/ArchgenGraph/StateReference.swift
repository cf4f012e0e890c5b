import ArchgenSyntax
import SwiftSyntax

/// The names through which a reducer sees its state and its event.
package struct StateReference {
  /// Identifiers that denote the whole state: parameters, stored properties, local copies.
  package var stateNames: Set<String>
  /// Stored relays and subjects holding the state (`_state.accept(.x)`, `subject.value = .x`).
  package var containerNames: Set<String> = []
  package var eventNames: Set<String>
  /// `self` is the state: a method of the state type itself (`mutating func apply(_ event:)`).
  package var selfIsState = false
  /// With `selfIsState`, the type's properties: `light = .on` is the field `light`.
  package var selfFields: Set<String> = []
  /// A reducer of one part of the state (`PartReducer`): names holding the whole state, and the
  /// part's path below it (`state.loader` is the whole machine state, `state.loader.isOn` its
  /// field `isOn`).
  package var partRoots: Set<String> = []
  package var partPath: [String] = []
  /// Held values a helper's parameter shadows (`func update(viewState: ViewState) {
  /// self.viewState = viewState }`): the value is reached only as `self.viewState`.
  package var selfOnlyNames: Set<String> = []

  /// What an assignment's left side or a call's receiver refers to.
  package enum Access: Equatable {
    case whole
    case field(String)
  }

  /// `state`, `self.state`, `newState`, `_state.value` are the whole state; `state.user.name` is
  /// the field `user.name`; anything else is nil.
  package func access(_ expression: ExprSyntax) -> Access? {
    guard let path = Self.path(expression) else { return nil }
    if let part = partAccess(path) { return part }
    var components = path
    if selfIsState && components.first == "self" {
      return components.count == 1 ? .whole : .field(components.dropFirst().joined(separator: "."))
    }
    // `pages[i] = page` in a method of the state: the element field `pages[]`.
    if selfIsState, let first = components.first,
      selfFields.contains(first.hasSuffix("[]") ? String(first.dropLast(2)) : first)
    {
      return .field(components.joined(separator: "."))
    }
    // `strongSelf.state = .done` in a callback that rebinds `self` (`SelfAliases`).
    let viaSelf =
      components.first == "self"
      || components.count > 1 && !stateNames.contains(components[0])
        && !containerNames.contains(components[0]) && Self.rootIsSelf(expression)
    if viaSelf { components.removeFirst() }
    guard let root = components.first else { return nil }
    let rest = Array(components.dropFirst())
    // `state[id] = item` on a dictionary or array state: the element field `[]`.
    if root.hasSuffix("[]"), stateNames.contains(String(root.dropLast(2))) {
      return .field((["[]"] + rest).joined(separator: "."))
    }
    if containerNames.contains(root) {
      if rest.isEmpty || rest == ["value"] { return .whole }
      return rest.first == "value" ? .field(rest.dropFirst().joined(separator: ".")) : nil
    }
    guard stateNames.contains(root) || viaSelf && selfOnlyNames.contains(root) else { return nil }
    return rest.isEmpty ? .whole : .field(rest.joined(separator: "."))
  }

  package func isState(_ expression: ExprSyntax) -> Bool { access(expression) == .whole }

  /// `state.loader.isOn` in a reducer of the part `loader`: the field `isOn`.
  private func partAccess(_ path: [String]) -> Access? {
    guard !partPath.isEmpty, path.count > partPath.count, let root = path.first,
      partRoots.contains(root), Array(path[1...partPath.count]) == partPath
    else { return nil }
    let rest = path.dropFirst(partPath.count + 1)
    return rest.isEmpty ? .whole : .field(rest.joined(separator: "."))
  }

  package func isEvent(_ expression: ExprSyntax) -> Bool {
    guard let path = Self.path(expression) else { return false }
    if path == ["self"] { return eventNames.contains("self") }
    let components = path.first == "self" ? Array(path.dropFirst()) : path
    return components.count == 1 && eventNames.contains(components[0])
  }

  /// `event.kind`, `action.payload.type`: a projection of the event switched over.
  package func isEventProjection(_ expression: ExprSyntax) -> Bool {
    guard let path = Self.path(expression) else { return derivesFromEvent(expression) }
    let components = path.first == "self" ? Array(path.dropFirst()) : path
    return components.count > 1 && eventNames.contains(components[0])
  }

  /// `isAuthEvent(event)?.eventType`, `(event as? AuthEvent)?.kind`: a function or a cast of
  /// the event, or a projection of one.
  package func derivesFromEvent(_ expression: ExprSyntax) -> Bool {
    var value = TargetValue.unwrap(expression)
    while true {
      if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
        value = TargetValue.unwrap(base)
      } else if let optional = value.as(OptionalChainingExprSyntax.self) {
        value = TargetValue.unwrap(optional.expression)
      } else {
        break
      }
    }
    // A helper of the reducer's own (`isAuthEvent(event)`), not another object's method
    // (`toStackAction.extract(from: action)` is a library's plumbing).
    if let call = value.as(FunctionCallExprSyntax.self),
      call.calledExpression.is(DeclReferenceExprSyntax.self)
    {
      return call.arguments.count == 1 && call.arguments.contains { isEvent($0.expression) }
    }
    if let sequence = value.as(SequenceExprSyntax.self) {
      let items = Array(sequence.elements)
      return items.count == 3 && items[1].is(UnresolvedAsExprSyntax.self) && isEvent(items[0])
    }
    return false
  }

  /// `action as? SessionAction`, `action as! SessionAction`: the event cast to one of its types.
  package func isEventCast(_ expression: ExprSyntax) -> Bool {
    let value = TargetValue.unwrap(expression)
    if let cast = value.as(AsExprSyntax.self) { return isEvent(cast.expression) }
    guard let items = value.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
      items.count == 3, items[1].is(UnresolvedAsExprSyntax.self)
    else { return false }
    return isEvent(items[0])
  }

  /// Whether the first name of a member chain is bound to `self` (`sself.state.user`).
  private static func rootIsSelf(_ expression: ExprSyntax) -> Bool {
    var value = TargetValue.unwrap(expression)
    while true {
      if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
        value = base
      } else if let optional = value.as(OptionalChainingExprSyntax.self) {
        value = optional.expression
      } else if let subscriptCall = value.as(SubscriptCallExprSyntax.self) {
        value = subscriptCall.calledExpression
      } else {
        break
      }
    }
    return SelfAliases.isSelf(value)
  }

  /// `self.state.user` → `["self", "state", "user"]`; nil for anything but a plain member chain.
  package static func path(_ expression: ExprSyntax) -> [String]? {
    PlainExpression.memberPath(expression)
  }
}
