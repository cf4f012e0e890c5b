/// composable-architecture's binding action that a case pattern names by key path:
/// `case .binding(\.$query):`, drawn as `binding.query`, is sent as
/// `.binding(.set(\.$query, ""))` with a value of the field's type (the pattern matches any).
package enum BindingActions {
  /// The `BindingAction<Root>` that writes `path` of `Root` (a field, or a field's field), or nil
  /// when `payloadType` is no binding action, the path is no stored field of a struct the files
  /// declare, or no value of its type can be built.
  package static func expression(
    payloadType: String, path: [EventLabel.Part], near owner: String, catalog: TypeCatalog
  ) -> String? {
    let prefix = "BindingAction<"
    guard payloadType.hasPrefix(prefix), payloadType.hasSuffix(">"), !path.isEmpty,
      path.allSatisfy({ $0.literal == nil })
    else { return nil }
    let root = String(payloadType.dropFirst(prefix.count).dropLast())
    guard var state = catalog.structType(named: root, near: owner) else { return nil }
    var components: [String] = []
    var type = ""
    for (index, part) in path.enumerated() {
      guard state.variables.contains(part.name), let next = state.fieldTypes[part.name] else {
        return nil
      }
      // A wrapped field is named through its wrapper's projection (`\.$query`,
      // `\.paging.$page`), as the pattern names it; a plain one (`@ObservableState`) as itself.
      let projected = index == path.count - 1 && state.wrapped.contains(part.name)
      components.append(projected ? "$" + part.name : part.name)
      type = next
      if index < path.count - 1 {
        guard let inner = catalog.structType(named: next, near: state.qualifiedName) else {
          return nil
        }
        state = inner
      }
    }
    let value = ValueBuilder(catalog: catalog, owner: state.qualifiedName).defaultValue(of: type)
    guard !value.contains("<#") else { return nil }
    return ".set(\\.\(components.joined(separator: ".")), \(value))"
  }
}
