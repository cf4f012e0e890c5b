import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// The environment's own types declared in one file: the declared type of a global accessor
/// (`var Current: AppEnvironment`, `var Current = AppEnvironment()`) and of an accessor member of
/// a type named like the environment (`static var env: Environment` in `CurrentEnvironment`).
/// Reads only file-level declarations and those types' members.
package enum EnvironmentTypeCollector {
  package static func types(in tree: SourceFileSyntax, names: Set<String>, accessors: Set<String>)
    -> Set<String>
  {
    var found: Set<String> = []
    for item in tree.statements {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        found.formUnion(declaredTypes(variable, named: names))
      } else if let type = item.item.asProtocol(DeclGroupSyntax.self),
        let declared = SyntaxScope.declaredType(Syntax(item.item)),
        names.contains(declared.name)
      {
        for member in type.memberBlock.members {
          if let variable = member.decl.as(VariableDeclSyntax.self) {
            found.formUnion(declaredTypes(variable, named: accessors))
          }
        }
      }
    }
    return found
  }

  private static func declaredTypes(_ variable: VariableDeclSyntax, named names: Set<String>)
    -> [String]
  {
    variable.bindings.compactMap { binding in
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
        names.contains(LintText.withoutBackticks(pattern.identifier.text))
      else { return nil }
      if let type = binding.typeAnnotation?.type { return baseName(type) }
      if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
      {
        return callee.baseName.text
      }
      return nil
    }
  }

  /// `AppEnvironment`, `Module.AppEnvironment`, `AppEnvironment!` → `AppEnvironment`.
  private static func baseName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let optional = type.as(OptionalTypeSyntax.self) { return baseName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return baseName(unwrapped.wrappedType)
    }
    return nil
  }
}
