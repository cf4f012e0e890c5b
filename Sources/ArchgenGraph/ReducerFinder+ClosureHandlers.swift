import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Closures that are a type's event handler: a subscription's closure, a stored handler closure or
/// a callback that receives one event value, switches over it and moves a state the type holds
/// (`input.subscribe(onNext: { [weak self] action in switch action { case .play:
/// self?.state.accept(.playing) } })`, `let send: (Command) -> Void = { command in ... }`). The
/// closure is an entry point exactly as a method would be (SPEC §4: "any function, method or
/// closure"), whatever call carries it and whatever its parameter is called. A closure that only
/// maps or forwards its value changes no state and is dropped as a method would be.
extension ReducerFinder {
  /// The closure's event and the state it changes, when its one parameter is an event that the
  /// body switches over and its type holds a state (`holders`) or stores values (`stored`) the
  /// switch moves to cases.
  /// `eventCases`: the cases switched over when no enum of the file owns them, which linking
  /// checks against the enums of the run (`EnumElsewhere`); nil when the event's type is told.
  package static func closureHandler(
    _ node: ClosureExprSyntax, holders: [StateHolder]?, stored: Set<String>, enums: Set<String>
  ) -> (signature: ReducerSignature, holders: [StateHolder], eventCases: [String]?)? {
    guard let parameter = ClosureParameter.only(of: node), parameter.name != "_",
      !ValueReturns.found(in: node.statements),
      SwitchSubjects.switches(on: parameter.name, in: node.statements),
      let event = closureEvent(node, parameter, enums: enums)
    else { return nil }
    guard let found = closureState(node, event: event, holders: holders, stored: stored) else {
      return nil
    }
    return (found.signature, found.holders, event.elsewhere)
  }

  private static func closureState(
    _ node: ClosureExprSyntax, event: (name: String, type: String?, elsewhere: [String]?),
    holders: [StateHolder]?, stored: Set<String>
  ) -> (signature: ReducerSignature, holders: [StateHolder])? {
    let event = (name: event.name, type: event.type)
    if let holders, !holders.isEmpty {
      let holder =
        holders.first { $0.isContainer && $0.stateType != nil }
        ?? holders.first { $0.stateType != nil } ?? holders[0]
      var signature = ReducerSignature(
        stateName: holder.name, stateType: holder.stateType, stateIsInout: false,
        eventName: event.name, eventType: event.type)
      signature.stateType =
        holder.stateType.flatMap { OwnTypeAlias.resolve($0, around: node) } ?? holder.stateType
      return (signature, holders)
    }
    // A stored value of any name moved to two cases or more (`self?.status = .running`).
    guard
      let found = movedStoredValue(
        in: node.statements, stored: stored, event: event, around: node)
    else { return nil }
    return (found.signature, [found.holder])
  }

  /// Whether a function, initializer or closure around `node` is one of the machines `found`
  /// (by where it starts): a closure inside a handler already read is part of its machine.
  static func insideMachine(
    _ node: some SyntaxProtocol, found: [ReducerFacts],
    location: (AbsolutePosition) -> (line: Int, column: Int)
  ) -> Bool {
    guard !found.isEmpty else { return false }
    let starts = Set(found.map { "\($0.line):\($0.column)" })
    var current = node.parent
    while let syntax = current {
      if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
        || syntax.is(InitializerDeclSyntax.self)
      {
        let (line, column) = location(syntax.positionAfterSkippingLeadingTrivia)
        if starts.contains("\(line):\(column)") { return true }
      }
      current = syntax.parent
    }
    return false
  }

  /// The parameter as an event: named or typed like one (`action`, `AuthEvent`), typed as an enum
  /// the file declares, or, untyped, switched over with cases that all belong to one enum the file
  /// declares (its type then), or two cases or more that no enum of the file owns (`elsewhere`:
  /// an event only where another file of the run declares an enum with them all; `Result`'s
  /// `.success`, declared by no file, is none).
  private static func closureEvent(
    _ node: ClosureExprSyntax, _ parameter: ReducerSignature.Parameter, enums: Set<String>
  ) -> (name: String, type: String?, elsewhere: [String]?)? {
    if let event = ReducerSignature.eventOnly([parameter]) {
      return (event.name, event.type, nil)
    }
    if let type = ReducerSignature.baseType(parameter.type) {
      return enums.contains(type)
        ? (parameter.name, parameter.type.flatMap(TypeName.strippingOptional), nil) : nil
    }
    let matched = SwitchedCaseNames.names(switchingOn: parameter.name, in: node.statements)
    guard !matched.isEmpty else { return nil }
    if let owner = EnumCaseIndex.owner(of: matched, in: Syntax(node).root) {
      return (parameter.name, owner, nil)
    }
    return matched.count >= 2 ? (parameter.name, nil, matched.sorted()) : nil
  }
}

