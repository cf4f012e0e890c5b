import ArchgenSyntax
import SwiftSyntax

/// The enums, structs, classes, typealiases, conformances and `Reducer` protocols of a file, read
/// from its `DeclarationTable` as the catalog sees them: nothing declared in a function's body or
/// inside a protocol.
struct CatalogDeclarations {
  var found: [TypeCatalog.EnumType] = []
  var structs: [TypeCatalog.StructType] = []
  var classes: [TypeCatalog.StructType] = []
  var equatableExtensions: [String] = []
  var errorTypes: [String] = []
  var typealiases: [(name: String, value: String)] = []
  /// The generic parameters of each generic alias, by qualified name (`Reducer`: `["State"]`).
  var aliasParameters: [String: [String]] = [:]
  var reducerProtocols: [String] = []

  private static let equatable: Set<String> = ["Equatable", "Hashable", "Swift.Equatable"]
  private static let error: Set<String> = ["Error", "Swift.Error", "LocalizedError"]

  init(_ table: DeclarationTable) {
    for type in table.types(outside: [.function, .protocol]) {
      switch type.kind {
      case .protocolType:
        let inherited =
          type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
        if inherited.contains("Reducer") { reducerProtocols.append(type.name) }
      case .typeAlias:
        guard let alias = type.decl.as(TypeAliasDeclSyntax.self) else { continue }
        typealiases.append((type.qualifiedName, alias.initializer.value.trimmedText))
        if let generics = alias.genericParameterClause {
          aliasParameters[type.qualifiedName] = generics.parameters.map(\.name.text)
        }
      case .extensionType:
        if conformances(type.name, type.inheritanceClause).contains(where: Self.equatable.contains)
        {
          equatableExtensions.append(type.name)
        }
      case .enumType:
        guard let node = type.decl.as(EnumDeclSyntax.self) else { continue }
        readEnum(node, qualifiedName: type.qualifiedName)
      case .structType:
        guard let node = type.decl.as(StructDeclSyntax.self) else { continue }
        structs.append(
          .read(
            qualifiedName: type.qualifiedName,
            inherited: conformances(node.name.text, node.inheritanceClause),
            members: node.memberBlock.members.map(\.decl), generics: node.genericParameterClause))
      case .classType:
        guard let node = type.decl.as(ClassDeclSyntax.self) else { continue }
        readClass(node, qualifiedName: type.qualifiedName)
      case .actorType: continue
      }
    }
  }

  private mutating func conformances(_ name: String, _ clause: InheritanceClauseSyntax?)
    -> [String]
  {
    let inherited = clause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    if inherited.contains(where: Self.error.contains) {
      errorTypes.append(String(name.split(separator: ".").last ?? ""))
    }
    return inherited
  }

  private mutating func readEnum(_ node: EnumDeclSyntax, qualifiedName name: String) {
    let inherited = conformances(name, node.inheritanceClause)
    var cases: [TypeCatalog.EnumCase] = []
    for member in node.memberBlock.members {
      guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in decl.elements {
        let payload =
          element.parameterClause?.parameters.map {
            TypeCatalog.Payload(label: $0.firstName?.text, type: $0.type.trimmedText)
          } ?? []
        cases.append(.init(name: element.name.text, payload: payload))
      }
    }
    found.append(
      .init(
        qualifiedName: name, cases: cases,
        declaresEquatable: inherited.contains { $0 == "Equatable" || $0 == "Hashable" },
        genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? []))
  }

  /// A class state is read as a struct is, when a test can build it (`LampState()`, or its own
  /// initializer): its fields are set and compared alike.
  private mutating func readClass(_ node: ClassDeclSyntax, qualifiedName: String) {
    var read = TypeCatalog.StructType.read(
      qualifiedName: qualifiedName,
      inherited: conformances(node.name.text, node.inheritanceClause),
      members: node.memberBlock.members.map(\.decl), generics: node.genericParameterClause)
    let ownInitializer = node.memberBlock.members.contains {
      $0.decl.is(InitializerDeclSyntax.self)
    }
    // Without an initializer of its own, only `init()` exists: every field needs a value.
    if ownInitializer || read.required.isEmpty {
      read.isClass = true
      classes.append(read)
    }
  }
}
