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
    emit(to: Node(read: StateTransferPlaceholder.target(key)), guards: [], line: line, context)
    // `status?.advanced ?? .idle`: with no value yet, the fallback.
    if let fallback, context.source == .any {
      var fromNil = context
      fromNil.from = "nil"
      emit(to: Node(read: fallback), guards: [], line: line, fromNil)
    }
    // What follows starts from what the transfer gives; the linker puts those values in.
    if context.alsoFrom.isEmpty {
      context.from = StateTransferPlaceholder.source(
        key, before: context.from, fallback: fallback)
    }
    return true
  }

  /// The start a transfer leaves for what follows it (a `catch` after it), from any value.
  func transferSource(_ value: [ExprSyntax]) -> String? {
    guard let (key, fallback) = transferKey(value) else { return nil }
    return StateTransferPlaceholder.source(key, before: StateMachine.anyState, fallback: fallback)
  }

  /// The placeholder key of `phase.next` or `phase?.next ?? .idle`, with its fallback.
  private func transferKey(_ value: [ExprSyntax]) -> (key: String, fallback: String?)? {
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
    let type = StateTransferPlaceholder.simpleTypeName(stateTypeName)
    return (StateTransferPlaceholder.key(type: type, property: property), fallback)
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

/// The nodes a transfer leaves until linking: the target (`⟨Phase.next⟩`) and the start of what
/// follows it in the same path (the values the transfer gives, else the start it had).
package enum StateTransferPlaceholder {
  private static let targetMark = "\u{E010}"
  private static let sourceMark = "\u{E012}"
  private static let separator = "\u{E011}"

  /// `ViewState<A, B>?` and `Outer.Phase` name `ViewState` and `Phase`.
  package static func simpleTypeName(_ written: String?) -> String {
    guard let written else { return "" }
    let plain = String(written.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
    return String(plain.split(separator: ".").last ?? "")
  }

  package static func key(type: String, property: String) -> String {
    type + separator + property
  }

  package static func target(_ key: String) -> String { targetMark + key }

  package static func source(_ key: String, before: String, fallback: String?) -> String {
    sourceMark + key + separator + before + separator + (fallback ?? "")
  }

  /// The key of a target placeholder (`field=` written before it kept apart).
  package static func targetKey(_ node: String) -> (field: String, key: String)? {
    split(node, mark: targetMark).map { ($0.field, $0.rest) }
  }

  /// The key, the start before the transfer and the fallback of a source placeholder.
  package static func sourceParts(_ node: String) -> (
    field: String, key: String, before: String, fallback: String?
  )? {
    guard let (field, rest) = split(node, mark: sourceMark) else { return nil }
    let parts = rest.components(separatedBy: separator)
    guard parts.count == 4 else { return nil }
    return (field, parts[0] + separator + parts[1], parts[2], parts[3].isEmpty ? nil : parts[3])
  }

  /// The type name and property of a key.
  package static func parts(_ key: String) -> (type: String, property: String) {
    let parts = key.components(separatedBy: separator)
    return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
  }

  private static func split(_ node: String, mark: String) -> (field: String, rest: String)? {
    guard let range = node.range(of: mark) else { return nil }
    return (String(node[..<range.lowerBound]), String(node[range.upperBound...]))
  }
}
