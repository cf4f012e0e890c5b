import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// What the inputs declare, by scope: nested type names, generic parameters and the members added
/// by extensions. Built before enums are read, so that payload types and existing members can be
/// resolved across files; a view of each file's `DeclarationTable` (ArchgenSyntax), which walks
/// the tree once for every reader of declarations.
public struct DeclarationIndex: Sendable {
  /// Type names declared directly in a scope (`"Outer.Panel"` → `["Edge", "Mode"]`); `""` is the
  /// top level.
  public var types: [String: Set<String>] = [:]
  /// Generic parameter names of a type (`"List"` → `["Element"]`).
  public var genericParameters: [String: Set<String>] = [:]
  /// Member names declared in extensions of a type (`"AuthService.State"` → `["isBusy"]`).
  public var extensionMembers: [String: Set<String>] = [:]

  public init() {}

  /// Indexes several parsed files.
  public init(_ sources: [ParsedSource]) {
    for source in sources { add(source) }
  }

  /// Adds the declarations of one parsed file.
  public mutating func add(_ source: ParsedSource) {
    add(DeclarationTable(source.tree, file: source.path))
  }

  /// Adds the declarations of a file's `DeclarationTable`: the types, typealiases and
  /// extensions that stand outside functions, protocols, properties and initializers.
  package mutating func add(_ table: DeclarationTable) {
    for type in table.types(outside: [.function, .protocol, .variable, .initializer]) {
      let scope = type.scope.map(\.trimmingBackticks).joined(separator: ".")
      let plain = type.name.trimmingBackticks
      switch type.kind {
      case .protocolType: continue
      case .extensionType:
        guard let node = type.decl.as(ExtensionDeclSyntax.self) else { continue }
        let name = node.extendedType.dottedName ?? node.extendedType.trimmedDescription
        extensionMembers[name, default: []].formUnion(node.memberBlock.memberNames)
      case .typeAlias:
        types[scope, default: []].insert(plain)
      case .structType, .classType, .enumType, .actorType:
        types[scope, default: []].insert(plain)
        if let generics = type.genericParameterClause {
          let inner = scope.isEmpty ? plain : scope + "." + plain
          genericParameters[inner, default: []].formUnion(
            generics.parameters.map { $0.name.text.trimmingBackticks })
        }
      }
    }
  }

  /// Adds what another index holds (one file's, indexed on its own thread).
  public mutating func merge(_ other: DeclarationIndex) {
    for (scope, names) in other.types { types[scope, default: []].formUnion(names) }
    for (scope, names) in other.genericParameters {
      genericParameters[scope, default: []].formUnion(names)
    }
    for (type, names) in other.extensionMembers {
      extensionMembers[type, default: []].formUnion(names)
    }
  }
}

extension TypeSyntax {
  /// `Outer.Panel` for `Outer.Panel` or `Outer<Int>.Panel`; nil for tuples, functions, optionals.
  package var dottedName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text.trimmingBackticks
    }
    if let member = self.as(MemberTypeSyntax.self), let base = member.baseType.dottedName {
      return "\(base).\(member.name.text.trimmingBackticks)"
    }
    return nil
  }
}

extension MemberBlockSyntax {
  /// Names of the properties, methods, cases and nested types declared here, `#if` blocks included.
  package var memberNames: Set<String> { members.memberNames }
}

extension MemberBlockItemListSyntax {
  package var memberNames: Set<String> {
    Set(
      DeclaredMember.members(of: self).filter {
        [.storedProperty, .computedProperty, .method].contains($0.kind)
      }.map(\.name.trimmingBackticks))
  }
}

extension String {
  package var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
