import ArchgenSyntax
import SwiftSyntax

/// What one type or extension of a file declares for the states of its subclasses and of its
/// extensions in other files: its stored values with the type each is written with, and the
/// types it inherits from.
package struct StoredValues: Sendable {
  /// The declaring type's qualified name (an extension's: the type it extends).
  package var typePath: String
  /// Stored instance values (observers allowed) by name: the last component of the type as
  /// annotated (`State`, `Playback` of `NodeStatus.Playback`) or of the type a default case is
  /// taken from (`= NodeStatus.Playback.stopped`), with that type as written.
  package var values: [String: String] = [:]
  /// The inherited types as written, the superclass first when there is one.
  package var inherits: [String] = []

  /// The classes, structs, actors and extensions of a file's table, outside functions.
  package static func read(_ table: DeclarationTable) -> [StoredValues] {
    table.types(outside: [.function, .closure]).compactMap { type -> StoredValues? in
      guard [.classType, .structType, .actorType, .extensionType].contains(type.kind),
        let block = type.memberBlock
      else { return nil }
      let path =
        type.kind == .extensionType
        ? TypeName.components(type.name).joined(separator: ".") : type.qualifiedName
      var result = StoredValues(typePath: path)
      result.inherits =
        type.inheritanceClause?.inheritedTypes.map { TypeName.text(of: $0.type) }
        ?? []
      for item in block.members.declarationsThroughIfConfigs() {
        guard let variable = item.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.isTypeMember
        else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            EnumHolderCollector.isStored(binding), let written = Self.writtenType(binding)
          else { continue }
          result.values[name] = written
        }
      }
      return result.values.isEmpty && result.inherits.isEmpty ? nil : result
    }
  }

  /// `State`, `State?`, `Loadable<Bool>`, or the base of `= Phase.idle`; nil for collections.
  private static func writtenType(_ binding: PatternBindingSyntax) -> String? {
    if let type = binding.typeAnnotation?.type {
      guard let text = TypeName.strippingOptional(type.trimmedText), !text.hasPrefix("["),
        !["Set", "Array", "Dictionary", "OrderedSet"].contains(
          String(text.prefix { $0 != "<" }))
      else { return nil }
      return text
    }
    return binding.initializer.flatMap { StoredDeclaration.initializerType($0.value) }
  }
}
