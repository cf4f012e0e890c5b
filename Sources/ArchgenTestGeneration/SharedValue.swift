/// A value of a type built anew each time, whose initializers draw a random id or the clock
/// (`Account(name:)` with `self.id = UUID()`): a test cannot build it twice alike, so it builds it
/// once, sends it and expects that very value (`let sentValue = [Account(name: "")]`). Only where
/// the field starts from a value known to differ from any built one: an empty collection or nil.
package struct SharedValue {
  package let catalog: TypeCatalog
  /// The scope the field's type is written in.
  package let owner: String

  /// `type` is the field's type without its `?`; `built` builds a value alike twice (nil when it
  /// cannot), `compares` says whether `==` compares values of a type.
  package func derived(
    _ type: String, optional: Bool, key: String, built: (String) -> String?,
    compares: (String) -> Bool
  ) -> FieldDerivation.Derived? {
    let element = FieldDerivation.elementType(of: type)
    guard element != nil || optional else { return nil }
    let single = element ?? type
    guard built(single) == nil, compares(single), let value = freshValue(single) else {
      return nil
    }
    let name = Self.name(key)
    return FieldDerivation.Derived(
      start: element != nil && !optional ? "[]" : "nil", expected: name, values: [key: name],
      binding: "let \(name) = \(element != nil ? "[\(value)]" : value)")
  }

  /// A call of one of the struct's initializers, those that draw anew among them, with every
  /// argument built: the fewest placeholders, then the shortest; nil when each needs one.
  private func freshValue(_ type: String) -> String? {
    guard let structType = catalog.structType(named: type, near: owner),
      !structType.freshInitializers.isEmpty
    else { return nil }
    let builder = ValueBuilder(catalog: catalog, owner: structType.qualifiedName)
    let calls = ([structType.required] + structType.alternatives + structType.freshInitializers)
      .map { parameters in
        let arguments = parameters.map {
          ($0.label.map { "\($0): " } ?? "") + builder.defaultValue(of: $0.type, depth: 1)
        }
        return "\(structType.qualifiedName)(\(arguments.joined(separator: ", ")))"
      }
    return calls.filter { !$0.contains("<#") && !$0.contains("UUID()") }.min { lhs, rhs in
      lhs.count != rhs.count ? lhs.count < rhs.count : lhs < rhs
    }
  }

  /// `sentValue` for an unlabelled payload, `sentItems` for one labelled `items`.
  private static func name(_ key: String) -> String {
    guard !key.hasPrefix("_"), let first = key.first else { return "sentValue" }
    return "sent" + first.uppercased() + key.dropFirst()
  }
}
