import ArchgenCore
import ArchgenGraph
import SwiftSyntax

extension StoreSuitePlanner {
  /// What a `TestStore` test does about the effect its action returns: receives each action the
  /// effect sends back (`await store.receive(.loaded(count: 3)) { $0.isLoading = false }`), and
  /// overrides each `@Dependency` the action's case reads that a test store would otherwise
  /// fail on, having no working `testValue` in the files (`withDependencies: { $0.apiClient =
  /// <#apiClient#> }`: the test needs a value).
  package func applyEffect(
    of transitions: [Transition], to test: inout GeneratedTest, feature: StoreDependencies
  ) {
    guard let source,
      let (line, effect) = transitions.lazy.compactMap({ transition in
        StoreEffect.read(line: transition.line, in: source).map { (transition.line, $0) }
      }).first
    else { return }
    // The actions sent back run through the reducer too, and a case reads what the feature's
    // methods it calls read (`StoreReceivedReads`), followed from what the case reads itself
    // outside its effect's closures.
    let names = effect.names.union(
      StoreReceivedReads.expand(
        StoreReceivedReads.outsideEffects(line: line, in: source),
        responses: effect.responses ?? [], transitions: machine.transitions,
        feature: self.feature, source: source))
    for name in names.sorted() {
      guard let target = feature.overrides[name],
        !builder.catalog.dependencyTestValues.works(target)
      else { continue }
      test.overrides.append("// The action reads the dependency `\(name)`: give the test one.")
      test.overrides.append("\(target) = <#\(name)#>")
    }
    for response in effect.responses ?? [] {
      guard let received = received(response, casePaths: feature.casePaths) else { break }
      test.received.append(received)
    }
  }

  /// `receive(.reset)` for an `Equatable` action written of cases and literals alone, else
  /// `receive(\.loaded)` where the actions have case key paths; nil otherwise. The closure sets
  /// the fields the received action sets, wherever it starts, to values archgen can name.
  private func received(_ response: ExprSyntax, casePaths: Bool) -> ReceivedAction? {
    guard let name = Self.caseName(response) else { return nil }
    let action: String
    let actionEnum = builder.catalog.enumType(named: "Action", near: feature)
    if actionEnum?.isEquatable == true, Self.isConstant(response) {
      action = response.trimmedDescription
    } else if casePaths {
      action = "\\.\(name)"
    } else {
      return nil
    }
    var values: [String: String?] = [:]
    for transition in machine.transitions where transition.event == name {
      // Only a write the received action makes whatever the state: no source, guard or
      // condition around it that the state after the first action may not meet.
      guard transition.fromNode == .any, transition.guardText == nil,
        enclosingSetup(transition)?.isEmpty == true,
        let target = field(transition.to),
        stateStruct?.unreadable.contains(String(target.name.prefix { $0 != "." })) != true
      else { continue }
      if let known = values[target.name], known != target.value {
        values[target.name] = .some(nil)
      } else {
        values[target.name] = target.value
      }
    }
    let assertions = values.sorted { $0.key < $1.key }.compactMap { field, value in
      value.map { "$0.\(field) = \($0)" }
    }
    return ReceivedAction(action: action, assertions: assertions)
  }

  /// `loaded` of `.loaded(count: 3)` and of `.loaded`.
  private static func caseName(_ response: ExprSyntax) -> String? {
    let member =
      response.as(MemberAccessExprSyntax.self)
      ?? response.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
    guard let member, member.base == nil else { return nil }
    return member.declName.baseName.text
  }

  /// Whether the expression is made of cases and literals only: it names no value the effect
  /// computes, so the test can write it.
  private static func isConstant(_ response: ExprSyntax) -> Bool {
    let references = ValueReferences(viewMode: .sourceAccurate)
    references.walk(response)
    return !references.found
  }
}

/// Whether an expression reads a value by name (`items`, `Item.mock`), besides the cases it
/// writes as `.name`.
private final class ValueReferences: SyntaxVisitor {
  var found = false

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let isCase =
      node.parent?.as(MemberAccessExprSyntax.self).map {
        $0.declName.id == node.id && $0.base == nil
      } ?? false
    if !isCase { found = true }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
