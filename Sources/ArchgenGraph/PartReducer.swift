import ArchgenSyntax
import SwiftSyntax

/// A reducer of one part of the state: ReSwift's `func loaderReducer(action: Action, state:
/// AppState?) -> Loader` is handed the whole state and returns the new value of one of its
/// fields, leaving it as it was with `return state.loader`. The part's value is the machine's
/// state: `return .show` moves it, `state.loader.isOn = true; return state.loader` sets its field
/// `isOn`, whatever the function and its types are called.
package enum PartReducer {
  package struct Detection {
    package var signature: ReducerSignature
    /// The part's path below the whole state (`["loader"]`).
    package var part: [String]
  }

  package static func detect(_ node: FunctionDeclSyntax) -> Detection? {
    guard let returned = node.signature.returnClause?.type,
      !["Void", "()"].contains(returned.trimmedText), let body = node.body
    else { return nil }
    let parameters = node.signature.parameterClause.parameters.map {
      ReducerSignature.Parameter(
        name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedText)
    }
    guard var signature = ReducerSignature.match(parameters, forced: false),
      !signature.stateIsInout,
      TypeName.strippingOptional(returned.trimmedText) != signature.stateType
    else { return nil }
    let finder = PartReturnFinder(root: signature.stateName)
    finder.walk(body)
    guard let part = finder.part else { return nil }
    signature.stateType = TypeName.strippingOptional(returned.trimmedText)
    return Detection(signature: signature, part: part)
  }
}

/// The first `return state.loader` (the state's name, then stored names) of a body, outside
/// nested closures and functions.
package final class PartReturnFinder: SyntaxVisitor {
  private let root: String
  package private(set) var part: [String]?

  package init(root: String) {
    self.root = root
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    guard part == nil, let value = node.expression,
      let path = StateReference.path(value), path.count >= 2, path[0] == root,
      !path.contains(where: { $0.hasSuffix("[]") })
    else { return .skipChildren }
    part = Array(path.dropFirst())
    return .skipChildren
  }

  package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
