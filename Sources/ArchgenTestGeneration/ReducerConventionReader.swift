import ArchgenCore
import ArchgenGraph
import ArchgenSyntax
import SwiftSyntax

/// Finds the reducer function a machine names and reads how it is called.
package enum ReducerConventionReader {
  /// The convention of `machine.function` nearest `machine.line` in `source`, or why there is none.
  /// `resultMember` names the member of a result that holds the next state
  /// (`StateResolution<State>`'s `newState`), for a return type that wraps it, written in the
  /// owner's scope; nil for any other.
  package static func read(
    _ machine: StateMachine, in source: ParsedSource,
    resultMember: (_ returnType: TypeSyntax, _ owner: String?) -> String? = { _, _ in nil }
  ) -> Result<ReducerConvention, TestSkip> {
    guard let function = machine.function else { return .failure(.notAFunction) }
    let finder = FunctionFinder(name: function, viewMode: .sourceAccurate)
    finder.walk(source.tree)
    let converter = source.converter
    let nearest = finder.found.min { lhs, rhs in
      abs(lhs.decl.startLocation(converter: converter).line - machine.line)
        < abs(rhs.decl.startLocation(converter: converter).line - machine.line)
    }
    guard let nearest else { return .failure(.notAFunction) }
    // A test must name the owner, the state and the event: an extension of a `fileprivate` type,
    // or a `fileprivate` state or event, is as unreachable as a `private` function.
    let named = [nearest.owner, machine.stateType, machine.eventType].compactMap { $0 }.map(strip)
    let hidden = nearest.hidden || named.contains { isHidden(feature: $0, in: source) }
    // `typealias State = CounterState` (ReactorKit): `reduce(state: State, …) -> State` takes
    // the state graph names by the aliased type.
    let aliases = TypeAliasCollector.aliases(in: source.tree).mapValues {
      strip($0.trimmedDescription)
    }
    return convention(
      nearest.decl, owner: nearest.owner, hidden: hidden, machine: machine, aliases: aliases,
      resultMember: resultMember)
  }

  private static func convention(
    _ decl: FunctionDeclSyntax, owner: String?, hidden: Bool, machine: StateMachine,
    aliases: [String: String] = [:], resultMember: (TypeSyntax, String?) -> String?
  ) -> Result<ReducerConvention, TestSkip> {
    if hidden || isHidden(decl.modifiers) { return .failure(.notReachable) }
    var parameters = Array(decl.signature.parameterClause.parameters)
    let isStatic = decl.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let isMutating = decl.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    let returnText = decl.signature.returnClause?.type.trimmedDescription
    let returns = returnText.map(strip).map { OwnerTypeAliases.resolve($0, near: decl) }
    let stateType = machine.stateType.map(strip)
    let ownerSimple = owner.map { String($0.split(separator: ".").last ?? "") }
    let isStateType = { (written: String) in
      [written, aliases[written]].compactMap { $0 }.contains { type in
        type == stateType || type.hasSuffix("." + (stateType ?? "-"))
          || (machine.stateType.map { type == strip($0) } ?? false)
      }
    }
    let onState =
      !isStatic && owner != nil
      && (ownerSimple == stateType || owner == stateType || owner == machine.stateType)
    let eventSimple = machine.eventType.map { String(strip($0).split(separator: ".").last ?? "") }
    let onEvent = !isStatic && !onState && owner != nil && ownerSimple == eventSimple
    // Trailing parameters with a default value (`logger: Logger = storageLogger`) are left out.
    while !onEvent, parameters.count > (onState ? 1 : 2), parameters.last?.defaultValue != nil {
      parameters.removeLast()
    }
    // `typealias State = FeedState` in the owner (ReactorKit's reactors): the parameter types
    // name the state and event through the owner's aliases.
    let types = parameters.map {
      OwnerTypeAliases.resolve(strip($0.type.trimmedDescription), near: decl)
    }
    let labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    var stateIndex: Int? = nil
    var eventIndex: Int? = nil
    if onEvent {
      // Workflow's `apply(toState:)` on the action: the state is the one `inout` parameter.
      stateIndex = parameters.firstIndex { $0.type.trimmedDescription.hasPrefix("inout") }
      guard stateIndex != nil else { return .failure(.unsupportedSignature) }
    } else if !onState {
      stateIndex = types.firstIndex(where: isStateType)
      if stateIndex == nil, parameters.count == 2 { stateIndex = 0 }
      guard let state = stateIndex, parameters.count >= 2 else {
        return .failure(.unsupportedSignature)
      }
      if parameters.count == 2 {
        eventIndex = state == 0 ? 1 : 0
      } else {
        // `reduce(state:action:file:function:line:)`: the event is the parameter of the event's
        // type, and the others must be ones the body never reads, so that any value is right.
        guard
          let event = ExtraArguments.eventIndex(
            types: types, eventType: machine.eventType.map(strip), aliases: aliases),
          ExtraArguments.unread(parameters, except: [state, event], in: decl)
        else { return .failure(.unsupportedSignature) }
        eventIndex = event
      }
    } else if parameters.count != 1 {
      return .failure(.unsupportedSignature)
    } else {
      eventIndex = 0
    }
    let isInout = stateIndex.map {
      parameters[$0].type.is(AttributedTypeSyntax.self)
        && parameters[$0].type.trimmedDescription.hasPrefix("inout")
    }
    let returnsSomething = returns != nil && returns != "Void" && returns != "()"
    // Only a result of the state's type is the next state; a `-> Bool` or an `Output?` is not.
    // A result that wraps the next state (`StateResolution<State>`): the state is its member.
    let member =
      returnsSomething && isInout != true && !onState && returns.map(isStateType) != true
      ? decl.signature.returnClause.flatMap { resultMember($0.type, owner) } : nil
    let returnsState =
      returnsSomething && isInout != true
      && (returns.map(isStateType) == true || (onState && (returns == "Self" || returns == owner))
        || member != nil)
    if onState && !isMutating && !returnsState { return .failure(.unsupportedSignature) }
    if !onState && isInout != true && !returnsState { return .failure(.unsupportedSignature) }
    let receiver: ReducerConvention.Receiver
    if onState {
      receiver = .state
    } else if onEvent, let owner {
      receiver = .event(owner)
    } else if let owner {
      receiver = isStatic ? .type(owner) : .instance(owner)
    } else {
      receiver = .none
    }
    let effects = decl.signature.effectSpecifiers
    var convention = ReducerConvention(
      function: decl.name.text, receiver: receiver, labels: labels, stateIndex: stateIndex,
      eventIndex: eventIndex, stateIsInout: isInout ?? false, returnsState: returnsState,
      stateName: stateIndex.map {
        (parameters[$0].secondName ?? parameters[$0].firstName).text
      } ?? "self", owner: owner)
    convention.isThrowing = effects?.throwsClause != nil
    convention.isAsync = effects?.asyncSpecifier != nil
    convention.discardsResult = returnsSomething && !returnsState
    convention.resultMember = member
    convention.returnsOptionalState = returnsState && returnText?.hasSuffix("?") == true
    for index in parameters.indices where index != stateIndex && index != eventIndex {
      convention.otherArguments[index] = "<#\(types[index])#>"
    }
    convention.unreadArguments = !onState && !onEvent && parameters.count > 2
    return .success(convention)
  }

  /// Whether the type `feature` (`Outer.Feature`) is declared `private` or `fileprivate`, or
  /// inside such a type, in `source`.
  package static func isHidden(feature: String, in source: ParsedSource) -> Bool {
    let finder = TypeAccessFinder(name: feature, viewMode: .sourceAccurate)
    finder.walk(source.tree)
    return finder.hidden
  }

  /// `private` or `fileprivate`: nothing outside the file can call it.
  package static func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.isFilePrivate
  }

  /// `inout State?` → `State`.
  private static func strip(_ type: String) -> String {
    var text = type
    if text.hasPrefix("inout ") { text.removeFirst("inout ".count) }
    if text.hasSuffix("?") { text.removeLast() }
    if text.hasPrefix("Self.") { text.removeFirst("Self.".count) }
    return text
  }
}

