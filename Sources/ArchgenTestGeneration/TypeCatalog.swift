import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// The enums and structs declared in the files read, by name, with what test values need.
package struct TypeCatalog {
  package struct Payload: Equatable {
    package var label: String?
    package var type: String
  }

  package struct EnumCase: Equatable {
    package var name: String
    package var payload: [Payload]
  }

  package struct EnumType: Equatable {
    /// `ThemeReducer.Theme` for a nested enum.
    package var qualifiedName: String
    package var cases: [EnumCase]
    package var declaresEquatable: Bool
    /// `Payload` of `enum FeatureAction<Payload: P>`: names a payload type may start with.
    package var genericParameters: [String] = []

    /// Enums without payloads are Equatable without saying so; others must declare it.
    package var isEquatable: Bool { declaresEquatable || cases.allSatisfy(\.payload.isEmpty) }

    package func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }
  }

  /// A struct whose memberwise initializer a test can call.
  package struct StructType: Equatable {
    package var qualifiedName: String
    /// Stored properties without an initial value, in order: the initializer's parameters.
    package var required: [Payload]
    /// Stored `var` properties, which a test may set.
    package var variables: Set<String>
    /// The type of each stored property, where it is written or its literal says it.
    package var fieldTypes: [String: String] = [:]
    package var isGeneric = false
    /// `T` of `struct StateResolution<T>`.
    package var genericParameters: [String] = []
    /// The protocols and classes its declaration names (`struct SignOutEvent: StateMachineEvent`).
    package var inherited: [String] = []
    /// Stored properties whose declared value is made anew each time (`let id = UUID()`,
    /// `Date()`): two values built alike differ there.
    package var freshDefaults: Set<String> = []
    /// The declared value of each stored property that has one, as written.
    package var declaredValues: [String: String] = [:]
    /// Stored properties a test cannot read (`private var isExpanded`): never asserted.
    package var unreadable: Set<String> = []
    /// Stored properties under a property wrapper (`@BindingState var query`), whose key path a
    /// binding names through the wrapper (`\.$query`).
    package var wrapped: Set<String> = []
    /// A class a test builds and sets the fields of as a struct's (`classType(named:)`).
    package var isClass = false
    /// The parameters of its other initializers that draw no fresh value, easiest first: what
    /// a test calls when `required` needs a value it cannot build.
    package var alternatives: [[Payload]] = []
    /// Where the initializer a test calls is one of the type's own: the constants its body
    /// gives fields (`InitializerWrites`); nil for the memberwise one.
    package var initialValues: [String: String]? = nil
    /// The parameters of its initializers that draw a fresh id or date: a value built through
    /// one is sent and expected as itself, never built twice.
    package var freshInitializers: [[Payload]] = []
  }

  /// Declarations by simple name, each with the file that declares it.
  package private(set) var enums: [String: [(file: String, type: EnumType)]] = [:]
  package private(set) var structs: [String: [(file: String, type: StructType)]] = [:]
  package private(set) var classes: [String: [(file: String, type: StructType)]] = [:]
  /// Type aliases by simple name, as `(qualified name, aliased type)`.
  package private(set) var typealiases:
    [String: [(file: String, type: (name: String, value: String))]] =
      [:]
  /// The generic parameters of generic type aliases, by qualified name
  /// (`typealias Reducer<State> = (State, Action) -> State`: `["State"]`).
  package private(set) var aliasParameters: [String: [String]] = [:]
  /// The modules the files of the run import (`FolderModules`).
  package private(set) var importedModules: Set<String> = []
  /// Static members holding a value of their own type, by the type's simple name.
  package private(set) var staticValues: [String: [(file: String, type: StaticValue)]] = [:]
  /// How the app builds values of generic types no file declares, by the type's name
  /// (`WrapperBuilds.swift`).
  package private(set) var wrapperBuilds: [String: [WrapperBuild]] = [:]
  /// Protocols by simple name (`TypeCatalog+Protocols.swift`).
  package private(set) var protocols: [String: [(file: String, type: ProtocolRequirements)]] = [:]
  /// The file lookups rank declarations of the same name by (see `preferring(file:)`).
  private var preferredFile: String?

  /// What one file declares, read while its tree is at hand.
  package struct Declarations: Sendable {
    package var file: String
    package var enums: [EnumType]
    package var structs: [StructType]
    /// Classes a test can build (`LampState()`), read as structs.
    package var classes: [StructType]
    /// Types an extension makes `Equatable` or `Hashable` (`extension Retry: Equatable {}`).
    package var equatableExtensions: [String]
    /// Types declared or extended as `Error`, simple names.
    package var errorTypes: [String]
    /// `typealias Action = FeatureAction<Self>`, by qualified name.
    package var typealiases: [(name: String, value: String)]
    /// The generic parameters of each generic alias, by qualified name.
    package var aliasParameters: [String: [String]]
    /// The modules the file imports.
    package var imports: Set<String>
    /// Protocols refining composable-architecture's `Reducer` (`protocol FeatureReducer:
    /// Reducer`) in a file that imports it.
    package var reducerProtocols: [String]
    /// `static let previewValue: Self`: values of a type a test can name.
    package var staticValues: [StaticValue]
    /// Protocols fixing `Action` and the conformances extensions add.
    package var protocolActions: ProtocolActions.Declarations
    /// composable-architecture dependency keys and the `testValue`s declared for them.
    package var dependencies: DependencyTestValues
    /// Protocols, for stubs (`ProtocolStubs`).
    package var protocols: [ProtocolRequirements]
    /// Calls building a library's generic type from a value of a known type (`WrapperBuilds`).
    package var wrapperBuilds: [WrapperBuild]

    package init(_ source: ParsedSource) {
      self.init(source, declarations: DeclarationTable(source.tree, file: source.path))
    }

    /// What one file declares, from the `DeclarationTable` the run built of its tree.
    package init(_ source: ParsedSource, declarations table: DeclarationTable) {
      let collector = CatalogDeclarations(table)
      file = source.path
      enums = collector.found
      structs = collector.structs
      classes = collector.classes
      equatableExtensions = collector.equatableExtensions
      errorTypes = collector.errorTypes
      typealiases = collector.typealiases
      aliasParameters = collector.aliasParameters
      imports = CallableForms.imports(source)
      // A walk whose declarations need a keyword or a name (`static`, `protocol`, `extension`,
      // `testValue`, `DependencyValues`) is skipped where the text holds none: it would find
      // nothing there.
      let text = source.text
      staticValues =
        ByteSearch.containsAny(text, ["static"]) ? StaticValueCollector.values(in: source.tree) : []
      protocolActions =
        ByteSearch.containsAny(text, ["protocol", "extension"])
        ? ProtocolActions.Declarations(source.tree) : ProtocolActions.Declarations()
      dependencies =
        ByteSearch.containsAny(text, ["testValue", "DependencyValues"])
        ? DependencyTestValues(source.tree) : DependencyTestValues()
      protocols =
        ByteSearch.containsAny(text, ["protocol"])
        ? ProtocolRequirements.declared(in: source.tree) : []
      wrapperBuilds = WrapperBuildCollector.builds(in: source.tree)
      let importsStore = source.tree.statements.contains {
        $0.item.as(ImportDeclSyntax.self)?.path.trimmedText == "ComposableArchitecture"
      }
      reducerProtocols = importsStore ? collector.reducerProtocols : []
    }
  }

  /// Simple names of the types declared or extended as `Error`.
  package private(set) var errorTypeNames: Set<String> = []
  /// The protocols the files declare refining composable-architecture's `Reducer`.
  package private(set) var reducerProtocols: Set<String> = []
  /// Which composable-architecture dependencies a test store reads without an override.
  package private(set) var dependencyTestValues = DependencyTestValues()
  /// Types an extension makes `Equatable` or `Hashable`, as the extension names them
  /// (`ArtistList.State`): `isEquatable(_:)` matches them against a struct's qualified name.
  package private(set) var equatableExtensionNames: Set<String> = []

  package init(_ declarations: [Declarations]) {
    let equatable = Set(
      declarations.flatMap(\.equatableExtensions).map {
        String($0.split(separator: ".").last ?? "")
      })
    errorTypeNames = Set(declarations.flatMap(\.errorTypes))
    equatableExtensionNames = Set(declarations.flatMap(\.equatableExtensions))
    reducerProtocols.formUnion(declarations.flatMap(\.reducerProtocols))
    for var declared in declarations {
      dependencyTestValues.merge(declared.dependencies)
      for index in declared.enums.indices {
        let simple = String(declared.enums[index].qualifiedName.split(separator: ".").last ?? "")
        if equatable.contains(simple) { declared.enums[index].declaresEquatable = true }
      }
      for item in declared.enums {
        let simple = String(item.qualifiedName.split(separator: ".").last ?? "")
        enums[simple, default: []].append((declared.file, item))
      }
      for item in declared.structs {
        let simple = String(item.qualifiedName.split(separator: ".").last ?? "")
        structs[simple, default: []].append((declared.file, item))
      }
      for item in declared.classes {
        let simple = String(item.qualifiedName.split(separator: ".").last ?? "")
        classes[simple, default: []].append((declared.file, item))
      }
      for item in declared.staticValues {
        let simple = String(item.typeName.split(separator: ".").last ?? "")
        staticValues[simple, default: []].append((declared.file, item))
      }
      aliasParameters.merge(declared.aliasParameters) { first, _ in first }
      importedModules.formUnion(declared.imports)
      for item in declared.typealiases {
        let simple = String(item.name.split(separator: ".").last ?? "")
        typealiases[simple, default: []].append((declared.file, item))
      }
      for item in declared.protocols {
        protocols[item.simpleName, default: []].append((declared.file, item))
      }
      for item in declared.wrapperBuilds where !(wrapperBuilds[item.wrapper] ?? []).contains(item) {
        wrapperBuilds[item.wrapper, default: []].append(item)
      }
    }
    // `Feature.Action = FeatureAction<Self>` for a feature whose protocol's where clause says so.
    for alias in ProtocolActions.aliases(declarations) {
      typealiases["Action", default: []].append((alias.file, (alias.name, alias.value)))
    }
  }

  /// This catalog, answering with the declaration nearest `file` where several match a name
  /// equally well: the same file, else the one sharing the most leading folders with it.
  package func preferring(file: String) -> TypeCatalog {
    var catalog = self
    catalog.preferredFile = file
    return catalog
  }

  /// The enum a type name refers to: `Owner.State`, `State` inside `Owner`, or a unique simple name.
  package func enumType(named name: String, near owner: String? = nil) -> EnumType? {
    lookup(name, near: owner, in: enums, qualifiedName: \.qualifiedName) ?? Self.result(name)
      ?? Self.presentationAction(name) ?? Self.taskResult(name)
      ?? specializedEnum(named: name, near: owner)
  }

  /// A value of an `Error` type the files declare (a struct built with defaults, or an enum's
  /// first case without a payload), nearest `owner`; nil when there is none.
  package func errorValue(near owner: String?) -> String? {
    for name in errorTypeNames.sorted() where inSameTarget(name) {
      if let type = structType(named: name, near: owner), type.required.isEmpty {
        return "\(type.qualifiedName)()"
      }
      if let type = enumType(named: name, near: owner),
        let first = type.cases.first(where: \.payload.isEmpty)
      {
        return "\(type.qualifiedName).\(first.name)"
      }
    }
    return nil
  }

  /// `.previewValue0` of `Account`: the first static value the files declare for the type, readable
  /// from the preferred file's test (public, or declared in its SwiftPM target).
  package func staticValue(of name: String, near owner: String? = nil) -> String? {
    let wanted = preferredFile.flatMap(Self.target)
    // `lookup` reads only the entries of the name's simple name: only those are filtered.
    let simple = String(
      name.replacingOccurrences(of: "Self.", with: "").split(separator: ".").last ?? "")
    let visible = (staticValues[simple] ?? []).filter {
      $0.type.isPublic || wanted == nil || Self.target($0.file) == wanted
    }
    return lookup(name, near: owner, in: [simple: visible], qualifiedName: \.typeName)?
      .expression
  }

  /// `repo/Sources/Target` for a file in a SwiftPM target, else nil.
  private static func target(_ file: String) -> String? {
    let parts = file.split(separator: "/")
    guard let index = parts.lastIndex(of: "Sources"), index + 1 < parts.count else { return nil }
    return parts[...(index + 1)].joined(separator: "/")
  }

  /// Whether a type of that simple name is declared in the SwiftPM target of the preferred file
  /// (`Sources/Target/`), when that file is in one: a test module sees no other target's
  /// internal types.
  private func inSameTarget(_ name: String) -> Bool {
    guard let preferredFile, let wanted = Self.target(preferredFile) else { return true }
    let files = (structs[name] ?? []).map(\.file) + (enums[name] ?? []).map(\.file)
    return files.contains { Self.target($0) == wanted }
  }

  package func structType(named name: String, near owner: String? = nil) -> StructType? {
    lookup(name, near: owner, in: structs, qualifiedName: \.qualifiedName)
  }

  /// A class a test can build, read as a struct (`isClass`).
  package func classType(named name: String, near owner: String? = nil) -> StructType? {
    lookup(name, near: owner, in: classes, qualifiedName: \.qualifiedName)
  }

  /// The type a `typealias` of that name stands for, with the alias's qualified name.
  package func typealiasType(named name: String, near owner: String? = nil)
    -> (name: String, value: String)?
  {
    lookup(name, near: owner, in: typealiases, qualifiedName: \.name)
  }

  /// The alias of `name` with its generic parameters (`Reducer<State>`: its value and
  /// `["State"]`); no parameters for a plain alias.
  package func genericTypealias(named name: String, near owner: String? = nil)
    -> (value: String, parameters: [String])?
  {
    typealiasType(named: name, near: owner).map { ($0.value, aliasParameters[$0.name] ?? []) }
  }

  /// The name nested in the owner or one of its outer types (innermost first), else the exact
  /// qualified name, else the only type of that simple name; among equal matches, the nearest the preferred file.
  package func lookup<T>(
    _ name: String, near owner: String?, in table: [String: [(file: String, type: T)]],
    qualifiedName: (T) -> String
  ) -> T? {
    let trimmed = PlainTextSearch.replacing("Self.", with: "", in: name)
    let simple = String(trimmed.split(separator: ".").last ?? "")
    let candidates = table[simple] ?? []
    // Innermost scope first, as Swift looks names up: `HUD` inside `Client.Item.Status` is
    // `Client.Item.HUD` when declared, before a top-level `HUD`.
    let scope = owner.map { $0.split(separator: ".").map(String.init) } ?? []
    for qualified in ScopeLookup.candidates(for: trimmed, from: scope) {
      let matches = candidates.filter { qualifiedName($0.type) == qualified }
      if let nearest = nearest(matches) { return nearest }
    }
    // `ClientModels.GameContext`: a type named with its module, declared in that module's folder.
    if let dot = trimmed.firstIndex(of: ".") {
      let module = trimmed[..<dot]
      let rest = String(trimmed[trimmed.index(after: dot)...])
      let matches = candidates.filter {
        qualifiedName($0.type) == rest && $0.file.split(separator: "/").dropLast().contains(module)
      }
      if let nearest = nearest(matches) { return nearest }
    }
    // The only type of that simple name, where the owner's scope would find it: a top-level
    // type, or any when there is no owner (a nested type elsewhere is another type). A name
    // written with its outer types (`Counter.State`) is only a type nested in those.
    guard candidates.count == 1 else { return nil }
    let qualified = qualifiedName(candidates[0].type)
    if trimmed.contains(".") {
      return qualified.hasSuffix("." + trimmed) || trimmed.hasSuffix("." + qualified)
        ? candidates[0].type : nil
    }
    return owner == nil || !qualified.contains(".") ? candidates[0].type : nil
  }

  /// The match declared nearest `preferredFile`; the first one without a preference or on a tie.
  private func nearest<T>(_ matches: [(file: String, type: T)]) -> T? {
    guard let preferredFile, matches.count > 1 else { return matches.first?.type }
    let folders = preferredFile.split(separator: "/")
    func closeness(_ file: String) -> Int {
      if file == preferredFile { return Int.max }
      return zip(folders, file.split(separator: "/")).prefix { $0 == $1 }.count
    }
    var best = matches[0]
    for match in matches.dropFirst() where closeness(match.file) > closeness(best.file) {
      best = match
    }
    return best.type
  }
}
