import ArchgenSyntax
import SwiftSyntax

/// Which stored field each label of a state type's initializer sets, for the labels that are not
/// the field's own name (`init(locations:)` storing `vehicleLocations = locations`).
///
/// Read from the file that holds the calls: from the initializer's declaration when it is there
/// (`self.vehicleLocations = locations`, `vehicleLocations = locations`), else from the calls
/// themselves, where a copy passes an old field under the label that sets it
/// (`TransitViewState(locations: state.vehicleLocations, ...)`). A field that is itself a label
/// of some call, or a label seen with two fields, is no mapping: `State(previous: state.current,
/// current: next)` moves a value between fields.
package final class InitializerLabels: SyntaxVisitor {
  private let typeName: String
  private let isInitializer: (ExprSyntax) -> Bool
  private var declared: [String: String] = [:]
  private var passed: [String: Set<String>] = [:]
  private var labels: Set<String> = []

  private init(typeName: String, isInitializer: @escaping (ExprSyntax) -> Bool) {
    self.typeName = typeName
    self.isInitializer = isInitializer
    super.init(viewMode: .sourceAccurate)
  }

  /// Label → field for the type named `typeName` (its last component), read from `root`.
  package static func fields(
    in root: Syntax, typeName: String, isInitializer: @escaping (ExprSyntax) -> Bool
  ) -> [String: String] {
    let reader = InitializerLabels(typeName: typeName, isInitializer: isInitializer)
    reader.walk(root)
    if !reader.declared.isEmpty { return reader.declared }
    var result: [String: String] = [:]
    for (label, fields) in reader.passed where fields.count == 1 {
      guard let field = fields.first, !reader.labels.contains(field) else { continue }
      result[label] = field
    }
    return result
  }

  package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard SyntaxScope.typePath(of: node).last == typeName, let body = node.body else {
      return .skipChildren
    }
    var labelOf: [String: String] = [:]
    for parameter in node.signature.parameterClause.parameters {
      labelOf[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
    }
    for item in body.statements {
      guard let sequence = item.item.as(SequenceExprSyntax.self),
        case let elements = Array(sequence.elements), elements.count == 3,
        elements[1].is(AssignmentExprSyntax.self),
        let target = StateReference.path(elements[0]),
        let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text,
        let label = labelOf[value]
      else { continue }
      let field = target.first == "self" ? target.dropFirst().joined(separator: ".") : target[0]
      if target.count <= (target.first == "self" ? 2 : 1), field != label, label != "_" {
        declared[label] = field
      }
    }
    return .skipChildren
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard isInitializer(node.calledExpression) else { return .visitChildren }
    for argument in node.arguments {
      guard let label = argument.label?.text else { continue }
      labels.insert(label)
      if let path = StateReference.path(argument.expression), path.count == 2,
        path[1] != label, holdsState(path[0], around: node)
      {
        passed[label, default: []].insert(path[1])
      }
    }
    return .visitChildren
  }

  /// Whether `name` is a parameter of the state's type of the function around `node`.
  private func holdsState(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let syntax = current {
      if let function = syntax.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains { parameter in
          (parameter.secondName ?? parameter.firstName).text == name
            && TypeName.components(TypeName.text(of: parameter.type)).last == typeName
        }
      }
      current = syntax.parent
    }
    return false
  }
}
