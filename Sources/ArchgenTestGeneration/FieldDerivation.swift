/// For a field that `graph` draws as `field=?`: the value a test starts the field from, the value
/// it expects after the event, and the payload values the event must carry, read from the
/// reducer's line (`StateAssignment`). The start always differs from the expected value, so the
/// test fails when the transition goes.
package struct FieldDerivation {
  package struct Derived: Equatable {
    package var start: String
    package var expected: String
    /// Payload values by label (or `_0`, `_1`), as `ValueBuilder.caseExpression` reads them.
    package var values: [String: String]
    /// `let sentItems = [Item(name: "")]`: a value built once, sent and expected as itself, for a
    /// type built anew each time (`SharedValue`); the test's first line.
    package var binding: String? = nil
  }

  package let catalog: TypeCatalog
  /// The scope the state's field types are written in (the state's qualified name).
  package let owner: String
  /// Whether a value of any type may be compared (a `TestStore`'s state is `Equatable`); else
  /// only the standard library's, `Equatable` enums and optionals and collections of them.
  package var anyTypeCompares = false

  package static let numbers = ValueBuilder.numberTypes

  private static let literalPairs: [String: (String, String)] = [
    "Bool": ("false", "true"), "String": ("\"\"", "\"x\""),
  ]

  private var builder: ValueBuilder { ValueBuilder(catalog: catalog, owner: owner) }

  /// `declared` is the field's declared type (nil when unknown), `nested` whether the field is a
  /// field of a field, `leaf` the event's case whose payload the line reads.
  package func derive(
    _ shape: StateAssignment, declared: String?, nested: Bool, leaf: TypeCatalog.EnumCase?
  ) -> Derived? {
    let type = declared.map(Self.unwrapped)
    let optional = declared?.hasSuffix("?") == true
    switch shape {
    case .toggle:
      guard declared == "Bool" || (declared == nil && !nested) else { return nil }
      return Derived(start: "false", expected: "true", values: [:])
    case .add(let amount):
      guard let declared, Self.numbers.contains(declared) else { return nil }
      return Derived(start: "0", expected: amount, values: [:])
    case .constant(let expression, let types):
      return constant(expression, types: types, type: type, optional: optional)
    case .payload(let caseName, let index, let label):
      guard let (key, payload) = element(leaf, caseName: caseName, index: index, label: label)
      else {
        return nil
      }
      return passedThrough(payload, key: key, declared: declared, nested: nested)
    case .addPayload(let caseName, let index, let label):
      // From the empty value of the field's type: the sum is what the event carries.
      guard let (key, payload) = element(leaf, caseName: caseName, index: index, label: label),
        let declared, declared == payload, compares(declared), let value = value(of: payload)
      else { return nil }
      let empty = Self.elementType(of: declared) != nil ? "[]" : value == "\"x\"" ? "\"\"" : "0"
      guard empty != "0" || Self.numbers.contains(declared) else { return nil }
      return Derived(start: empty, expected: value, values: [key: value])
    case .append(let caseName, let index, let label), .remove(let caseName, let index, let label):
      guard let (key, payload) = element(leaf, caseName: caseName, index: index, label: label),
        let declared, !optional, let elementType = Self.elementType(of: declared),
        elementType == payload, let value = value(of: payload), compares(elementType)
      else { return nil }
      if case .remove = shape {
        return Derived(start: "[\(value)]", expected: "[]", values: [key: value])
      }
      return Derived(start: "[]", expected: "[\(value)]", values: [key: value])
    }
  }

  private func element(_ leaf: TypeCatalog.EnumCase?, caseName: String, index: Int, label: String?)
    -> (key: String, type: String)?
  {
    guard let leaf, leaf.name == caseName else { return nil }
    // -1: the element named by its label (a member of an action matched by type).
    let found =
      index >= 0 ? index : leaf.payload.firstIndex { $0.label != nil && $0.label == label }
    guard let index = found, index < leaf.payload.count else { return nil }
    let payload = leaf.payload[index]
    return (payload.label ?? "_\(index)", payload.type.trimmingCharacters(in: .whitespaces))
  }

  /// `state.field = payload`: the payload sent with a value the field did not start with.
  private func passedThrough(_ payload: String, key: String, declared: String?, nested: Bool)
    -> Derived?
  {
    let type = declared.map(Self.unwrapped)
    let optional = declared?.hasSuffix("?") == true
    let bare = Self.unwrapped(payload)
    if let pair = Self.literalPairs[bare]
      ?? (Self.numbers.contains(bare) ? ("0", "1") : nil),
      type == bare || (type == nil && !nested && bare == payload)
    {
      return Derived(start: optional ? "nil" : pair.0, expected: pair.1, values: [key: pair.1])
    }
    guard let declared, let type, sameType(type, bare), compares(type) else { return nil }
    // A value that draws a fresh id: built once, sent and expected as itself.
    if let shared = SharedValue(catalog: catalog, owner: owner).derived(
      type, optional: optional, key: key, built: value(of:), compares: compares)
    {
      return shared
    }
    // Into an optional field: from nil to a built value (an empty collection when no element
    // can be built: it still differs from nil).
    if optional {
      let empty = builder.defaultValue(of: bare)
      guard let value = value(of: bare) ?? (["[]", "[:]"].contains(empty) ? empty : nil) else {
        return nil
      }
      return Derived(start: "nil", expected: value, values: [key: value])
    }
    guard declared == payload || (payload == bare && sameType(type, bare)) else { return nil }
    // A collection: from empty to one built element.
    if Self.elementType(of: type) != nil {
      guard let value = value(of: type) else { return nil }
      return Derived(start: "[]", expected: value, values: [key: value])
    }
    // A value of a Foundation type or a struct: from a value built alike with one field
    // changed (`DistinctValues`).
    guard let enumType = catalog.enumType(named: type, near: owner) else {
      guard !makesIdentity(type, near: owner, depth: 0),
        let pair = DistinctValues(catalog: catalog, owner: owner).pair(of: type)
      else { return nil }
      return Derived(start: pair.start, expected: pair.other, values: [key: pair.other])
    }
    let inner = ValueBuilder(catalog: catalog, owner: enumType.qualifiedName)
    var built: [String] = []
    for enumCase in enumType.cases
    where !enumCase.payload.contains(where: {
      makesIdentity($0.type, near: enumType.qualifiedName, depth: 1)
    }) {
      let value = inner.caseExpression(enumCase, values: [:])
      if !value.contains("<#"), !value.contains("UUID()"), !built.contains(value) {
        built.append(value)
      }
    }
    guard built.count >= 2 else { return nil }
    return Derived(start: built[1], expected: built[0], values: [key: built[0]])
  }

  /// Whether two names given to a type are the same type: as written, or the same declaration
  /// where each is looked up from the state (`Tab` in the state, `State.Tab` in the action).
  private func sameType(_ first: String, _ second: String) -> Bool {
    if first == second { return true }
    if let one = catalog.enumType(named: first, near: owner),
      let other = catalog.enumType(named: second, near: owner)
    {
      return one.qualifiedName == other.qualifiedName
    }
    if let one = catalog.structType(named: first, near: owner),
      let other = catalog.structType(named: second, near: owner)
    {
      return one.qualifiedName == other.qualifiedName
    }
    return false
  }

  /// A value built only of cases, literals and initializers of top-level types, as written.
  private func constant(_ expression: String, types: [String], type: String?, optional: Bool)
    -> Derived?
  {
    // Types the test file sees: declared at the top level, or the standard library's.
    guard
      types.allSatisfy({ name in
        catalog.structType(named: name)?.qualifiedName == name
          || catalog.enumType(named: name)?.qualifiedName == name
          || ["Int", "String", "Bool", "Double", "Array", "Set", "Dictionary"].contains(name)
      })
    else { return nil }
    // A value that gives itself a fresh id (`ShouldTrigger()`, `let id = UUID()` at any depth)
    // never equals the one the code builds.
    if let type, makesIdentity(type, near: owner, depth: 0) { return nil }
    if optional { return Derived(start: "nil", expected: expression, values: [:]) }
    // A list written of constants (`tags = ["x", "y"]`): from empty, which it is not.
    if expression.hasPrefix("["), !["[]", "[:]"].contains(expression), let type,
      Self.elementType(of: type) != nil, compares(type), !makesIdentity(type, near: owner, depth: 0)
    {
      return Derived(start: "[]", expected: expression, values: [:])
    }
    let caseName = expression.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard expression.hasPrefix("."), let type,
      let enumType = catalog.enumType(named: type, near: owner),
      let another = enumType.cases.first(where: { $0.payload.isEmpty && $0.name != caseName })
    else { return nil }
    return Derived(start: ".\(another.name)", expected: expression, values: [:])
  }

  /// A value of `type` built without a placeholder, and not the empty value of its type: a
  /// collection holds one element.
  func value(of type: String) -> String? {
    if let pair = Self.literalPairs[type] { return pair.1 }
    if Self.numbers.contains(type) { return "1" }
    if let element = Self.elementType(of: type) { return value(of: element).map { "[\($0)]" } }
    let built = builder.defaultValue(of: type)
    guard !built.contains("<#"), !["nil", "[]", "[:]"].contains(built), !built.contains("UUID()"),
      !makesIdentity(type, near: owner, depth: 0)
    else { return nil }
    return built
  }

  /// Whether a value of `type` built twice could differ: a struct that gives itself a fresh
  /// value (`let id = UUID()`), at any depth the builder goes. The test builds
  /// the value it sends and the value it expects separately, so those must be equal.
  private func makesIdentity(_ type: String, near scope: String, depth: Int) -> Bool {
    guard depth < 4 else { return false }
    let bare = Self.unwrapped(type)
    if let element = Self.elementType(of: bare) {
      return makesIdentity(element, near: scope, depth: depth + 1)
    }
    if let structType = catalog.structType(named: bare, near: scope) {
      if !structType.freshDefaults.isEmpty { return true }
      // Fields with a declared value count too (`let identifier: Identifier = .init()`).
      return structType.required.map(\.type).contains {
        makesIdentity($0, near: structType.qualifiedName, depth: depth + 1)
      }
        || structType.fieldTypes.values.sorted().contains {
          $0 != bare && makesIdentity($0, near: structType.qualifiedName, depth: depth + 1)
        }
    }
    if let enumType = catalog.enumType(named: bare, near: scope) {
      return enumType.cases.contains { enumCase in
        enumCase.payload.contains {
          makesIdentity($0.type, near: enumType.qualifiedName, depth: depth + 1)
        }
      }
    }
    return false
  }

  /// Whether a test can compare values of `type` with `==`.
  func compares(_ type: String) -> Bool {
    if anyTypeCompares { return true }
    let bare = Self.unwrapped(type)
    if Self.literalPairs[bare] != nil || Self.numbers.contains(bare)
      || DistinctValues.library[bare] != nil
    {
      return true
    }
    if let element = Self.elementType(of: bare) { return compares(element) }
    // A struct that declares `Equatable` (or gets it from an extension) compares as well.
    if let structType = catalog.structType(named: bare, near: owner) {
      return catalog.isEquatable(structType)
    }
    return catalog.enumType(named: bare, near: owner)?.isEquatable == true
  }

  /// The declared type of a field, or of a field's field (`contact.name`) when each step is a
  /// `var` of a struct the files declare.
  package static func fieldType(
    _ name: String, of state: TypeCatalog.StructType, catalog: TypeCatalog
  )
    -> String?
  {
    let path = name.split(separator: ".").map(String.init)
    guard var type = state.fieldTypes[path[0]] else { return nil }
    var owner = state.qualifiedName
    for step in path.dropFirst() {
      guard let inner = catalog.structType(named: type, near: owner),
        inner.variables.contains(step), let next = inner.fieldTypes[step]
      else { return nil }
      owner = inner.qualifiedName
      type = next
    }
    return type
  }

  package static func unwrapped(_ type: String) -> String {
    type.hasSuffix("?") ? String(type.dropLast()) : type
  }

  /// `Item` for `[Item]`, `Set<Item>`, `IdentifiedArrayOf<Item>`; nil for anything else.
  package static func elementType(of type: String) -> String? {
    if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
      return String(type.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
    for name in ["Array<", "Set<", "IdentifiedArrayOf<", "ContiguousArray<", "OrderedSet<"]
    where type.hasPrefix(name) && type.hasSuffix(">") {
      let inner = type.dropFirst(name.count).dropLast()
      guard !inner.contains(",") else { return nil }
      return String(inner).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