/// A closure's one parameter with its type, written in the closure (`{ (action: Action) in`) or
/// in the type of the property it is stored in (`let send: (Action) -> Void = { action in`).
enum ClosureParameter {
  static func only(of node: ClosureExprSyntax) -> ReducerSignature.Parameter? {
    switch node.signature?.parameterClause {
    case .simpleInput(let names):
      guard names.count == 1, let name = names.first?.name.text else { return nil }
      return ReducerSignature.Parameter(name: name, type: storedType(of: node))
    case .parameterClause(let clause):
      guard clause.parameters.count == 1, let only = clause.parameters.first else { return nil }
      return ReducerSignature.Parameter(
        name: (only.secondName ?? only.firstName).text,
        type: only.type?.trimmedText ?? storedType(of: node))
    case nil:
      // `{ switch $0 { ... } }`: the anonymous first parameter, when the body switches on it.
      guard SwitchSubjects.switches(on: "$0", in: node.statements) else { return nil }
      return ReducerSignature.Parameter(name: "$0", type: storedType(of: node))
    }
  }

  /// `(Action) -> Void` of `var send: (Action) -> Void = { ... }`: the one argument's type.
  private static func storedType(of node: ClosureExprSyntax) -> String? {
    guard
      let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
        PatternBindingSyntax.self),
      let function = binding.typeAnnotation?.type.as(FunctionTypeSyntax.self),
      function.parameters.count == 1
    else { return nil }
    return function.parameters.first?.type.trimmedText
  }
}

/// The case names a body's switches over `name` match (`case .play, .pause:` gives both),
/// without payload patterns' inner cases.
private final class SwitchedCaseNames: SyntaxVisitor {
  private let subject: String
  private var names: Set<String> = []

  private init(_ subject: String) {
    self.subject = subject
    super.init(viewMode: .sourceAccurate)
  }

  static func names(switchingOn name: String, in body: CodeBlockItemListSyntax) -> Set<String> {
    let visitor = SwitchedCaseNames(name)
    visitor.walk(body)
    return visitor.names
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == subject else {
      return .visitChildren
    }
    for case .switchCase(let switchCase) in node.cases {
      guard case .case(let label) = switchCase.label else { continue }
      for item in label.caseItems {
        if let name = Self.caseName(item.pattern) { names.insert(name) }
      }
    }
    return .visitChildren
  }

  /// `.play`, `.load(let id)`, `let .load(id)`: the case's name.
  private static func caseName(_ pattern: PatternSyntax) -> String? {
    var expression = pattern.as(ExpressionPatternSyntax.self)?.expression
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression
    }
    if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    guard let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.text
  }
}

/// The enums a file declares with their cases: which one owns every name of a set.
private final class EnumCaseIndex: SyntaxVisitor {
  private var cases: [(name: String, cases: Set<String>)] = []

  private init() { super.init(viewMode: .sourceAccurate) }

  /// The one enum of the file declaring every name; nil when none or more than one does.
  static func owner(of names: Set<String>, in root: Syntax) -> String? {
    let index = EnumCaseIndex()
    index.walk(root)
    let owners = index.cases.filter { names.isSubset(of: $0.cases) }
    return owners.count == 1 ? owners[0].name : nil
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    var names: Set<String> = []
    for member in node.memberBlock.members {
      guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in declaration.elements { names.insert(element.name.text) }
    }
    cases.append((node.name.text, names))
    return .visitChildren
  }
}

/// Whether a closure's own body returns a value (`.map { status in switch status { case .a:
/// return true ... } }`): a closure that maps its value is no handler. Nested closures are not
/// its body.
private final class ValueReturns: SyntaxVisitor {
  private var found = false

  private init() { super.init(viewMode: .sourceAccurate) }

  static func found(in body: CodeBlockItemListSyntax) -> Bool {
    let visitor = ValueReturns()
    visitor.walk(body)
    return visitor.found
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.expression != nil { found = true }
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
