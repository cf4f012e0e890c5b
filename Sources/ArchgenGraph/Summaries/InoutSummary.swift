import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What a function or method does to a value it is handed `inout`, whatever the names: `func
/// load(state: inout S, filter: String) { state.loading[filter] = true }` sets `loading[]` on
/// parameter 0. A reducer handing its state by `&` to such a helper, the helper maybe declared in
/// an extension in another file, changes the state as the helper's body does (SPEC §4: the state
/// is a parameter in any position, `inout` too). One summary per `inout` parameter, keyed by the
/// declaring type, the parameter's position and the full name (`inoutKey`).
package enum InoutSummary {
  /// `⟨index⟩load(state:filter:)` under the inout-helper prefix.
  package static func key(_ fullName: String, parameter index: Int) -> String {
    SummaryCall.inoutHelper + String(index) + "#" + fullName
  }

  /// The summaries of the file's functions and methods, each `inout` parameter that is not a
  /// closure its own; one that sets nothing is kept (empty): the call then changes nothing.
  package static func summaries(
    _ source: ParsedSource, methods: [String: [String: FunctionDeclSyntax]],
    properties: [String: Set<String>]
  ) -> [StateMethodSummary] {
    var result: [StateMethodSummary] = []
    for (path, table) in methods.sorted(by: { $0.key < $1.key }) {
      for (name, function) in table.sorted(by: { $0.key < $1.key }) where name.contains("(") {
        let parameters = Array(function.signature.parameterClause.parameters)
        for (index, parameter) in parameters.enumerated() where isInoutValue(parameter.type) {
          guard let body = function.body else { continue }
          let fields = summary(
            function, body: body, parameter: index, source: source, own: table,
            methods: methods, properties: properties)
          result.append(
            StateMethodSummary(
              typePath: path, key: key(name, parameter: index), fields: fields,
              stateParameter: index))
        }
      }
    }
    return result
  }

  /// `inout S`, `inout [String: Bool]`; not `inout () -> Void`.
  private static func isInoutValue(_ type: TypeSyntax) -> Bool {
    guard let attributed = type.as(AttributedTypeSyntax.self),
      attributed.specifiers.contains(where: {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      })
    else { return false }
    return !attributed.baseType.is(FunctionTypeSyntax.self)
  }

  /// The nodes the body writes on the parameter: fields, whole values, and calls handing it on
  /// (placeholders composed when the machines are linked).
  private static func summary(
    _ function: FunctionDeclSyntax, body: CodeBlockSyntax, parameter index: Int,
    source: ParsedSource, own: [String: FunctionDeclSyntax],
    methods: [String: [String: FunctionDeclSyntax]], properties: [String: Set<String>]
  ) -> [String] {
    let parameters = Array(function.signature.parameterClause.parameters)
    let name = (parameters[index].secondName ?? parameters[index].firstName).text
    let reference = StateReference(stateNames: [name], eventNames: [])
    let extractor = TransitionExtractor(
      reference: reference, returnsState: false, methods: own, converter: source.converter)
    extractor.stateIsValue = true
    extractor.fileMethods = methods
    extractor.fileProperties = properties
    extractor.entryPoints = [function.name.text]
    for (position, other) in parameters.enumerated() where position != index {
      let otherName = (other.secondName ?? other.firstName).text
      extractor.parameterValues[otherName] = SummaryCall.markerExpression(position)
    }
    extractor.walk(body.statements, TransitionExtractor.Context())
    var fields: [String] = []
    for transition in extractor.transitions where !fields.contains(transition.to) {
      fields.append(transition.to)
    }
    return fields
  }
}
