import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// The fields each method of a type sets on a copy of `self` or on `self` (`func map(task:
/// transform:) -> Todo { var todo = self; todo.tasks = ...; return todo }`), so that a reducer's
/// `return state.map(task: t, transform: f)` in another file draws `tasks=?`.
package struct StateMethodSummary: Sendable {
  package var typePath: String
  package var key: String
  /// `field=value` nodes, in order; a parameter's value is `SummaryCall.marker(index)`.
  package var fields: [String]
  /// For a free helper: the parameter whose changed copy it returns.
  package var stateParameter: Int?

  /// `map(task:transform:)`.
  package static func key(_ name: String, labels: [String]) -> String {
    "\(name)(\(labels.map { $0 + ":" }.joined()))"
  }
}

/// Summarises the instance methods of every type that are `mutating` or return the type itself.
package final class StateMethodSummarizer: SyntaxVisitor {
  private let source: ParsedSource
  private let properties: [String: Set<String>]
  /// The file's methods by type, so that a call on a field of a type declared here is read by
  /// what that method is (`player?.stop()` on a class changes no field).
  private let methods: [String: [String: FunctionDeclSyntax]]
  package private(set) var summaries: [StateMethodSummary] = []

  package init(
    _ source: ParsedSource, properties: [String: Set<String>],
    methods: [String: [String: FunctionDeclSyntax]] = [:]
  ) {
    self.source = source
    self.properties = properties
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = SyntaxScope.typePath(of: node)
    guard let owner = path.last, let body = node.body,
      !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    else { return .skipChildren }
    let returned = node.signature.returnClause?.type.trimmedText
    let isMutating = node.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    guard isMutating || returned == owner || returned == "Self" else { return .skipChildren }
    let key = path.joined(separator: ".")
    var reference = StateReference(stateNames: [], eventNames: [])
    reference.selfIsState = true
    // An extension in a file that does not declare the type's fields: the names the method
    // assigns that are neither its parameters nor its locals are fields.
    reference.selfFields = properties[key] ?? AssignedNames.fields(of: node, body: body)
    // A parameter shadows the field of its name: in `func withDate(_ date: Date) -> Trip {
    // Trip(name: name, date: date) }`, `date` is the value passed, `name` the field kept.
    reference.selfFields.subtract(
      node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    let extractor = TransitionExtractor(
      reference: reference, returnsState: !isMutating, methods: [:], converter: source.converter)
    extractor.stateTypeName = owner
    extractor.fileMethods = methods
    // Each parameter reads as the value the call passes, put in when the call is linked.
    for (index, parameter) in node.signature.parameterClause.parameters.enumerated() {
      let name = (parameter.secondName ?? parameter.firstName).text
      extractor.parameterValues[name] = SummaryCall.markerExpression(index)
    }
    // `func withStatus(_ s: Status) -> Model { Model(status: s, count: count) }`.
    if !isMutating, body.statements.count == 1, case .expr(let only) = body.statements.first?.item {
      var context = TransitionExtractor.Context()
      extractor.returned(only, &context)
    } else {
      extractor.walk(body.statements, TransitionExtractor.Context())
    }
    var fields: [String] = []
    // A call of another summarised method (`self.withStatus(s)`) stays a placeholder, composed
    // when the machines are linked.
    for transition in extractor.transitions
    where transition.toNode.isField || transition.toNode.methodCall != nil {
      if !fields.contains(transition.to) { fields.append(transition.to) }
    }
    guard !fields.isEmpty else { return .skipChildren }
    let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
    summaries.append(
      StateMethodSummary(
        typePath: key, key: StateMethodSummary.key(node.name.text, labels: labels),
        fields: fields))
    return .skipChildren
  }
}

/// The first names a method assigns (`mode = .idle`, `items.append(x)`) that it does not declare.
package final class AssignedNames: SyntaxVisitor {
  private var assigned: [String] = []
  private var declared: Set<String> = []

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func fields(of node: FunctionDeclSyntax, body: CodeBlockSyntax) -> Set<String> {
    let visitor = AssignedNames()
    for parameter in node.signature.parameterClause.parameters {
      visitor.declared.insert((parameter.secondName ?? parameter.firstName).text)
    }
    visitor.walk(body)
    return Set(visitor.assigned + visitor.passedOn).subtracting(visitor.declared)
  }

  /// `Model(status: s, count: count)` in the type's own method: `count` passed as `count:`
  /// names the field it copies.
  private var passedOn: [String] = []

  package override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if let label = node.label?.text,
      node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == label
    {
      passedOn.append(label)
    }
    return .visitChildren
  }

  package override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text)
    return .skipChildren
  }

  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    if items.count >= 3,
      items[1].is(AssignmentExprSyntax.self)
        || StateMutationDetector.isCompoundAssignment(items[1]),
      let first = StateReference.path(items[0])?.first, first != "self"
    {
      assigned.append(first)
    }
    return .visitChildren
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      ReturnShape.mutatingMethods.contains(member.declName.baseName.text),
      let base = member.base, let first = StateReference.path(base)?.first, first != "self"
    {
      assigned.append(first)
    }
    return .visitChildren
  }
}
