import ArchgenCore
import ArchgenGraph
import SwiftSyntax

/// A held state whose declared type is a generic enum the files declare (`var state:
/// LoadState<[Character]> = .idle` of `enum LoadState<Success>`): the enum is the state, not a
/// wrapper holding a state of its argument's type, so the state's type is the one declared, as
/// written; a test names it so (`var state: LoadState<[Character]> = .loading`).
enum GenericEnumState {
  /// The declared type of the stored property `machine.function` of `machine.name`, when it is
  /// such an enum with as many arguments as the enum has parameters; nil otherwise.
  static func declaredType(
    of machine: StateMachine, in source: ParsedSource, catalog: TypeCatalog
  ) -> String? {
    guard let property = machine.function else { return nil }
    let declaration = TypeDeclarationFinder(name: machine.name)
    declaration.walk(source.tree)
    for member in declaration.members ?? [] {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
        guard let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
          let arguments = type.genericArgumentClause?.arguments,
          let found = catalog.enumType(named: type.name.text, near: machine.name),
          found.genericParameters.count == arguments.count
        else { return nil }
        return type.trimmedDescription
      }
    }
    return nil
  }
}
