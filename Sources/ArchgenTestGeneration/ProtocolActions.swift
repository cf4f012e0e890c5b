import ArchgenSyntax
import SwiftSyntax

/// The `Action` a protocol fixes for every type conforming to it: `protocol FeatureReducer:
/// Reducer where Action == FeatureAction<Self>` (or `Reducer<State, FeatureAction<Self>>`, through
/// the primary associated types) gives each feature conforming to it, directly or through a
/// protocol refining it, the `Action` a `typealias Action = FeatureAction<Self>` would give.
package enum ProtocolActions {
  /// A protocol the files declare, as far as its `Action` goes.
  package struct DeclaredProtocol: Sendable {
    package var name: String
    /// `<State, Action>` of `protocol Reducer<State, Action>`.
    package var primaryAssociatedTypes: [String]
    /// The protocols it refines, as written (`Reducer<State, FeatureAction<Self>>`).
    package var inherited: [String]
    /// The type its where clause makes `Action` (`FeatureAction<Self>`), if it does.
    package var action: String?
  }

  /// What one file declares: its protocols and the conformances its extensions add.
  package struct Declarations: Sendable {
    package var protocols: [DeclaredProtocol]
    /// `extension Settings: FeatureReducer {}`: the extended type and what it names.
    package var extensionConformances: [(type: String, inherited: [String])]

    /// A file that declares no protocol and extends nothing.
    package init() {
      protocols = []
      extensionConformances = []
    }

    package init(_ tree: SourceFileSyntax) {
      let collector = ProtocolCollector(viewMode: .sourceAccurate)
      collector.walk(tree)
      protocols = collector.protocols
      extensionConformances = collector.extensionConformances
    }
  }

  /// The aliases over every file read, each in the file of the type it names.
  package static func aliases(_ declarations: [TypeCatalog.Declarations])
    -> [(file: String, name: String, value: String)]
  {
    let conformances = declarations.flatMap { declared in
      declared.structs.map { (declared.file, $0.qualifiedName, $0.inherited) }
        + declared.protocolActions.extensionConformances.map {
          (declared.file, $0.type, $0.inherited)
        }
    }
    let taken = Set(
      declarations.flatMap { $0.enums.map(\.qualifiedName) + $0.typealiases.map(\.name) })
    return aliases(
      protocols: declarations.flatMap(\.protocolActions.protocols), conformances: conformances,
      taken: taken)
  }

  /// composable-architecture's `Reducer<State, Action>`, when the files do not declare it.
  private static let knownPrimaryTypes = ["Reducer": ["State", "Action"]]

  /// `(Feature.Action, FeatureAction<Self>)` for each type conforming to a protocol that fixes
  /// `Action`, unless it declares an `Action` of its own (`taken`, qualified names).
  package static func aliases(
    protocols: [DeclaredProtocol],
    conformances: [(file: String, type: String, inherited: [String])],
    taken: Set<String>
  ) -> [(file: String, name: String, value: String)] {
    let byName = Dictionary(
      protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var aliases: [(file: String, name: String, value: String)] = []
    var seen: Set<String> = []
    for (file, type, inherited) in conformances {
      let name = "\(type).Action"
      guard !taken.contains(name), !seen.contains(name),
        let value = action(of: inherited, in: byName, visited: [])
      else { continue }
      seen.insert(name)
      aliases.append((file, name, value))
    }
    return aliases
  }

  /// The `Action` the first of these protocols (or one they refine) fixes.
  private static func action(
    of inherited: [String], in protocols: [String: DeclaredProtocol], visited: Set<String>
  ) -> String? {
    for written in inherited {
      let (base, arguments) = split(written)
      if let index = primaryTypes(base, protocols).firstIndex(of: "Action"),
        index < arguments.count
      {
        return arguments[index]
      }
      guard let declared = protocols[base], !visited.contains(base) else { continue }
      if let action = declared.action { return action }
      if let action = Self.action(
        of: declared.inherited, in: protocols, visited: visited.union([base]))
      {
        return action
      }
    }
    return nil
  }

  private static func primaryTypes(_ name: String, _ protocols: [String: DeclaredProtocol])
    -> [String]
  {
    protocols[name]?.primaryAssociatedTypes ?? knownPrimaryTypes[name] ?? []
  }

  /// `("Reducer", ["State", "FeatureAction<Self>"])` for `ComposableArchitecture.Reducer<State,
  /// FeatureAction<Self>>`: the simple name and the top-level generic arguments.
  package static func split(_ written: String) -> (base: String, arguments: [String]) {
    guard let open = written.firstIndex(of: "<"), written.hasSuffix(">") else {
      return (String(written.split(separator: ".").last ?? ""), [])
    }
    let base = String(written[..<open].split(separator: ".").last ?? "")
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in written[written.index(after: open)..<written.index(before: written.endIndex)] {
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      if character == ",", depth == 0 {
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    arguments.append(current.trimmingCharacters(in: .whitespaces))
    return (base, arguments)
  }
}

/// Reads protocol declarations (name, primary associated types, refinements, `Action ==` in the
/// where clause) and the conformances extensions add.
private final class ProtocolCollector: SyntaxVisitor {
  var protocols: [ProtocolActions.DeclaredProtocol] = []
  var extensionConformances: [(type: String, inherited: [String])] = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    var action: String?
    for requirement in node.genericWhereClause?.requirements ?? [] {
      guard let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self) else {
        continue
      }
      let left = sameType.leftType.trimmedText
      let right = sameType.rightType.trimmedText
      if left == "Action" || left == "Self.Action" {
        action = right
      } else if right == "Action" || right == "Self.Action" {
        action = left
      }
    }
    protocols.append(
      .init(
        name: node.name.text,
        primaryAssociatedTypes: node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(
          \.name.text) ?? [],
        inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [],
        action: action))
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let inherited = node.inheritanceClause?.inheritedTypes.map({ $0.type.trimmedText }) {
      extensionConformances.append((node.extendedType.trimmedText, inherited))
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
