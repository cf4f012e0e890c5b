import ArchgenSyntax
import SwiftSyntax

/// `state.shared.finishAdding()`: a method of a field's type declared in another file of the run.
/// Which type declares it is known only once every file is read, so the call waits as a
/// placeholder (`SummaryCall.fieldMethod`) that linking replaces with what the one type of the
/// run declaring a summarised method of that name sets, under the field's path
/// (`shared.viewState=idle`), or with `shared=?` when no type or several do.
extension TransitionExtractor {
  package func fieldMethodPlaceholder(_ call: FunctionCallExprSyntax, field: String) -> Node? {
    guard stateIsValue, !reference.selfIsState,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      !ReturnShape.mutatingMethods.contains(member.declName.baseName.text)
    else { return nil }
    let key = StateMethodSummary.key(
      member.declName.baseName.text, labels: call.arguments.map { $0.label?.text ?? "_" })
    return .pseudo(
      .methodCall(
        SummaryCall.encode(
          key: SummaryCall.fieldMethod + field + SummaryCall.fieldSeparator + key,
          arguments: call.arguments.map {
            TargetValue.fieldValue(resolvedParameter($0.expression))
          })))
  }
}
