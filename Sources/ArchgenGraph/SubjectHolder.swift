import ArchgenSyntax
import SwiftSyntax

/// A stored subject or relay holding one value (`let phase = CurrentValueSubject<Phase,
/// Never>(.idle)`, `var state: CurrentValueSubject = CurrentValueSubject<S, E>(.off)`,
/// `let mode = BehaviorRelay<Mode>(value: .list)`): the value's type and its starting case.
package enum SubjectHolder {
  private static let kinds = ["Relay", "Subject", "Variable", "Property"]
  /// Kinds that pass values on without keeping one (`PassthroughSubject`, `PublishSubject`,
  /// `PublishRelay`): an output stream of actions, never a held state.
  private static let streams = ["Passthrough", "Publish"]

  /// `CurrentValueSubject`, `BehaviorRelay`, `MutableProperty`: the kind keeps its last value.
  package static func keepsValue(_ kind: String) -> Bool {
    !streams.contains(where: kind.hasPrefix)
  }

  /// The holder `name` declares with `binding` when it is a subject or relay of one value, with
  /// the last component of that value's type; nil otherwise.
  package static func read(
    _ name: String, _ binding: PatternBindingSyntax
  ) -> (holder: StateHolder, typeName: String)? {
    let declared = binding.typeAnnotation?.type.trimmedText
    let call = binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self) }
    let called = call?.calledExpression.trimmedText
    // The annotation may leave the generic arguments to the value.
    let text = declared.flatMap { $0.contains("<") ? $0 : nil } ?? called ?? declared ?? ""
    guard let open = text.firstIndex(of: "<"),
      let base = TypeName.components(String(text[..<open])).last,
      kinds.contains(where: base.hasSuffix), keepsValue(base),
      let inner = StateHolderCollector.firstGenericArgument(text),
      let innerName = TypeName.strippingOptional(inner).flatMap({ TypeName.components($0).last }),
      !inner.contains("<"), !inner.hasPrefix("[")
    else { return nil }
    let initial = call?.arguments.first.flatMap { TargetValue.caseName($0.expression) }
    return (
      StateHolder(name: name, stateType: inner, isContainer: true, initial: initial), innerName
    )
  }
}
