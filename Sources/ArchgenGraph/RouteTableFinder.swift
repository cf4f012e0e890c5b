import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// Finds route tables registered with a machine object (SwiftState):
/// `machine.addRoutes(event: .start, transitions: [.idle => .running])` is `idle -> running` on
/// `start`; `machine.addRoute(.a => .b)` is `a -> b` on any event when the file calls
/// `machine.tryState(_:)` (the only way to take it), else no edge; `.any` is `*`. The routes of
/// one receiver in one type are one machine, which starts where the receiver is built
/// (`StateMachine(state: .idle)`).
package final class RouteTableFinder: SyntaxVisitor {
  private let source: ParsedSource
  private var tables:
    [String: (path: [String], receiver: String, routes: [(route: Transition, eventless: Bool)])] =
      [:]
  private var order: [String] = []
  private var first: [String: (line: Int, column: Int, initial: String?)] = [:]

  package init(_ source: ParsedSource) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  /// Receivers (by type path) whose `tryState(_:)` is called: only it takes an eventless route.
  private var tried: Set<String> = []

  package var reducers: [ReducerFacts] {
    order.compactMap { key in
      guard var table = tables[key], let start = first[key] else { return nil }
      // `addRoute(.a => .b)` has no event: only `tryState(.b)` takes it. Never tried here, it is
      // no transition (the machine moves by its events).
      if !tried.contains(key) { table.routes.removeAll(where: \.eventless) }
      guard !table.routes.isEmpty else { return nil }
      return ReducerFacts(
        name: (table.path + [table.receiver]).joined(separator: "."), typePath: table.path,
        file: source.path, line: start.line, column: start.column, stateType: nil,
        eventType: nil, function: table.receiver, holderInitial: start.initial,
        transitions: table.routes.map(\.route), cases: [], heldState: true)
    }
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "tryState", let base = member.base,
      let receiver = StateReference.path(base)?.last
    {
      tried.insert((SyntaxScope.typePath(of: node) + [receiver]).joined(separator: "."))
    }
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      ["addRoutes", "addRoute"].contains(member.declName.baseName.text),
      let base = member.base, let path = StateReference.path(base), let receiver = path.last
    else { return .visitChildren }
    var event = StateMachine.anyState
    var eventless = true
    var pairs: [ExprSyntax] = []
    for argument in node.arguments {
      switch argument.label?.text {
      case "event":
        eventless = false
        event = Self.name(argument.expression)
      case "transitions":
        pairs += argument.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
      case nil:
        if let array = argument.expression.as(ArrayExprSyntax.self) {
          pairs += array.elements.map(\.expression)
        } else {
          pairs.append(argument.expression)
        }
      default: break
      }
    }
    let line = source.location(of: node.positionAfterSkippingLeadingTrivia).line
    let routes = pairs.compactMap { pair -> Transition? in
      guard let items = pair.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
        items.count == 3, items[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "=>"
      else { return nil }
      return Transition(
        from: Self.name(items[0]), to: Self.name(items[2]), event: event, line: line)
    }
    guard !routes.isEmpty else { return .visitChildren }
    let typePath = SyntaxScope.typePath(of: node)
    let key = (typePath + [receiver]).joined(separator: ".")
    if tables[key] == nil {
      order.append(key)
      tables[key] = (typePath, receiver, [])
      let (startLine, column) = source.location(of: node.positionAfterSkippingLeadingTrivia)
      first[key] = (startLine, column, Self.initial(of: receiver, around: node))
    }
    tables[key]?.routes += routes.map { ($0, eventless) }
    return .visitChildren
  }

  /// `.idle` → `idle`; `.any` (SwiftState's wildcard) → `*`.
  private static func name(_ expression: ExprSyntax) -> String {
    let name = TargetValue.caseName(expression) ?? StateMachine.unknownState
    return name == "any" ? StateMachine.anyState : name
  }

  /// `private var machine = Machine(state: .idle)` in the enclosing type: `idle`.
  private static func initial(of receiver: String, around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current, !syntax.is(MemberBlockSyntax.self) { current = syntax.parent }
    guard let members = current?.as(MemberBlockSyntax.self) else { return nil }
    for item in members.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == receiver {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let argument = call.arguments.first
        else { return nil }
        return TargetValue.caseName(argument.expression)
      }
    }
    return nil
  }
}
