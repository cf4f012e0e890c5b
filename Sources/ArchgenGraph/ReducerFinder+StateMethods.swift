import ArchgenSyntax
import SwiftSyntax

/// What makes a method of the state type a reducer of it (the state-method form): `mutating`, or
/// returning `Self` or its own type, with an event-like parameter, a reducer-like name or a type
/// named like a state.
extension ReducerFinder {
  /// A `mutating` method whose first parameter is an event and whose others (a logger, a
  /// clock) are not a state: `mutating func on(_ event: BufferEvent, logger: Logger?)`.
  static func isMutatingEventMethod(
    _ node: FunctionDeclSyntax, parameters: [ReducerSignature.Parameter]
  ) -> Bool {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }),
      parameters.count > 1, ReducerSignature.eventOnly([parameters[0]]) != nil
    else { return false }
    return parameters.dropFirst().allSatisfy {
      $0.type?.hasPrefix("inout ") != true
        && ReducerSignature.eventOnly([$0]) == nil
        && ReducerSignature.baseType($0.type)?.hasSuffix("State") != true
    }
  }

  /// Names a reducer method of the state type goes by, when neither its type's name nor its
  /// parameter says so.
  static let reducerNames: Set<String> = [
    "reduce", "apply", "handle", "send", "dispatch", "transition", "process", "update", "next",
  ]

  /// A method of the state type itself: `mutating`, or returning `Self` or its own type, on a
  /// type named like a state, with an event-like parameter or a reducer-like name.
  /// `transition(on action: Action, _ logging: Bool = false)`: one event, the rest defaulted.
  static func oneEventParameter(_ node: FunctionDeclSyntax) -> Bool {
    let parameters = node.signature.parameterClause.parameters
    guard let first = parameters.first, first.defaultValue == nil else { return false }
    return parameters.dropFirst().allSatisfy { $0.defaultValue != nil }
  }

  /// `typealias State = Self` in the state's own extension: the return type `State` is `Self`.
  static func ownAlias(_ type: TypeSyntax?, _ aliases: [String: TypeSyntax]) -> TypeSyntax? {
    guard let name = type?.as(IdentifierTypeSyntax.self)?.name.text,
      aliases[name]?.trimmedText == "Self"
    else { return type }
    return aliases[name]
  }

  static func isStateMethod(
    _ node: FunctionDeclSyntax, path: [String], parameter: ReducerSignature.Parameter,
    aliases: [String: TypeSyntax] = [:]
  ) -> Bool {
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return false }
    let looksLikeReducer =
      path.last?.hasSuffix("State") == true || reducerNames.contains(node.name.text)
      || ReducerSignature.eventOnly([parameter]) != nil
    guard looksLikeReducer else { return false }
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) { return true }
    guard let returned = ownAlias(node.signature.returnClause?.type, aliases)?.trimmedText
    else { return false }
    return returned == "Self" || returned == path.last || returned == path.joined(separator: ".")
  }
}
