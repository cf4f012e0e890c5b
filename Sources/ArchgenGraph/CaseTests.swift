import ArchgenSyntax
import SwiftSyntax

/// Whether a type's code decides by a stored value's case where it also changes the value: a
/// method or accessor that tests it against a case (`if isCancelled || phase == .finished {
/// return }`, `guard status != .syncing`, `if case .ready = mode`, `switch status`) and assigns it
/// a case (`phase = .running`, in its body or a closure it installs). What the value is then
/// decides how it changes, as a machine's state does, whatever it is called. A value tested only
/// where nothing changes it (a context that picks what a later step does) or compared with `nil`
/// alone is not decided by.
final class CaseTests: SyntaxVisitor {
  private let holder: String
  private(set) var found = false

  private init(_ holder: String) {
    self.holder = holder
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether a member of `node` (a type or an extension) both tests `holder` (`holder` or
  /// `self.holder`) against a case and assigns it one.
  static func decide(_ holder: String, in node: some SyntaxProtocol) -> Bool {
    guard let members = node.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else {
      return false
    }
    return members.contains { member in
      bodies(of: member.decl).contains { body in
        let visitor = CaseTests(holder)
        visitor.walk(body)
        return visitor.found && CaseAssignedValues.of(body).contains(holder)
      }
    }
  }

  /// A method's body, or a property's accessors.
  private static func bodies(of decl: DeclSyntax) -> [Syntax] {
    if let function = decl.as(FunctionDeclSyntax.self) {
      return function.body.map { [Syntax($0)] } ?? []
    }
    return decl.as(VariableDeclSyntax.self)?.bindings.compactMap {
      $0.accessorBlock.map(Syntax.init)
    } ?? []
  }

  private func isHolder(_ expression: ExprSyntax) -> Bool {
    let path = StateReference.path(expression)
    return path == [holder] || path == ["self", holder]
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let parts = Array(node.elements)
    for index in parts.indices.dropFirst().dropLast() {
      guard let text = parts[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
        text == "==" || text == "!="
      else { continue }
      let sides = [(parts[index - 1], parts[index + 1]), (parts[index + 1], parts[index - 1])]
      for (subject, value) in sides where isHolder(subject) {
        if let name = TargetValue.caseName(value), !["nil", "true", "false"].contains(name) {
          found = true
        }
      }
    }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
    if isHolder(node.initializer.value) { found = true }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    if isHolder(node.subject) { found = true }
    return found ? .skipChildren : .visitChildren
  }
}
