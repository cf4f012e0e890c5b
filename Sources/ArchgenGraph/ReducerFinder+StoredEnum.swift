import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// An app's own store or view model whose state is a stored value of any name: `func
/// perform(_ command: Command)` switching over `command`, whose cases move `private(set) var
/// status: Status` to cases (`status = .connecting`, `self?.status = .failed(error)`). The event
/// decides how the stored value changes (SPEC §4), whatever the value, the method and the types
/// are called.
extension ReducerFinder {
  /// The stored value a handler moves to at least two cases under its event switch, and the
  /// handler's event; nil when the type stores no such value.
  package static func storedEnumHandler(
    _ node: FunctionDeclSyntax, _ parameters: [ReducerSignature.Parameter], enums: Set<String>,
    stored: Set<String>
  ) -> (holder: StateHolder, signature: ReducerSignature)? {
    guard !stored.isEmpty, let body = node.body,
      let event = ReducerSignature.eventOnly(parameters, effects: false)
        ?? switchedEnumParameter(node, parameters, enums: enums),
      SwitchSubjects.switches(on: event.name, in: body.statements)
    else { return nil }
    return movedStoredValue(in: body, stored: stored, event: event, around: node)
  }

  /// The stored value `body` moves to the most cases under the event's switch (a value set to one
  /// case only is a flag, not a state), as the holder and signature of a machine over it; shared
  /// by handler methods and handler closures.
  static func movedStoredValue(
    in body: some SyntaxProtocol, stored: Set<String>, event: (name: String, type: String?),
    around node: some SyntaxProtocol
  ) -> (holder: StateHolder, signature: ReducerSignature)? {
    let writes = StoredCaseWrites.cases(in: body, stored: stored.subtracting([event.name]))
    guard
      let (name, cases) = writes.max(by: {
        $0.value.count < $1.value.count || $0.value.count == $1.value.count && $0.key > $1.key
      }), cases.count >= 2
    else { return nil }
    let declared = StoredDeclaration.find(name, around: node)
    let holder = StateHolder(
      name: name, stateType: declared.type, isContainer: false, initial: declared.initial)
    let signature = ReducerSignature(
      stateName: name, stateType: declared.type, stateIsInout: false, eventName: event.name,
      eventType: event.type)
    return (holder, signature)
  }
}

/// `status = .connecting`, `self.status = .idle`, `self?.status = .failed(error)` under any
/// switch: the cases each stored name is set to (a flag set to `true`/`false` or `nil` is none).
final class StoredCaseWrites: SyntaxVisitor {
  private let stored: Set<String>
  private var found: [String: Set<String>] = [:]
  private var switchDepth = 0

  private init(stored: Set<String>) {
    self.stored = stored
    super.init(viewMode: .sourceAccurate)
  }

  static func cases(in body: some SyntaxProtocol, stored: Set<String>) -> [String: Set<String>] {
    let visitor = StoredCaseWrites(stored: stored)
    visitor.walk(body)
    return visitor.found
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    switchDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: SwitchExprSyntax) {
    switchDepth -= 1
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let items = Array(node.elements)
    guard switchDepth > 0, items.count == 3, items[1].is(AssignmentExprSyntax.self),
      let path = StateReference.path(items[0]),
      let name = path.count == 1 ? path[0] : path.count == 2 && path[0] == "self" ? path[1] : nil,
      stored.contains(name), let value = TargetValue.caseName(items[2]),
      !["true", "false", "nil"].contains(value)
    else { return .visitChildren }
    found[name, default: []].insert(value)
    return .visitChildren
  }
}

/// The declared type and starting case of a stored property of the type around a method:
/// `private(set) var status: Status = .disconnected`.
enum StoredDeclaration {
  static func find(_ name: String, around node: some SyntaxProtocol) -> (
    type: String?, initial: String?
  ) {
    var current = node.parent
    while let syntax = current {
      let members =
        syntax.as(ClassDeclSyntax.self)?.memberBlock.members
        ?? syntax.as(ActorDeclSyntax.self)?.memberBlock.members
        ?? syntax.as(StructDeclSyntax.self)?.memberBlock.members
      if let members {
        for member in members {
          guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return (
              binding.typeAnnotation.flatMap {
                TypeName.strippingOptional($0.type.trimmedText)
              } ?? binding.initializer.flatMap { initializerType($0.value) },
              binding.initializer.flatMap { TargetValue.caseName($0.value) }
            )
          }
        }
        return (nil, nil)
      }
      current = syntax.parent
    }
    return (nil, nil)
  }

  /// `var state = PlaybackState<Item>.inactive(nil)`, `= Phase.idle`: the type a case is
  /// taken from, when the declaration writes no type.
  static func initializerType(_ value: ExprSyntax) -> String? {
    let value = TargetValue.unwrap(value)
    let called = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
    guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.baseName.text.first?.isLowercase == true,
      base.is(DeclReferenceExprSyntax.self) || base.is(GenericSpecializationExprSyntax.self)
        || base.is(MemberAccessExprSyntax.self),
      base.trimmedText.first?.isUppercase == true
    else { return nil }
    return base.trimmedText
  }
}
