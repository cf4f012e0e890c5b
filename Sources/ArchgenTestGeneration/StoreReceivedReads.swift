import ArchgenCore
import ArchgenGraph
import ArchgenSyntax
import SwiftSyntax

/// What a `TestStore` test makes the feature read besides the sent action's own case: the cases
/// of the actions its effect sends back (the store runs them through the reducer while the test
/// runs, received or not), and the feature's methods those cases call, followed through each
/// other (`return self.validate(&state)` reads what `validate` reads). A `@Dependency` read
/// there by the reducer itself, outside the effects it returns (`.run { … }`, which the test
/// leaves), is read by the test, so it needs a value as one the sent case reads does (TnT's
/// `setFocus`, sent back by `tapBirthDatePickerDoneButton`, validates through a helper reading
/// `userUseCase`, which has only a `liveValue`; Earth is Round's `fetchArchiveList()` asks
/// `recordAPI` only inside the `.run` it returns).
enum StoreReceivedReads {
  /// `names` with the names read by the cases of the actions in `responses` and by the feature's
  /// methods any of them call.
  static func expand(
    _ names: Set<String>, responses: [ExprSyntax], transitions: [Transition], feature: String,
    source: ParsedSource
  ) -> Set<String> {
    var read = names
    let methods = FeatureMethods(name: feature.split(separator: ".").last.map(String.init) ?? "")
    methods.walk(source.tree)
    for response in responses {
      let chain = caseChain(response)
      guard !chain.isEmpty else { continue }
      let event = chain.joined(separator: ".")
      for transition in transitions where transition.event == event {
        read.formUnion(outsideEffects(line: transition.line, in: source))
      }
      // A case that writes no state (`case .sendRateEvent: rateAppClient.maybeRateEvent()`)
      // has no transition, and runs all the same.
      for (pattern, names) in methods.cases
      where pattern.starts(with: chain) || chain.starts(with: pattern) {
        read.formUnion(names)
      }
    }
    var pending = Array(read)
    while let name = pending.popLast() {
      for called in methods.reads[name] ?? [] where read.insert(called).inserted {
        pending.append(called)
      }
    }
    return read
  }

  /// The names the `case` holding the write on `line` reads outside its effects' closures
  /// (`.run { … }`, `.task`): where the methods it calls are followed from. A method called only
  /// inside the effect (`.run { await probe() }`) runs after the reducer returns, and the test
  /// leaves it; its own reads of a dependency are the sent case's, counted where it is read.
  static func outsideEffects(line: Int, in source: ParsedSource) -> Set<String> {
    guard let write = source.write(onLine: line),
      let switchCase = write.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) })
    else { return [] }
    let names = ReadReferences(viewMode: .sourceAccurate)
    names.walk(switchCase.statements)
    return names.found
  }

  /// `["view", "setFocus"]` of `.view(.setFocus(old, .birthDate))`; `["loaded"]` of `.loaded`.
  static func caseChain(_ expression: ExprSyntax) -> [String] {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return [member.declName.baseName.text]
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    else { return [] }
    let head = member.declName.baseName.text
    guard call.arguments.count == 1, let inner = call.arguments.first?.expression,
      inner.is(MemberAccessExprSyntax.self) || inner.is(FunctionCallExprSyntax.self)
    else { return [head] }
    let rest = caseChain(inner)
    return [head] + rest
  }
}

/// The names each method of a feature reads (in its struct and in its extensions, private ones
/// included): references, and members of `self`.
private final class FeatureMethods: SyntaxVisitor {
  let name: String
  var reads: [String: Set<String>] = [:]
  var cases: [(chain: [String], reads: Set<String>)] = []
  private var depth = 0

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name { depth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) {
    if node.name.text == name { depth -= 1 }
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let matches = node.extendedType.trimmedText.split(separator: ".").last.map(String.init) == name
    if matches { depth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    if node.extendedType.trimmedText.split(separator: ".").last.map(String.init) == name {
      depth -= 1
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard depth > 0, let body = node.body else { return .skipChildren }
    let names = ReadReferences(viewMode: .sourceAccurate)
    names.walk(body)
    reads[node.name.text, default: []].formUnion(names.found)
    return .visitChildren
  }

  /// Each `case` of a switch in the feature: the case chain each of its patterns names
  /// (`["menu", "resume"]` of `.menu(.resume)`, `["loaded"]` of `.loaded(let value)`), with what
  /// its body reads outside its effects' closures.
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    guard depth > 0, case .case(let label) = node.label else { return .visitChildren }
    let names = ReadReferences(viewMode: .sourceAccurate)
    names.walk(node.statements)
    for item in label.caseItems {
      // `case let .loaded(value)` binds around the pattern.
      let bare = item.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? item.pattern
      guard let pattern = bare.as(ExpressionPatternSyntax.self) else { continue }
      let chain = StoreReceivedReads.caseChain(pattern.expression)
      if !chain.isEmpty { cases.append((chain, names.found)) }
    }
    return .visitChildren
  }
}

/// `apiClient` of `apiClient.fetch()` and of `self.apiClient`, `validate` of `self.validate()`;
/// not a member of anything else, nor what an effect's closure reads (`.run { … }`, `.task`),
/// which runs after the reducer returns.
private final class ReadReferences: SyntaxVisitor {
  var found: Set<String> = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    var call = node.parent
    while let current = call, !current.is(FunctionCallExprSyntax.self) {
      guard current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self) else {
        return .visitChildren
      }
      call = current.parent
    }
    let called = call?.as(FunctionCallExprSyntax.self)?.calledExpression
      .as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return called == "run" || called == "task" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
      member.base?.trimmedText != "self"
    {
      return .visitChildren
    }
    found.insert(node.baseName.text)
    return .visitChildren
  }
}
