import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// A stored or computed property that holds a type's state (`state`, `_state`, `currentState`,
/// `let subject = CurrentValueSubject<State, Never>(.idle)`).
package struct StateHolder {
  package var name: String
  package var stateType: String?
  /// A relay or subject: written with `accept`/`send`/`.value =`.
  package var isContainer: Bool
  package var initial: String?
  /// A subject or relay that keeps its last value (not a `PassthroughSubject` of outputs).
  package var keepsValue = true
  /// A computed property with a getter only (`var currentState: S { box.withLockedValue { $0 }
  /// }`): read, never written, so never the value a machine's methods move.
  package var isReadOnly = false
  /// A computed property (accessors other than observers).
  package var isComputed = false
}

/// A field's starting value; a higher rank (an `init` assignment, `static let initial`) wins.
package struct FieldDefault: Sendable {
  package var typePath: String
  package var field: String
  package var value: String
  package var rank: Int
}

/// Collects state holders per type path (`Store`, `PlayerViewModel`).
package final class StateHolderCollector: SyntaxVisitor {
  private static let containerSuffixes = ["Relay", "Subject", "Variable", "Property"]
  package private(set) var holders: [String: [StateHolder]] = [:]
  /// Every instance property by type path: the fields of a state that mutates itself.
  package private(set) var properties: [String: Set<String>] = [:]
  /// Known starting values of fields by type path, in declaration order: defaults
  /// (`var mode: Mode = .idle`, an optional without one is `nil`), then `init` assignments.
  package private(set) var fieldDefaults: [FieldDefault] = []

  package init() { super.init(viewMode: .sourceAccurate) }

  /// `self.mode = .idle` at the top level of an `init` body sets the field's starting value.
  package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = SyntaxScope.typePath(of: node).joined(separator: ".")
    // `init(mode: Mode = .idle) { self.mode = mode }`: the parameter's default.
    var defaults: [String: ExprSyntax] = [:]
    for parameter in node.signature.parameterClause.parameters {
      if let value = parameter.defaultValue?.value {
        defaults[(parameter.secondName ?? parameter.firstName).text] = value
      }
    }
    for item in node.body?.statements ?? [] {
      guard let sequence = Self.sequence(item.item), sequence.elements.count == 3,
        Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
        let target = StateReference.path(sequence.elements.first!),
        let value = sequence.elements.last, target.count <= 2,
        target.count == 1 || target.first == "self", let field = target.last
      else { continue }
      let named = value.as(DeclReferenceExprSyntax.self).flatMap { defaults[$0.baseName.text] }
      let start = TargetValue.fieldNode(named ?? value)
      if start != .unknown {
        fieldDefaults.append(FieldDefault(typePath: path, field: field, value: start.text, rank: 1))
      }
    }
    return .skipChildren
  }

  /// The assignment or other sequence a statement of a body is (`self.mode = .idle`).
  static func sequence(_ item: CodeBlockItemSyntax.Item) -> SequenceExprSyntax? {
    switch item {
    case .expr(let expression): expression.as(SequenceExprSyntax.self)
    case .stmt(let statement):
      statement.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
    default: nil
    }
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      node.parent?.is(MemberBlockItemSyntax.self) == true
    else { return .skipChildren }
    let path = SyntaxScope.typePath(of: node).joined(separator: ".")
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      properties[path, default: []].insert(name)
      if node.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil {
        let value =
          binding.initializer.map { TargetValue.fieldNode($0.value) }
          ?? (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
            ? .case(name: "nil", payload: nil) : nil)
        if let value, value != .unknown {
          fieldDefaults.append(
            FieldDefault(typePath: path, field: name, value: value.text, rank: 0))
        }
      }
      guard var holder = Self.holder(name, binding) else { continue }
      holder.isReadOnly = Self.isReadOnly(binding)
      holder.isComputed = !EnumHolderCollector.isStored(binding)
      holders[path, default: []].append(holder)
    }
    return .skipChildren
  }

  /// A getter written as the accessor block itself, or accessors with no `set`.
  private static func isReadOnly(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return false }
    guard case .accessors(let accessors) = block.accessors else { return true }
    return !accessors.contains {
      [.keyword(.set), .keyword(.didSet), .keyword(.willSet), .keyword(._modify)].contains(
        $0.accessorSpecifier.tokenKind)
    }
  }

  private static func holder(_ name: String, _ binding: PatternBindingSyntax) -> StateHolder? {
    let declared = binding.typeAnnotation?.type.trimmedText
    let call = binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self) }
    let calledType = call?.calledExpression.trimmedText
    // `var state = PlaybackState<Item>.inactive(nil)`: the type the case is taken from.
    let caseType = binding.initializer.flatMap { StoredDeclaration.initializerType($0.value) }
    // `var state: CurrentValueSubject = CurrentValueSubject<S, E>(.idle)`: the annotation leaves
    // the generic arguments to the value.
    let fullDeclared = declared.map {
      !$0.contains("<") && calledType?.hasPrefix($0 + "<") == true ? calledType ?? $0 : $0
    }
    let typeText = fullDeclared ?? caseType ?? calledType ?? ""
    let base = TypeName.components(typeText).last ?? ""
    let isContainer = containerSuffixes.contains { base.hasSuffix($0) }
    let inner =
      declared == nil && caseType != nil
      ? caseType
      : typeText.contains("<")
        ? firstGenericArgument(typeText) : TypeName.strippingOptional(typeText)
    let namedLikeState = name.lowercased().hasSuffix("state")
    // `Set<BackgroundState>`, `[LoadState]`: a collection of states is no state.
    let isCollection =
      ["Set", "Array", "Dictionary", "OrderedSet"].contains(base)
      || typeText.hasPrefix("[")
    let typedLikeState = inner.map {
      !isCollection && TypeName.components($0).last?.hasSuffix("State") == true
    }
    guard namedLikeState || typedLikeState == true else { return nil }
    var initial: String?
    // `CurrentValueSubject<S, E>(.idle)`: the value the container starts with; `.loaded(false)`
    // is a case built with its payload, the case itself.
    if let call, caseType == nil, TargetValue.caseName(ExprSyntax(call)) == nil {
      initial = call.arguments.first.flatMap { TargetValue.caseName($0.expression) }
    } else if let value = binding.initializer?.value {
      initial = TargetValue.caseName(value)
    }
    return StateHolder(
      name: name, stateType: inner.flatMap { $0.isEmpty ? nil : $0 }, isContainer: isContainer,
      initial: initial, keepsValue: !isContainer || SubjectHolder.keepsValue(base))
  }

  /// `BehaviorRelay<Player.State>` → `Player.State`; `CurrentValueSubject<S, Never>` → `S`.
  package static func firstGenericArgument(_ text: String) -> String? {
    guard let open = text.firstIndex(of: "<") else { return nil }
    var depth = 0
    var result = ""
    for character in text[text.index(after: open)...] {
      if character == "<" { depth += 1 }
      if character == ">" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == "," && depth == 0 { break }
      result.append(character)
    }
    return result.filter { !$0.isWhitespace }
  }
}
