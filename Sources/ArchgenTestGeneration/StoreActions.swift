import SwiftSyntax

/// The action a `TestStore` sends for an event `graph` drew: the label read through the enums it
/// names, level by level (`importFlow.delegate.finished` → `.importFlow(.delegate(.finished))`),
/// wrapped in the feature's own action when the machine's event type is one of its payloads
/// (`reduce(into:viewAction:)` of a feature whose `Action` is `case view(ViewAction)` …, as a
/// generic `FeatureAction<Self>` or a nested enum).
package struct StoreActions {
  package let catalog: TypeCatalog
  /// The feature type (`Settings`), whose scope names the event type.
  package let feature: String
  package let eventType: String

  /// An enum reached from a type name, with the generic arguments it was named with.
  package struct Level {
    package var type: TypeCatalog.EnumType
    /// The scope its payload types are written in.
    package var owner: String
    package var substitutions: [String: String] = [:]
  }

  /// A `PresentationAction` case crossed on the way (`.destination(.presented(.alert(…)))`): the
  /// field the presented state lives in and the case it must hold for the action to reach it.
  package struct Presented: Equatable {
    package var field: String
    /// Nil for a dismissal, which any presented value receives.
    package var stateCase: String?
  }

  /// The action to send and the presentations it goes through; nil when a level names a case the
  /// enums do not have. `values` are the leaf case's payload values by label (or `_0`).
  package func action(
    _ label: String, atoms: [GuardSolver.Atom], values: [String: String] = [:]
  ) -> (expression: String, presented: [Presented])? {
    guard let parts = EventLabel.parts(label), !parts.isEmpty,
      let eventLevel = resolve(eventType, near: feature, substitutions: [:])
    else { return nil }
    var presented: [Presented] = []
    guard
      let inner = expression(
        parts[...], in: eventLevel, atoms: atoms, values: values, presented: &presented)
    else { return nil }
    guard let wrapping = wrapping(of: eventLevel) else { return (inner, presented) }
    if wrapping.presents, let first = parts.first {
      presented.insert(Presented(field: wrapping.caseName, stateCase: first.name), at: 0)
      return (".\(wrapping.caseName)(.presented(\(inner)))", presented)
    }
    return (".\(wrapping.caseName)(\(inner))", presented)
  }

  private func expression(
    _ parts: ArraySlice<EventLabel.Part>, in level: Level, atoms: [GuardSolver.Atom],
    values: [String: String], presented: inout [Presented]
  ) -> String? {
    guard let part = parts.first, let enumCase = level.type.enumCase(part.name) else { return nil }
    let builder = ValueBuilder(catalog: catalog, owner: level.owner)
    let rest = parts.dropFirst()
    guard let next = rest.first else {
      if let literal = part.literal { return builder.literalExpression(enumCase, literal: literal) }
      // A payload no value meets the guard with is left for the reader, never sent as a default
      // that breaks the guard the test names.
      var built =
        builder.payloadValues(enumCase, atoms: atoms, reserved: ["state", "self"])
        ?? builder.placeholders(enumCase)
      built.merge(values) { _, new in new }
      return builder.caseExpression(enumCase, values: built)
    }
    guard part.literal == nil, let payload = enumCase.payload.first else { return nil }
    if let binding = BindingActions.expression(
      payloadType: payload.type, path: Array(rest), near: level.owner, catalog: catalog)
    {
      return ".\(enumCase.name)(\(payload.label.map { "\($0): " } ?? "")\(binding))"
    }
    guard var inner = resolve(payload.type, near: level.owner, substitutions: level.substitutions)
    else {
      // A payload archgen cannot read (another module's type): the reader fills it in.
      return builder.caseExpression(enumCase, values: builder.placeholders(enumCase))
    }
    var prefix = ""
    if inner.type.qualifiedName.hasPrefix("PresentationAction<"), next.name != "dismiss",
      next.name != "presented", let action = inner.type.enumCase("presented")?.payload.first,
      let presentedLevel = resolve(action.type, near: level.owner, substitutions: [:])
    {
      presented.append(Presented(field: part.name, stateCase: next.name))
      prefix = ".presented("
      inner = presentedLevel
    } else if inner.type.qualifiedName.hasPrefix("PresentationAction<"), next.name == "presented",
      rest.count > 1
    {
      presented.append(Presented(field: part.name, stateCase: rest[rest.startIndex + 1].name))
    } else if inner.type.qualifiedName.hasPrefix("PresentationAction<"), next.name == "dismiss" {
      presented.append(Presented(field: part.name, stateCase: nil))
    }
    guard
      let innerExpression = expression(
        rest, in: inner, atoms: atoms, values: values, presented: &presented)
    else { return nil }
    let wrapped = prefix.isEmpty ? innerExpression : "\(prefix)\(innerExpression))"
    return ".\(enumCase.name)(\(payload.label.map { "\($0): " } ?? "")\(wrapped))"
  }

  /// The enum a type name stands for: declared, built in (`Result`, `PresentationAction`), or
  /// through a `typealias` to a generic enum (`FeatureAction<Self>`), after substituting the
  /// generic arguments of the level it is written in (`Payload.DelegateAction`).
  package func resolve(
    _ type: String, near owner: String, substitutions: [String: String], depth: Int = 0
  )
    -> Level?
  {
    var name = type.trimmingCharacters(in: .whitespaces)
    if let dot = name.firstIndex(of: "."), let value = substitutions[String(name[..<dot])] {
      name = value + name[dot...]
    } else if let value = substitutions[name] {
      name = value
    }
    if let found = catalog.enumType(named: name, near: owner) {
      // A built-in generic (`PresentationAction<Child.Action>`) names its payload from here.
      return Level(
        type: found, owner: found.qualifiedName.contains("<") ? owner : found.qualifiedName)
    }
    if let derived = Self.reducerEnumMember(name, near: owner, catalog: catalog) {
      return Level(type: derived, owner: owner)
    }
    guard depth < 3, let alias = catalog.typealiasType(named: name, near: owner) else {
      return nil
    }
    let scope = alias.name.split(separator: ".").dropLast().joined(separator: ".")
    guard let open = alias.value.firstIndex(of: "<"), alias.value.hasSuffix(">") else {
      return resolve(alias.value, near: scope, substitutions: [:], depth: depth + 1)
    }
    let generic = String(alias.value[..<open])
    let arguments = alias.value[
      alias.value.index(after: open)..<alias.value.index(before: alias.value.endIndex)
    ]
    .split(separator: ",").map { argument -> String in
      let text = argument.trimmingCharacters(in: .whitespaces)
      return text == "Self" ? scope : text
    }
    guard let found = catalog.enumType(named: generic, near: scope),
      found.genericParameters.count == arguments.count
    else { return nil }
    return Level(
      type: found, owner: scope,
      substitutions: Dictionary(
        zip(found.genericParameters, arguments).map { ($0, $1) }, uniquingKeysWith: { a, _ in a }))
  }

  /// `Destination.Action` or `Destination.State` of a `@Reducer enum Destination { case edit(Form)
  /// }`, which the macro writes: `case edit(Form.Action)` (`Form.State`); an `AlertState<A>`
  /// case carries `A` as its action and itself as its state.
  package static func reducerEnumMember(_ name: String, near owner: String, catalog: TypeCatalog)
    -> TypeCatalog.EnumType?
  {
    let member = name.split(separator: ".").last.map(String.init) ?? ""
    guard member == "Action" || member == "State", name.contains("."),
      let base = catalog.enumType(named: String(name.dropLast(member.count + 1)), near: owner),
      !base.cases.isEmpty, base.cases.allSatisfy({ $0.payload.count == 1 })
    else { return nil }
    let cases = base.cases.map { enumCase -> TypeCatalog.EnumCase in
      let type = enumCase.payload[0].type
      var derived = "\(type).\(member)"
      if let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
        derived =
          member == "State"
          ? type : String(type[type.index(after: open)..<type.index(before: type.endIndex)])
      }
      return .init(name: enumCase.name, payload: [.init(label: nil, type: derived)])
    }
    return .init(
      qualifiedName: "\(base.qualifiedName).\(member)", cases: cases, declaresEquatable: true)
  }

  /// The leaf case a label names, for the types of its payload.
  package func leafCase(_ label: String) -> TypeCatalog.EnumCase? {
    guard let parts = EventLabel.parts(label),
      var level = resolve(eventType, near: feature, substitutions: [:])
    else { return nil }
    for (index, part) in parts.enumerated() {
      guard let enumCase = level.type.enumCase(part.name) else { return nil }
      if index == parts.count - 1 { return enumCase }
      guard let payload = enumCase.payload.first,
        var inner = resolve(payload.type, near: level.owner, substitutions: level.substitutions)
      else { return nil }
      if inner.type.qualifiedName.hasPrefix("PresentationAction<"),
        parts[index + 1].name != "dismiss", parts[index + 1].name != "presented",
        let action = inner.type.enumCase("presented")?.payload.first,
        let presented = resolve(action.type, near: level.owner, substitutions: [:])
      {
        inner = presented
      }
      level = inner
    }
    return nil
  }

  /// The case of the feature's own action that carries the event type (`view` for `ViewAction`,
  /// `destination` through `PresentationAction` for `Destination.Action`); nil when the event
  /// type is the feature's action itself or none carries it.
  private func wrapping(of eventLevel: Level) -> (caseName: String, presents: Bool)? {
    guard let action = resolve("Action", near: feature, substitutions: [:]),
      action.type.qualifiedName != eventLevel.type.qualifiedName
    else { return nil }
    let wanted = Self.flat(eventType)
    for enumCase in action.type.cases where enumCase.payload.count == 1 {
      var type = enumCase.payload[0].type
      var presents = false
      if type.hasPrefix("PresentationAction<"), type.hasSuffix(">") {
        type = String(type.dropFirst("PresentationAction<".count).dropLast())
        presents = true
      }
      let resolved = resolve(type, near: action.owner, substitutions: action.substitutions)
      if resolved?.type.qualifiedName == eventLevel.type.qualifiedName
        || Self.flat(Self.dropGeneric(type, action.type.genericParameters)) == wanted
      {
        return (enumCase.name, presents)
      }
    }
    return nil
  }

  /// `DestinationAction` for `Destination.Action`: names compared without their dots.
  private static func flat(_ name: String) -> String {
    name.replacingOccurrences(of: "Self.", with: "").replacingOccurrences(of: ".", with: "")
  }

  /// `DelegateAction` for `Payload.DelegateAction`, where `Payload` is a generic parameter.
  private static func dropGeneric(_ name: String, _ parameters: [String]) -> String {
    for parameter in parameters where name.hasPrefix(parameter + ".") {
      return String(name.dropFirst(parameter.count + 1))
    }
    return name
  }
}

/// Whether the file declares the feature with `@Reducer`, or as conforming to `Reducer` or a
/// protocol the files declare refining it (a module that imports composable-architecture once,
/// with `@_exported import`, for every file).
package final class ReducerMacroFinder: SyntaxVisitor {
  private let name: String
  private let protocols: Set<String>
  private var found = false

  private init(name: String, protocols: Set<String>) {
    self.name = name
    self.protocols = protocols
    super.init(viewMode: .sourceAccurate)
  }

  package static func isReducer(
    _ feature: String, in tree: SourceFileSyntax, protocols: Set<String>
  )
    -> Bool
  {
    let finder = ReducerMacroFinder(
      name: String(feature.split(separator: ".").last ?? ""), protocols: protocols)
    finder.walk(tree)
    return finder.found
  }

  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if node.name.text == name,
      node.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Reducer"
      }) || inherited.contains(where: protocols.contains)
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
