import SwiftSyntax

/// Recognises reducers: functions and closures whose parameters include a state (named `state` or
/// `currentState`, typed `...State`, or `inout`) and a separate event (named `event`, `action` or
/// `message`, or typed `...Event` / `...Action`).
enum ReducerDetector {
  private struct Parameter {
    var name: String
    var type: TypeSyntax?
  }

  /// The innermost reducer around `node`, if any.
  static func enclosingReducer(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let syntax = current {
      if isReducer(syntax) { return syntax }
      current = syntax.parent
    }
    return nil
  }

  static func isReducer(_ syntax: Syntax) -> Bool {
    guard let parameters = parameters(of: syntax) else { return false }
    for (stateIndex, state) in parameters.enumerated() where isState(state) {
      for (eventIndex, event) in parameters.enumerated()
      where eventIndex != stateIndex && isEvent(event) {
        return true
      }
    }
    return false
  }

  private static func parameters(of syntax: Syntax) -> [Parameter]? {
    if let function = syntax.as(FunctionDeclSyntax.self) {
      return function.signature.parameterClause.parameters.map {
        Parameter(name: ($0.secondName ?? $0.firstName).text, type: $0.type)
      }
    }
    guard let closure = syntax.as(ClosureExprSyntax.self),
      let clause = closure.signature?.parameterClause
    else { return nil }
    switch clause {
    case .simpleInput(let shorthand):
      return shorthand.map { Parameter(name: $0.name.text, type: nil) }
    case .parameterClause(let list):
      return list.parameters.map {
        Parameter(name: ($0.secondName ?? $0.firstName).text, type: $0.type)
      }
    }
  }

  private static func isState(_ parameter: Parameter) -> Bool {
    if ["state", "currentState"].contains(parameter.name) { return true }
    guard let type = parameter.type else { return false }
    if let attributed = type.as(AttributedTypeSyntax.self),
      attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
    {
      return true
    }
    return typeName(type).hasSuffix("State")
  }

  private static func isEvent(_ parameter: Parameter) -> Bool {
    if ["event", "action", "message"].contains(parameter.name) { return true }
    guard let type = parameter.type else { return false }
    let name = typeName(type)
    return name.hasSuffix("Event") || name.hasSuffix("Action")
  }

  /// `inout Feature.State?` → `State`.
  private static func typeName(_ type: TypeSyntax) -> String {
    var text = type.trimmedDescription
    if let attributed = type.as(AttributedTypeSyntax.self) {
      text = attributed.baseType.trimmedDescription
    }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text.split(separator: ".").last.map(String.init) ?? text
  }
}
