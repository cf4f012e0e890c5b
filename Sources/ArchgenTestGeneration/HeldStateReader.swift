import ArchgenCore
import ArchgenGraph
import ArchgenSyntax
import SwiftSyntax

/// A type that holds its state and handles events (a view model's `send(_:)`, a store's
/// `dispatch(_:)`): a test builds it through its initializer, sets the start state, calls the
/// handler and reads the state back.
package enum HeldStateReader {
  /// The handler convention of `machine.function` in the machine's type, or why there is none;
  /// nil when the function is not a one-event method of a type that declares its state.
  /// `inherited` answers for a state the type's superclass declares (`BaseViewModel<State,
  /// Action>`'s `public var state`), which the type's own members do not.
  package static func read(
    _ machine: StateMachine, in source: ParsedSource, construct: (String) -> String?,
    inherited: (_ owner: String) -> (name: String, settable: Bool, readable: Bool)? = { _ in nil }
  ) -> Result<ReducerConvention, TestSkip>? {
    guard let name = machine.function else { return nil }
    let owner = machine.name
    let functions = HandlerFinder(name: name, owner: owner)
    functions.walk(source.tree)
    guard let handler = functions.found else { return nil }
    let parameters = Array(handler.signature.parameterClause.parameters)
    guard let first = parameters.first,
      parameters.dropFirst().allSatisfy({ $0.defaultValue != nil })
    else { return nil }
    let declaration = TypeDeclarationFinder(name: owner)
    declaration.walk(source.tree)
    guard let members = declaration.members else { return nil }
    if ReducerConventionReader.isHidden(handler.modifiers)
      || ReducerConventionReader.isHidden(feature: owner, in: source)
    {
      return .failure(.notReachable)
    }
    guard
      let property = stateProperty(members, stateType: machine.stateType) ?? inherited(owner)
    else {
      return .failure(.stateNotSettable)
    }
    // A state only the type sets (`private(set) var currentState`) is reached from the initial
    // one by sending events; one a test cannot read, or a `let`, is not.
    guard property.settable || (property.readable && machine.initial != nil) else {
      return .failure(.stateNotSettable)
    }
    guard let built = construct(owner) else { return .failure(.notBuildable) }
    var convention = ReducerConvention(
      function: name, receiver: .expression("store"),
      labels: [first.firstName.tokenKind == .wildcard ? nil : first.firstName.text],
      stateIndex: nil, eventIndex: 0, stateIsInout: false, returnsState: false,
      stateName: property.name, owner: owner)
    convention.heldState = .init(
      construct: (declaration.isStruct ? "var" : "let") + " store = \(built)",
      property: property.name, settable: property.settable,
      // A `@MainActor` type's handler, or a `@MainActor` handler, is called from tests
      // isolated to the main actor.
      isMainActor: declaration.isMainActor || MethodIsolation.isMainActor(handler),
      startsMainActorTasks: MainActorTasks.started(in: members))
    let effects = handler.signature.effectSpecifiers
    convention.isThrowing = effects?.throwsClause != nil
    convention.isAsync = effects?.asyncSpecifier != nil
    convention.discardsResult = handler.signature.returnClause != nil
    return .success(convention)
  }

  /// The stored property that holds the state: of the machine's state type, else named `state`.
  private static func stateProperty(_ members: [MemberBlockItemSyntax], stateType: String?)
    -> (name: String, settable: Bool, readable: Bool)?
  {
    var named: (name: String, settable: Bool, readable: Bool)?
    for (variable, binding, name) in storedProperties(members) {
      let (settable, readable) = access(variable, binding)
      let type = binding.typeAnnotation?.type.trimmedDescription
      if let type, let stateType, type == stateType || type.hasSuffix("." + stateType) {
        return (name, settable, readable)
      }
      if name == "state" { named = (name, settable, readable) }
    }
    return named
  }

  /// The stored instance property `name` among `members`: whether a test can set it, follow it
  /// (a `var` it reads), and whether it is hidden from a test (`private`, `fileprivate`).
  package static func storedProperty(named name: String, in members: [MemberBlockItemSyntax])
    -> (name: String, settable: Bool, readable: Bool, hidden: Bool)?
  {
    guard let (variable, binding, _) = storedProperties(members).first(where: { $0.2 == name })
    else { return nil }
    let (settable, readable) = access(variable, binding)
    return (name, settable, readable, variable.modifiers.isFilePrivateRead)
  }

  private static func storedProperties(_ members: [MemberBlockItemSyntax])
    -> [(VariableDeclSyntax, PatternBindingSyntax, String)]
  {
    var found: [(VariableDeclSyntax, PatternBindingSyntax, String)] = []
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          binding.accessorBlock == nil || observers(binding) != nil
        else { continue }
        found.append((variable, binding, name))
      }
    }
    return found
  }

  /// A `var` a test can set (neither `private` nor `private(set)`), and one it can read
  /// (`private(set)` hides the setter only; a `var` a test reads is one it can follow). A stored
  /// property with observers (`didSet`) is stored too, but a test that set it would run them:
  /// it is reached as a `private(set)` one is.
  private static func access(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax)
    -> (settable: Bool, readable: Bool)
  {
    let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
    return (
      isVar && !ReducerConventionReader.isHidden(variable.modifiers)
        && binding.accessorBlock == nil,
      isVar && !variable.modifiers.isFilePrivateRead
    )
  }

  /// The observers of a stored property (`didSet`, `willSet`); nil for a computed one.
  private static func observers(_ binding: PatternBindingSyntax) -> AccessorDeclListSyntax? {
    guard let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self),
      accessors.allSatisfy({
        [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
      })
    else { return nil }
    return accessors
  }
}

/// The method of a name declared in a type (or its extension) of a qualified name.
private final class HandlerFinder: SyntaxVisitor {
  let name: String
  let owner: String
  private(set) var found: FunctionDeclSyntax?

  init(name: String, owner: String) {
    self.name = name
    self.owner = owner
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if found == nil, node.name.text == name,
      SyntaxScope.typePath(of: node).joined(separator: ".") == owner
    {
      found = node
    }
    return .skipChildren
  }
}
