import SwiftSyntax

/// Finds the reducer function a machine names and reads how it is called.
enum ReducerConventionReader {
  /// The convention of `machine.function` nearest `machine.line` in `source`, or why there is none.
  static func read(_ machine: StateMachine, in source: ParsedSource) -> Result<
    ReducerConvention, TestSkip
  > {
    guard let function = machine.function else { return .failure(.notAFunction) }
    let finder = FunctionFinder(name: function, viewMode: .sourceAccurate)
    finder.walk(source.tree)
    let converter = source.converter
    let nearest = finder.found.min { lhs, rhs in
      abs(lhs.decl.startLocation(converter: converter).line - machine.line)
        < abs(rhs.decl.startLocation(converter: converter).line - machine.line)
    }
    guard let nearest else { return .failure(.notAFunction) }
    return convention(nearest.decl, owner: nearest.owner, machine: machine)
  }

  private static func convention(
    _ decl: FunctionDeclSyntax, owner: String?, machine: StateMachine
  ) -> Result<ReducerConvention, TestSkip> {
    let parameters = Array(decl.signature.parameterClause.parameters)
    let isStatic = decl.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let isMutating = decl.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    let returns = decl.signature.returnClause.map { strip($0.type.trimmedDescription) }
    let stateType = machine.stateType.map(strip)
    let ownerSimple = owner.map { String($0.split(separator: ".").last ?? "") }
    let onState =
      !isStatic && owner != nil
      && (ownerSimple == stateType || owner == stateType || owner == machine.stateType)
    let types = parameters.map { strip($0.type.trimmedDescription) }
    let labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    var stateIndex: Int? = nil
    if !onState {
      stateIndex = types.firstIndex { $0 == stateType || $0.hasSuffix("." + (stateType ?? "-")) }
      if stateIndex == nil, parameters.count == 2 { stateIndex = 0 }
      guard stateIndex != nil, parameters.count == 2 else { return .failure(.unsupportedSignature) }
    } else if parameters.count != 1 {
      return .failure(.unsupportedSignature)
    }
    let eventIndex = onState ? 0 : (stateIndex == 0 ? 1 : 0)
    let isInout = stateIndex.map {
      parameters[$0].type.is(AttributedTypeSyntax.self)
        && parameters[$0].type.trimmedDescription.hasPrefix("inout")
    }
    let returnsState = returns != nil && returns != "Void" && returns != "()"
    if onState && !isMutating && !returnsState { return .failure(.unsupportedSignature) }
    if !onState && isInout != true && !returnsState { return .failure(.unsupportedSignature) }
    let receiver: ReducerConvention.Receiver
    if onState {
      receiver = .state
    } else if let owner {
      receiver = isStatic ? .type(owner) : .instance(owner)
    } else {
      receiver = .none
    }
    return .success(
      ReducerConvention(
        function: decl.name.text, receiver: receiver, labels: labels, stateIndex: stateIndex,
        eventIndex: eventIndex, stateIsInout: isInout ?? false,
        returnsState: returnsState && isInout != true,
        stateName: stateIndex.map {
          (parameters[$0].secondName ?? parameters[$0].firstName).text
        } ?? "self", owner: owner))
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
  var found: [(decl: FunctionDeclSyntax, owner: String?)] = []
  private var scope: [String] = []

  init(name: String, viewMode: SyntaxTreeViewMode) {
    self.name = name
    super.init(viewMode: viewMode)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name {
      found.append((node, scope.isEmpty ? nil : scope.joined(separator: ".")))
    }
    return .skipChildren
  }

  private func push(_ name: String) -> SyntaxVisitorContinueKind {
    scope.append(name)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.extendedType.trimmedDescription)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
}
