import ArchgenSyntax
import SwiftSyntax

/// `phase = phase.next`, `self.status = status?.advanced ?? .idle`: the state given the value
/// of one of its own computed properties. Whether that property is a transfer of the state's
/// enum (`StateTransfer`) is known only once every file is read, so the change is kept as a
/// placeholder naming the property, resolved by `StateTransferStep`: one edge per case the
/// transfer moves, or `?` when no enum of the run declares one by that name.
extension TransitionExtractor {
  package func transferred(_ value: [ExprSyntax], line: Int, _ context: inout Context) -> Bool {
    guard let (key, fallback) = transferKey(value) else { return false }
    emit(to: .pseudo(.transfer(key)), guards: [], line: line, context)
    // `status?.advanced ?? .idle`: with no value yet, the fallback.
    if let fallback, context.source == .any {
      var fromNil = context
      fromNil.from = "nil"
      emit(to: Node(read: fallback), guards: [], line: line, fromNil)
    }
    // What follows starts from what the transfer gives; the linker puts those values in.
    if context.alsoFrom.isEmpty {
      let after = Node.Pseudo.afterTransfer(key, before: context.from, fallback: fallback)
      context.from = Node.pseudo(after).text
    }
    return true
  }

  /// The start a transfer leaves for what follows it (a `catch` after it), from any value.
  func transferSource(_ value: [ExprSyntax]) -> String? {
    guard let (key, fallback) = transferKey(value) else { return nil }
    return Node.pseudo(.afterTransfer(key, before: StateMachine.anyState, fallback: fallback)).text
  }

  /// The transfer `phase.next` or `phase?.next ?? .idle` names, with its fallback.
  private func transferKey(_ value: [ExprSyntax]) -> (key: StateTransferKey, fallback: String?)? {
    guard let first = value.first, let property = transferProperty(first) else { return nil }
    var fallback: String?
    if value.count == 3 {
      guard value[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
        let name = TargetValue.caseName(value[2]), name != "nil"
      else { return nil }
      fallback = name
    } else if value.count != 1 {
      return nil
    }
    let type = StateTransferKey.simpleTypeName(stateTypeName)
    return (StateTransferKey(type: type, property: property), fallback)
  }

  /// `phase.next`, `self.phase.next`, `phase?.next`: a property read on the state itself.
  private func transferProperty(_ value: ExprSyntax) -> String? {
    guard let member = TargetValue.unwrap(value).as(MemberAccessExprSyntax.self),
      var base = member.base, member.declName.argumentNames == nil
    else { return nil }
    if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
    if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
    guard reference.isState(base) else { return nil }
    return member.declName.baseName.text
  }
}
