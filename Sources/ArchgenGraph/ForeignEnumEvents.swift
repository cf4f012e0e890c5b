import ArchgenSyntax
import SwiftSyntax

/// A value switched over with enum-case patterns is an enum's value, wherever that enum is
/// declared: `switch loginState { case .loggedIn: …; case let .notLoggedIn(error): … }` reads
/// cases of `LoginState` although another module declares it. A handler's one parameter switched
/// so is an event whatever file declares its type (SPEC §4: "an enum the body switches over"), as
/// one of an enum the file declares already is.
///
/// Not an event: a `Result` or an `Optional` (the outcome of work the body started, read where
/// it ends), a switch with fewer than two cases named, or one whose items are literals,
/// bindings or type tests (a value that is not an enum's).
enum ForeignEnumEvents {
  /// Whether the one parameter of `method`, of a type no file of the run declares, is its event:
  /// switched over with enum-case patterns, not how work ended, in a method that returns nothing
  /// (one answering a value for its argument, `handle(peekResult:) -> PeekResult`, maps it), and
  /// not named as a value the type stores (`changed(connectionState state:)` beside a stored
  /// `state` reads as that value in the body's readers).
  static func isEvent(
    _ parameter: ReducerSignature.Parameter, of method: FunctionDeclSyntax,
    switchedIn body: CodeBlockItemListSyntax
  ) -> Bool {
    guard !isOutcomeType(parameter.type), returnsNothing(method),
      !storesValue(named: parameter.name, besides: method)
    else { return false }
    return switchesOverCases(of: parameter.name, in: body)
  }

  /// Whether the type around `method` (its declaration or an extension of it in this file)
  /// declares a stored value of that name.
  private static func storesValue(named name: String, besides method: FunctionDeclSyntax) -> Bool {
    if StoredProperty.find(name, around: method) != nil { return true }
    let typeName = SyntaxScope.typePath(of: method).last
    guard let typeName, let file = method.root.as(SourceFileSyntax.self) else { return false }
    return file.statements.contains { item in
      let members =
        item.item.as(ClassDeclSyntax.self).flatMap { $0.name.text == typeName ? $0 : nil }?
        .memberBlock.members
        ?? item.item.as(StructDeclSyntax.self).flatMap { $0.name.text == typeName ? $0 : nil }?
        .memberBlock.members
        ?? item.item.as(ActorDeclSyntax.self).flatMap { $0.name.text == typeName ? $0 : nil }?
        .memberBlock.members
      return members?.contains { member in
        member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        } == true
      } == true
    }
  }

  private static func returnsNothing(_ method: FunctionDeclSyntax) -> Bool {
    guard let type = method.signature.returnClause?.type.trimmedText else { return true }
    return type == "Void" || type == "()"
  }

  /// Whether `body` switches over `name` with enum-case patterns only (and `default`), naming
  /// two cases or more, none of them the cases of a `Result` or an `Optional` alone.
  static func switchesOverCases(of name: String, in body: some SyntaxProtocol) -> Bool {
    let visitor = CaseSwitches(name)
    visitor.walk(body)
    guard visitor.clean, visitor.names.count >= 2 else { return false }
    return !visitor.names.isSubset(of: outcomeCases)
  }

  /// Whether a written parameter type is one whose cases say how work ended (`Result<T, E>`,
  /// `T?`), never an event sent to the object.
  static func isOutcomeType(_ type: String?) -> Bool {
    guard let type = type?.filter({ !$0.isWhitespace }) else { return false }
    // An error's kind (`displayError(_ type: RegistrationErrorType)`) says how work failed too.
    let base = TypeName.components(type).last ?? type
    return type.hasSuffix("?") || type.hasPrefix("Result<") || type.hasPrefix("Optional<")
      || base.hasSuffix("Error") || base.hasSuffix("ErrorType")
  }

  private static let outcomeCases: Set<String> = ["success", "failure", "some", "none"]
}

/// The case names of every switch over one name, and whether all its items are enum cases.
private final class CaseSwitches: SyntaxVisitor {
  private let subject: String
  private(set) var names: Set<String> = []
  private(set) var clean = true

  init(_ subject: String) {
    self.subject = subject
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    guard StateReference.path(node.subject) == [subject] else { return .visitChildren }
    for case .switchCase(let switchCase) in node.cases {
      guard case .case(let label) = switchCase.label else { continue }
      for item in label.caseItems {
        let pattern = CasePattern.unwrap(Syntax(item.pattern))
        guard CasePattern.isEnumCase(pattern), let name = Self.leadingDotName(pattern) else {
          clean = false
          continue
        }
        names.insert(name)
      }
    }
    return .visitChildren
  }

  /// `.loggedIn`, `.notLoggedIn(let error)`: the case, written without its type.
  private static func leadingDotName(_ pattern: Syntax) -> String? {
    let called = pattern.as(FunctionCallExprSyntax.self)?.calledExpression
    guard
      let member = called?.as(MemberAccessExprSyntax.self)
        ?? pattern.as(MemberAccessExprSyntax.self),
      member.base == nil
    else { return nil }
    return member.declName.baseName.text
  }
}
