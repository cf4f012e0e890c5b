import ArchgenSyntax
import SwiftSyntax

/// The case a type's initializers leave in a stored value with no default (`self.state = .idle`
/// at the top level of the body): its initial, when every initializer that assigns it assigns
/// the same case (field-i rule I5). A value built from the parameters (`self.state = state`) or
/// chosen by a test gives none.
enum InitializerCase {
  static func of(_ holder: String, in key: String, tree: SourceFileSyntax) -> String? {
    let visitor = InitializerAssignments(holder: holder, key: key)
    visitor.walk(tree)
    let values = Set(visitor.assigned)
    guard !visitor.assigned.isEmpty, !visitor.unknown, values.count == 1 else { return nil }
    return values.first
  }
}

private final class InitializerAssignments: SyntaxVisitor {
  private let holder: String
  private let key: String
  private(set) var assigned: [String] = []
  /// An initializer assigns something other than a case, or only in a nested block.
  private(set) var unknown = false

  init(holder: String, key: String) {
    self.holder = holder
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard SyntaxScope.typePath(of: node).joined(separator: ".") == key else { return .skipChildren }
    var found: String?
    for item in node.body?.statements ?? [] {
      guard let sequence = StateHolderCollector.sequence(item.item) else { continue }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let target = PlainExpression.memberPath(elements[0]),
        target == [holder] || target == ["self", holder]
      else { continue }
      guard let value = TargetValue.caseName(elements[2]), value != "nil" else {
        unknown = true
        return .skipChildren
      }
      found = value
    }
    if let found { assigned.append(found) }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
