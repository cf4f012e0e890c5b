import ArchgenSyntax

/// Writes Swift expressions for states and events: defaults for payloads, guard-satisfying values
/// where the guard names them, and Xcode placeholders where no value can be built.
package struct ValueBuilder {
  package let catalog: TypeCatalog
  package let owner: String?

  /// The standard library's number types, each built from `0`.
  package static let numberTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "TimeInterval",
  ]

  /// A default value of `type`, or a placeholder `<#Type#>`.
  package func defaultValue(of type: String, depth: Int = 0) -> String {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    switch trimmed {
    case _ where Self.numberTypes.contains(trimmed): return "0"
    case "Bool": return "false"
    case "String", "Substring", "StaticString": return "\"\""
    default: break
    }
    if trimmed.hasSuffix("?") { return "nil" }
    // A completion handler or other callback the test does not observe: `{ _ in }`.
    if trimmed.contains("->"), let closure = IgnoringClosure.literal(forType: trimmed) {
      return closure
    }
    if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") {
      return trimmed.contains(":") ? "[:]" : "[]"
    }
    // Collections written by name, composable-architecture's `IdentifiedArrayOf` among them:
    // each is built from an empty literal.
    if ["Array<", "Set<", "IdentifiedArrayOf<", "IdentifiedArray<", "ContiguousArray<"].contains(
      where: trimmed.hasPrefix), trimmed.hasSuffix(">")
    {
      return "[]"
    }
    if trimmed.hasPrefix("Dictionary<"), trimmed.hasSuffix(">") { return "[:]" }
    if let library = Self.libraryValue(trimmed) { return library }
    if let foundation = Self.foundation[trimmed] { return foundation }
    if Self.errorTypes.contains(trimmed) {
      return catalog.errorValue(near: owner) ?? Self.localError
    }
    // A value the files declare for the type (`static let previewValue: Self`), when the type
    // cannot be built from its initializer (another module's, or one needing such a value).
    let declared = catalog.staticValue(of: trimmed, near: owner)
    // The struct the name means, unless an enum of that name is nearer the owner, as Swift looks
    // it up (`Permission` inside `PermissionStore` is its nested enum, not a top-level struct).
    if depth < 3,
      let structType = owner.map({
        TestGenerator.structState(trimmed, near: $0, catalog: catalog)
      }) ?? catalog.structType(named: trimmed, near: owner)
    {
      // Its fields' types are written in its own scope (`Mode` for `State.Mode`).
      let inner = ValueBuilder(catalog: catalog, owner: structType.qualifiedName)
      let call = { (parameters: [TypeCatalog.Payload]) -> String in
        let arguments = parameters.map {
          ($0.label.map { "\($0): " } ?? "")
            + "\(inner.defaultValue(of: $0.type, depth: depth + 1))"
        }
        return "\(structType.qualifiedName)(\(arguments.joined(separator: ", ")))"
      }
      var built = call(structType.required)
      // Another initializer when this one needs a value no test can build: the fewest
      // placeholders, then the shortest call.
      if built.contains("<#"), !structType.alternatives.isEmpty {
        built =
          ([built] + structType.alternatives.map(call)).min { lhs, rhs in
            let left = lhs.components(separatedBy: "<#").count
            let right = rhs.components(separatedBy: "<#").count
            return left != right ? left < right : lhs.count < rhs.count
          } ?? built
      }
      return built.contains("<#") ? declared ?? built : built
    }
    if depth < 3, let enumType = catalog.enumType(named: trimmed, near: owner),
      let first = enumType.cases.first(where: { $0.payload.isEmpty }) ?? enumType.cases.first
    {
      let built = ValueBuilder(catalog: catalog, owner: enumType.qualifiedName).caseExpression(
        first, values: [:], depth: depth + 1)
      return built.contains("<#") ? declared ?? built : built
    }
    if let declared { return declared }
    // `typealias RawFlags = [FeatureFlag: Bool]`: the aliased type, written in the alias's scope.
    if depth < 3, let alias = catalog.typealiasType(named: trimmed, near: owner),
      alias.value != trimmed
    {
      let scope = alias.name.split(separator: ".").dropLast().joined(separator: ".")
      return ValueBuilder(catalog: catalog, owner: scope.isEmpty ? nil : scope).defaultValue(
        of: alias.value, depth: depth + 1)
    }
    // A library's generic wrapper, built as the app builds one (`Shared(value: Entity())`).
    if depth < 3, let wrapped = WrapperValues.value(of: trimmed, builder: self, depth: depth) {
      return wrapped
    }
    return "<#\(trimmed)#>"
  }

  /// Values of library types real states hold: composable-architecture's alert and confirmation
  /// dialog (titled; their action type taken from where they go) and its `AnyHashableSendable`.
  package static func libraryValue(_ type: String) -> String? {
    for dialog in ["AlertState", "ConfirmationDialogState"]
    where type.hasPrefix(dialog + "<") && type.hasSuffix(">") {
      return "\(dialog) { TextState(\"\") }"
    }
    return type == "AnyHashableSendable" ? "AnyHashableSendable(0)" : nil
  }

  /// The spellings of "any error".
  package static let errorTypes: Set<String> = [
    "Error", "any Error", "Swift.Error", "any Swift.Error", "(any Error)",
  ]

  /// The value of the error type a test file declares for itself when the files declare none.
  package static let localError = "GeneratedTestError()"

  /// Values of Foundation types; a test file using one imports Foundation. A URL names a file
  /// of the temporary directory that no one else names: the code under test may remove or write
  /// the file it is given (an effect's `removeItem(at:)`), and a test must not reach what it does
  /// not own (`/`, the user's files).
  package static let foundation = [
    "URL": "URL(fileURLWithPath: NSTemporaryDirectory() + \"archgen-a\")", "Data": "Data()",
    "Date": "Date(timeIntervalSince1970: 0)", "UUID": "UUID()",
  ]

  /// `.name(label: value, ...)`, each payload from `values` by label (or `_0`, `_1`) else default.
  package func caseExpression(
    _ enumCase: TypeCatalog.EnumCase, values: [String: String], depth: Int = 0
  ) -> String {
    guard !enumCase.payload.isEmpty else { return ".\(enumCase.name)" }
    let arguments = enumCase.payload.enumerated().map { index, element in
      let value =
        values[element.label ?? "_\(index)"] ?? defaultValue(of: element.type, depth: depth)
      return element.label.map { "\($0): \(value)" } ?? value
    }
    return ".\(enumCase.name)(\(arguments.joined(separator: ", ")))"
  }

  /// Values for a case's payload that satisfy the guard's atoms on names matching its labels
  /// (or any name, for a single unlabeled element); nil when a named value cannot be met.
  package func payloadValues(
    _ enumCase: TypeCatalog.EnumCase, atoms: [GuardSolver.Atom], reserved: Set<String>
  ) -> [String: String]? {
    var values: [String: String] = [:]
    for (index, element) in enumCase.payload.enumerated() {
      let key = element.label ?? "_\(index)"
      var matching = atoms.filter { $0.name == element.label }
      if matching.isEmpty && enumCase.payload.count == 1 {
        matching = atoms.filter { !reserved.contains($0.name) }
      }
      guard !matching.isEmpty else { continue }
      // `user != nil` on an `AppUser?`: a value of the wrapped type (a placeholder where none
      // can be built), never the optional's default `nil`, which breaks the guard.
      let type = element.type.trimmingCharacters(in: .whitespaces)
      if type.hasSuffix("?"), matching.allSatisfy({ $0.op == "!=" && $0.literal == "nil" }) {
        values[key] = defaultValue(of: String(type.dropLast()))
        continue
      }
      let fallback = defaultValue(of: element.type)
      guard let value = GuardSolver.value(type: element.type, default: fallback, atoms: matching)
      else { return nil }
      values[key] = value
    }
    return values
  }

  /// Every payload element of `enumCase` as an Xcode placeholder, keyed as `caseExpression` reads.
  package func placeholders(_ enumCase: TypeCatalog.EnumCase) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: enumCase.payload.enumerated().map { index, element in
        (element.label ?? "_\(index)", "<#\(element.type)#>")
      })
  }

  /// `.biometricResult(false)`: a one-element case sent with the literal its pattern matched.
  package func literalExpression(_ enumCase: TypeCatalog.EnumCase, literal: String) -> String? {
    guard enumCase.payload.count == 1 else { return nil }
    return caseExpression(enumCase, values: [enumCase.payload[0].label ?? "_0": literal])
  }
}