/// Every function of a name with the type it is declared in.
private final class FunctionFinder: SyntaxVisitor {
  let name: String
  var found: [(decl: FunctionDeclSyntax, owner: String?, hidden: Bool)] = []
  private var scope: [String] = []
  /// Whether each enclosing type is `private` or `fileprivate`.
  private var hiddenScope: [Bool] = []

  init(name: String, viewMode: SyntaxTreeViewMode) {
    self.name = name
    super.init(viewMode: viewMode)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name {
      found.append(
        (node, scope.isEmpty ? nil : scope.joined(separator: "."), hiddenScope.contains(true)))
    }
    return .skipChildren
  }

  private func push(_ name: String, _ modifiers: DeclModifierListSyntax)
    -> SyntaxVisitorContinueKind
  {
    scope.append(name)
    hiddenScope.append(ReducerConventionReader.isHidden(modifiers))
    return .visitChildren
  }

  private func pop() {
    scope.removeLast()
    hiddenScope.removeLast()
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
  }
  override func visitPost(_ node: StructDeclSyntax) { pop() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.extendedType.trimmedDescription, node.modifiers)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }
}

/// Whether a type of a qualified name is declared `private` or `fileprivate` (or nested in one).
private final class TypeAccessFinder: SyntaxVisitor {
  let name: String
  var hidden = false
  private var scope: [(name: String, hidden: Bool)] = []

  init(name: String, viewMode: SyntaxTreeViewMode) {
    self.name = name
    super.init(viewMode: viewMode)
  }

  private func push(_ name: String, _ modifiers: DeclModifierListSyntax, extends: Bool = false) {
    scope.append((name, ReducerConventionReader.isHidden(modifiers)))
    // A `private extension Feature` hides what it declares (its helpers), not the type it extends.
    let enclosing = extends ? scope.dropLast() : scope[...]
    let qualified = scope.map(\.name).joined(separator: ".")
    if qualified == self.name || qualified.hasSuffix("." + self.name),
      enclosing.contains(where: \.hidden)
    {
      hidden = true
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.extendedType.trimmedDescription, node.modifiers, extends: true)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
