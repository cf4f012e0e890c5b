/// The value a test passes for a parameter of an owner's initializer (a reactor's, a view
/// model's) where the value builder has none: a stub of a protocol the files declare
/// (`ProtocolStubs`), or a struct or class the files declare built through its initializer
/// with such values (`Reactor.Dependency(service: GeneratedNetworkingStub())`), else the value
/// the app holds of that type (`AppDependency.shared.provider`, `HeldInstances`).
package enum OwnerArguments {
  package static func value(of type: String, builder: ValueBuilder, depth: Int = 0) -> String {
    let value = builder.defaultValue(of: type)
    guard value.contains("<#") else { return value }
    if case .success(let stub) = ProtocolStubs.stub(
      for: type, catalog: builder.catalog, near: builder.owner)
    {
      return "\(stub.name)()"
    }
    // A value the app itself holds of a type no test builds (`HeldInstances`).
    let held = HeldInstances.value(of: type, catalog: builder.catalog)
    guard depth < 3,
      let built = builder.catalog.structType(named: type, near: builder.owner)
        ?? builder.catalog.classType(named: type, near: builder.owner),
      !built.isGeneric
    else { return held ?? value }
    let inner = ValueBuilder(catalog: builder.catalog, owner: built.qualifiedName)
    let arguments = built.required.map {
      ($0.label.map { "\($0): " } ?? "")
        + Self.value(of: $0.type, builder: inner, depth: depth + 1)
    }
    let call = "\(built.qualifiedName)(\(arguments.joined(separator: ", ")))"
    let best = placeholders(call) < placeholders(value) ? call : value
    return placeholders(best) > 0 ? held ?? best : best
  }

  private static func placeholders(_ text: String) -> Int {
    text.components(separatedBy: "<#").count - 1
  }
}
