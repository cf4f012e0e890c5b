import ArchgenSyntax
import SwiftSyntax

/// A transfer function written on a state enum as a computed property of its own type that
/// switches over `self` and gives a case for each case (`var next: Phase { switch self { case
/// .idle: .warmingUp  case .warmingUp: .running ... } }`). Assigned to the value it is read from
/// (`phase = phase.next`), it moves the value from each case to the one it gives: one edge per
/// case, whatever the property is called. A case given back as it was (the same case, rebuilt
/// from its own payload) is no edge.
package struct StateTransfer: Sendable, Equatable {
  /// The enum's simple name (`Phase` of `Outer.Phase`).
  package var typeName: String
  package var property: String
  /// For each case the switch names, the case it gives (several when a branch chooses), when it
  /// is not given back as it was (a new payload of the same case is a move).
  package var moves: [(from: String, to: String)]
  /// The cases given back as they were.
  package var kept: [String]

  package static func == (lhs: StateTransfer, rhs: StateTransfer) -> Bool {
    lhs.typeName == rhs.typeName && lhs.property == rhs.property && lhs.kept == rhs.kept
      && lhs.moves.map { $0.from + "\u{0}" + $0.to } == rhs.moves.map { $0.from + "\u{0}" + $0.to }
  }

  /// The values the state can hold after the transfer: what each case is given.
  package var images: [String] {
    var result: [String] = []
    for value in moves.map(\.to) + kept where !result.contains(value) { result.append(value) }
    return result
  }
}

/// Reads the transfer properties of the enums a file declares or extends.
package final class StateTransferReader: SyntaxVisitor {
  package private(set) var transfers: [StateTransfer] = []

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func read(_ tree: SourceFileSyntax) -> [StateTransfer] {
    let reader = StateTransferReader()
    reader.walk(tree)
    return reader.transfers
  }

  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    read(node.memberBlock, typeName: node.name.text)
    return .visitChildren
  }

  package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let written = node.extendedType.trimmedText
    let name = String(written.split(separator: ".").last ?? "")
    read(node.memberBlock, typeName: String(name.prefix { $0 != "<" }))
    return .visitChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  private func read(_ members: MemberBlockSyntax, typeName: String) {
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        let binding = variable.bindings.first, variable.bindings.count == 1,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type, Self.isOwn(type, typeName),
        let statements = Self.getter(binding.accessorBlock),
        let switchNode = Self.lastSwitchOverSelf(statements)
      else { continue }
      var moves: [(from: String, to: String)] = []
      var kept: [String] = []
      for element in switchNode.cases {
        guard let switchCase = element.as(SwitchCaseSyntax.self),
          case .case(let label) = switchCase.label
        else { continue }
        let given = ReturnedValues.of(switchCase.statements)
        for item in label.caseItems {
          let from = CasePattern.name(of: Syntax(item.pattern))
          guard !from.isAny else { continue }
          let bound = Set(
            item.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
              if case .identifier(let text) = token.tokenKind { return text }
              return nil
            })
          for value in given {
            guard let to = TargetValue.caseName(value), to != "nil" else { continue }
            if to == from.stateName && Self.rebuilt(value, from: bound) {
              if !kept.contains(to) { kept.append(to) }
            } else {
              moves.append((from.stateName, to))
            }
          }
        }
      }
      // A property that keeps every case is a map over the payloads, not a transfer.
      guard moves.contains(where: { $0.from != $0.to }) else { continue }
      transfers.append(
        StateTransfer(typeName: typeName, property: name, moves: moves, kept: kept))
    }
  }

  /// `Self`, `Phase`, `Outer.Phase`, `Phase?` is not (a transfer gives a case for every case).
  private static func isOwn(_ type: TypeSyntax, _ typeName: String) -> Bool {
    let text = type.trimmedText
    return text == "Self" || text == typeName || text.hasSuffix("." + typeName)
  }

  /// The getter's statements: `{ switch self { ... } }` or `{ get { ... } }`.
  private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
    guard let block else { return nil }
    switch block.accessors {
    case .getter(let statements): return statements
    case .accessors(let list):
      return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }
  }

  /// The `switch self` the getter ends with (`return switch self`, or after other work).
  private static func lastSwitchOverSelf(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax?
  {
    guard let last = statements.last?.item else { return nil }
    var expression: ExprSyntax?
    switch last {
    case .expr(let value): expression = value
    case .stmt(let statement):
      expression =
        statement.as(ExpressionStmtSyntax.self)?.expression
        ?? statement.as(ReturnStmtSyntax.self)?.expression
    default: return nil
    }
    guard let node = expression?.as(SwitchExprSyntax.self),
      node.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return node
  }

  /// `.reloading(value)` in `case .reloading(let value)`: the case as it was.
  private static func rebuilt(_ value: ExprSyntax, from bound: Set<String>) -> Bool {
    guard let call = TargetValue.unwrap(value).as(FunctionCallExprSyntax.self) else {
      return true
    }
    return call.arguments.allSatisfy {
      guard let reference = $0.expression.as(DeclReferenceExprSyntax.self) else { return false }
      return bound.contains(reference.baseName.text)
    }
  }
}

/// The values a case body gives: its `return`s (outside closures) and its last expression, each
/// branch of a ternary apart.
private final class ReturnedValues: SyntaxVisitor {
  private var values: [ExprSyntax] = []

  private init() { super.init(viewMode: .sourceAccurate) }

  static func of(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
    let visitor = ReturnedValues()
    visitor.walk(statements)
    if case .expr(let last)? = statements.last?.item { visitor.values.append(last) }
    return visitor.values.flatMap(branches)
  }

  private static func branches(_ value: ExprSyntax) -> [ExprSyntax] {
    TargetValue.branches(value).compactMap(\.expression)
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { values.append(expression) }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
