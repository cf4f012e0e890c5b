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
  /// Questions of the state enum that take one of its cases (`state.canBecome(.resumed)`), by
  /// name and then by the case passed, with the cases they hold for.
  package var ofStateGiven: [String: [String: Set<String>]] = [:]
  /// Questions of the holder about its state, asked bare or through `self`.
  package var own: [String: Set<String>] = [:]
  /// Questions of the holder whose answer in some cases depends on another value (a payload, a
  /// flag): the cases where it may hold and those where it always does.
  package var partial: [String: (may: Set<String>, always: Set<String>)] = [:]
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
    for (name, parameter, body) in CasePredicateCollector.methods(
      in: tree, of: { $0.last == stateType },
      argument: { $0 == "Self" || TypeName.components($0).last == stateType })
    {
      var answers: [String: Set<String>] = [:]
      for value in cases {
        var given = ofEnum
        given.argument = (parameter, value)
        guard let set = given.trueCases(body) else { break }
        answers[value] = set
      }
      if answers.count == cases.count { result.ofStateGiven[name] = answers }
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
      if let set = ofHolder.trueCases(body) {
        result.own[name] = set
      } else if let possible = ofHolder.possibleCases(body) {
        result.partial[name] = possible
      }
    }
    return result
  }

  /// The cases a condition on the state holds for: `isRecording`, `self.isRecording`,
  /// `state.isRecording`, `state.canBecome(.resumed)`; nil for any other condition.
  package func asked(_ condition: ExprSyntax, holder: (ExprSyntax) -> Bool) -> Set<String>? {
    let condition = TargetValue.unwrap(condition)
    if let call = condition.as(FunctionCallExprSyntax.self) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base, holder(base), call.arguments.count == 1,
        let value = call.arguments.first.flatMap({ TargetValue.caseName($0.expression) })
      else { return nil }
      return ofStateGiven[member.declName.baseName.text]?[value]
    }
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

  /// `hasActiveWork`, `self.hasActiveWork` when it asks a partial question: the cases where it
  /// may hold (`holds`) or where it always holds (its negation leaves those out).
  package func partlyAsked(_ condition: ExprSyntax, holds: Bool) -> Set<String>? {
    let condition = TargetValue.unwrap(condition)
    var name: String?
    if let reference = condition.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = condition.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    }
    guard let name, let possible = partial[name] else { return nil }
    return holds ? possible.may : possible.always
  }

  /// The cases in declaration order.
  package func ordered(_ set: Set<String>) -> [String] {
    cases.filter(set.contains)
  }
}
