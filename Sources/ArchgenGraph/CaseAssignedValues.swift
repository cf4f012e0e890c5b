import ArchgenSyntax
import SwiftSyntax

/// The names of the values a type's code assigns an enum case (`status = .connecting`,
/// `self?.phase = Phase.done(x)`), anywhere in its members, closures included: the values a
/// hand-written machine may move, whatever they are called. A value only ever assigned what it
/// is given (`title = text`) or a literal (`isOn = true`) is not among them.
final class CaseAssignedValues: SyntaxVisitor {
  private(set) var names: Set<String> = []

  private init() { super.init(viewMode: .sourceAccurate) }

  /// The values assigned a case in `node`'s body, nested types left out.
  static func of(_ node: some SyntaxProtocol) -> Set<String> {
    let visitor = CaseAssignedValues()
    visitor.walk(node)
    return visitor.names
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
      let target = StateReference.path(items[0]), let name = target.last,
      target.count == 1 || (target.count == 2 && target.first == "self"),
      let value = TargetValue.caseName(items[2]), !["true", "false", "nil"].contains(value)
    else { return .visitChildren }
    names.insert(name)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
