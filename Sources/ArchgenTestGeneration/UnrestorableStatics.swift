import SwiftSyntax

/// A method that sets a static value of its own type which a test cannot set back (`private(set)
/// static var isOnboardingFinished`, a value kept in `UserDefaults`): a test calling it would
/// leave the value changed for every test after it, so the transition gets no test.
package enum UnrestorableStatics {
  /// Whether `method` assigns a static property of `owner` (`Self.name`, `Owner.name`) that the
  /// type's `members` declare `private`, `fileprivate`, `private(set)` or `fileprivate(set)`.
  package static func written(
    by method: FunctionDeclSyntax, owner: String, members: [MemberBlockItemSyntax]
  ) -> Bool {
    let hidden = names(in: members)
    guard !hidden.isEmpty, let body = method.body else { return false }
    let simple = String(owner.split(separator: ".").last ?? "")
    let writes = StaticAssignments(bases: ["Self", simple], names: hidden)
    writes.walk(body)
    return writes.found
  }

  /// The static properties a test cannot set.
  private static func names(in members: [MemberBlockItemSyntax]) -> Set<String> {
    var found: Set<String> = []
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }),
        variable.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        })
      else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          found.insert(name)
        }
      }
    }
    return found
  }
}

/// Whether a body assigns `Base.name` for one of `bases` and `names`.
private final class StaticAssignments: SyntaxVisitor {
  let bases: Set<String>
  let names: Set<String>
  private(set) var found = false

  init(bases: Set<String>, names: Set<String>) {
    self.bases = bases
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      let member = elements[0].as(MemberAccessExprSyntax.self),
      let base = member.base?.trimmedDescription, bases.contains(base),
      names.contains(member.declName.baseName.text),
      // A write the test's build does not compile (the `#else` of `#if !APPSTORE`) is not made.
      !CompiledOutWrite.isCompiledOut(Syntax(node))
    {
      found = true
    }
    return .visitChildren
  }
}
