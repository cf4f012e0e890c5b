import ArchgenSyntax
import SwiftSyntax

/// The computed Bool properties that ask which case a machine's held state is in, by what
/// their getters return and not by their names: the state enum's own (`var isRecording: Bool
/// { if case .recording = self { return true }; return false }`, read as `state.isRecording`)
/// and the holder's (`var isBusy: Bool { state == .saving || state == .loading }`, read bare or
/// through `self`). A guard on one narrows where the method's transitions start.
package struct CasePredicates: Sendable {
  /// Questions of the state enum, asked through the state, with the cases they hold for.
  package var ofState: [String: Set<String>] = [:]
  /// Questions of the holder about its state, asked bare or through `self`.
  package var own: [String: Set<String>] = [:]
  /// Every case of the state enum, in declaration order.
  package var cases: [String] = []

  package init() {}

  /// The questions in `tree` about the state `holder` of the type `key`, whose enum `stateType`
  /// has `cases`.
  package static func read(
    in tree: SourceFileSyntax, key: String, holder: String, stateType: String, cases: [String]
  ) -> CasePredicates {
    var result = CasePredicates()
    guard !cases.isEmpty else { return result }
    result.cases = cases
    let all = Set(cases)
    let ofEnum = CaseSetReader(
      all: all,
      isSubject: { $0.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) },
      known: [:])
    for (name, body) in CasePredicateCollector.properties(
      in: tree, of: { $0.last == stateType })
    {
      if let set = ofEnum.trueCases(body) { result.ofState[name] = set }
    }
    let ofHolder = CaseSetReader(
      all: all,
      isSubject: {
        StateReference.path($0).map { $0 == [holder] || $0 == ["self", holder] } ?? false
      },
      known: result.ofState)
    for (name, body) in CasePredicateCollector.properties(
      in: tree, of: { $0.joined(separator: ".") == key })
    {
      if let set = ofHolder.trueCases(body) { result.own[name] = set }
    }
    return result
  }

  /// The cases a condition on the state holds for: `isRecording`, `self.isRecording`,
  /// `state.isRecording`; nil for any other condition.
  package func asked(_ condition: ExprSyntax, holder: (ExprSyntax) -> Bool) -> Set<String>? {
    let condition = TargetValue.unwrap(condition)
    if let reference = condition.as(DeclReferenceExprSyntax.self) {
      return own[reference.baseName.text]
    }
    guard let member = condition.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    let name = member.declName.baseName.text
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      return own[name]
    }
    return holder(base) ? ofState[name] : nil
  }

  /// The cases in declaration order.
  package func ordered(_ set: Set<String>) -> [String] {
    cases.filter(set.contains)
  }
}
