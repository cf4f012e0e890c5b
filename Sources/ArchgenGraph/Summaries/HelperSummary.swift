import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What a free helper does to the value it is handed: `func modify<T, V>(_ value: T, _ path:
/// WritableKeyPath<T, V>, _ new: V) -> T { var copy = value; copy[keyPath: path] = new; return
/// copy }` returns a copy of parameter 0 whose field named by parameter 1 is parameter 2. Read
/// from the body, whatever the helper's name; a call handing it the state is that copy.
package enum HelperSummary {
  /// The summaries of the file's free functions that return a changed copy of a parameter.
  package static func summaries(_ functions: [FunctionDeclSyntax]) -> [StateMethodSummary] {
    var result: [StateMethodSummary] = []
    var seen: Set<String> = []
    for function in functions.sorted(by: { $0.position < $1.position }) {
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      let key =
        SummaryCall.helperPrefix + StateMethodSummary.key(function.name.text, labels: labels)
      guard !seen.contains(key), let summary = summary(function, key: key) else { continue }
      seen.insert(key)
      result.append(summary)
    }
    return result
  }

  private static func summary(_ function: FunctionDeclSyntax, key: String) -> StateMethodSummary? {
    let parameters = function.signature.parameterClause.parameters.map {
      (name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedText)
    }
    guard let returned = function.signature.returnClause?.type.trimmedText,
      let statements = function.body?.statements,
      let copied = parameters.firstIndex(where: { $0.type == returned })
    else { return nil }
    let names = parameters.map(\.name)
    // Names holding the copy: the parameter and locals made from it (`var copy = value`).
    var copies: Set<String> = [names[copied]]
    var fields: [String] = []
    var returnsCopy = false
    // A statement this reading does not look into (an `if`, a call handed `&copy`) may change
    // the copy: the helper is then not known to hand the state back as it was.
    var opaque = false
    for item in statements {
      if !isPlain(item.item) { opaque = true }
      if let variable = item.item.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, copies.contains(value.trimmedText)
          else { continue }
          copies.insert(name)
        }
      } else if let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) {
        if let node = assignment(sequence, copies: copies, parameters: names) {
          fields.append(node)
        } else if let first = sequence.elements.first.flatMap(StateReference.path)?.first,
          copies.contains(first)
        {
          opaque = true
        }
      } else if let statement = item.item.as(ReturnStmtSyntax.self),
        let value = statement.expression
      {
        returnsCopy = copies.contains(value.trimmedText)
      }
    }
    // A helper that returns the copy with no field set hands the state back as it was.
    guard returnsCopy, !fields.isEmpty || !opaque else { return nil }
    return StateMethodSummary(typePath: "", key: key, fields: fields, stateParameter: copied)
  }

  /// A declaration, a `return`, an assignment, or a call of a free function handed nothing by
  /// `&` (`log(state)`): statements whose effect on the copy this reading sees.
  private static func isPlain(_ item: CodeBlockItemSyntax.Item) -> Bool {
    if item.is(VariableDeclSyntax.self) || item.is(ReturnStmtSyntax.self) { return true }
    guard let expression = item.as(ExprSyntax.self) else { return false }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let items = Array(sequence.elements)
      return items.count == 3 && items[1].is(AssignmentExprSyntax.self)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.is(DeclReferenceExprSyntax.self), call.trailingClosure == nil
    else { return false }
    return !call.arguments.contains { $0.expression.is(InOutExprSyntax.self) }
  }

  /// `copy[keyPath: path] = new` as `⟨1⟩=⟨2⟩`; `copy.count = 0` as `count=0`.
  private static func assignment(
    _ sequence: SequenceExprSyntax, copies: Set<String>, parameters: [String]
  ) -> String? {
    let items = Array(sequence.elements)
    guard items.count == 3, items[1].is(AssignmentExprSyntax.self) else { return nil }
    let value: String
    if let index = parameters.firstIndex(of: items[2].trimmedText) {
      value = SummaryCall.marker(index)
    } else {
      value = TargetValue.fieldValue(items[2])
    }
    if let subscriptCall = items[0].as(SubscriptCallExprSyntax.self),
      copies.contains(subscriptCall.calledExpression.trimmedText),
      let argument = subscriptCall.arguments.first, subscriptCall.arguments.count == 1,
      argument.label?.text == "keyPath",
      let index = parameters.firstIndex(of: argument.expression.trimmedText)
    {
      return Node.setting(SummaryCall.marker(index), to: value).text
    }
    if let path = StateReference.path(items[0]), path.count >= 2, let first = path.first,
      copies.contains(first)
    {
      return Node.setting(path.dropFirst().joined(separator: "."), to: value).text
    }
    return nil
  }
}
