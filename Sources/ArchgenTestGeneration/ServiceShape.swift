import SwiftSyntax

/// A feedback-loop service a test can drive: `init(scheduler:)`, `state`, `dispatch(_:)`.
package struct ServiceShape: Equatable {
  package enum Reactive: String { case rxswift, combine }

  package var typeName: String
  package var reactive: Reactive

  /// The service class named `typeName` in `tree`, when it has the architecture's shape.
  package static func read(typeName: String, in tree: SourceFileSyntax) -> ServiceShape? {
    let imports = Set(
      tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription })
    let reactive: Reactive
    if imports.contains("RxSwift") {
      reactive = .rxswift
    } else if imports.contains("Combine") {
      reactive = .combine
    } else {
      return nil
    }
    let finder = ClassFinder(name: typeName, viewMode: .sourceAccurate)
    finder.walk(tree)
    guard let decl = finder.found else { return nil }
    let members = decl.memberBlock.members.map(\.decl)
    let hasInit = members.contains { member in
      member.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?
        .firstName.text == "scheduler"
    }
    let hasDispatch = members.contains { member in
      guard let function = member.as(FunctionDeclSyntax.self) else { return false }
      return function.name.text == "dispatch"
        && function.signature.parameterClause.parameters.count == 1
    }
    let hasState = members.contains { member in
      member.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.trimmedDescription == "state"
      } ?? false
    }
    guard hasInit, hasDispatch, hasState else { return nil }
    return ServiceShape(typeName: typeName, reactive: reactive)
  }
}

/// The first class of a name.
private final class ClassFinder: SyntaxVisitor {
  let name: String
  var found: ClassDeclSyntax?

  init(name: String, viewMode: SyntaxTreeViewMode) {
    self.name = name
    super.init(viewMode: viewMode)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if found == nil && node.name.text == name { found = node }
    return .skipChildren
  }
}
