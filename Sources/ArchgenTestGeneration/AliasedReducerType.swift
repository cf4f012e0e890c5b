import SwiftParser
import SwiftSyntax

/// The function type a reducer closure's holder names through a type alias, so that the closure
/// is called as that function: ReSwift's `Reducer<State>`, which is `(Action, State?) -> State`
/// in a file that imports ReSwift, or an alias the files declare
/// (`typealias DrawerReducer = (Drawer, DrawerAction) -> Drawer?`).
package enum AliasedReducerType {
  package typealias Function = (parameters: [String], result: String)

  /// `aliased` gives the type an alias of that name stands for, as written; nil when the files
  /// declare none.
  package static func function(
    of declared: ClosureConventionReader.DeclaredType, imports: Set<String>,
    aliased: (String) -> (value: String, parameters: [String])?
  ) -> Function? {
    guard declared.function == nil, let name = declared.name else { return nil }
    if name == "Reducer", imports.contains("ReSwift"), declared.arguments.count == 1 {
      let state = declared.arguments[0]
      return (["Action", "\(state)?"], state)
    }
    // A generic alias (an app's own `typealias Reducer<State> = (_ state: State, _ action:
    // Action) -> State`) is read with its arguments put in for its parameters.
    guard let alias = aliased(name), alias.parameters.count == declared.arguments.count else {
      return nil
    }
    let reader = FirstFunctionType(viewMode: .sourceAccurate)
    reader.walk(Parser.parse(source: "let value: \(alias.value)"))
    guard let type = reader.found else { return nil }
    let substitutions = Dictionary(
      zip(alias.parameters, declared.arguments), uniquingKeysWith: { first, _ in first })
    let substituted = GenericArguments(substitutions).rewrite(type)
    guard let function = substituted.as(FunctionTypeSyntax.self) else { return nil }
    return ClosureConventionReader.DeclaredType(TypeSyntax(function)).function
  }

  /// The state type a closure of this function type reduces, when the state's parameter is
  /// optional as ReSwift's is (`State?`, answered with a `State`): the state without `?`.
  package static func stateType(_ parameter: String, result: String) -> String {
    guard parameter.hasSuffix("?") else { return parameter }
    let bare = String(parameter.dropLast())
    return bare == result || "\(bare)?" == result ? bare : parameter
  }
}

/// The first function type in a parsed declaration.
private final class FirstFunctionType: SyntaxVisitor {
  var found: FunctionTypeSyntax?

  override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind {
    if found == nil { found = node }
    return .skipChildren
  }
}
