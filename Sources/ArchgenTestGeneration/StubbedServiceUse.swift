import ArchgenCore
import SwiftSyntax

/// Whether a test may build its owner with protocol stubs (`ProtocolStubs`): a stub answers
/// nothing the transition could need, so a test whose transition reads a stubbed property (or
/// calls a method of the owner that does), or whose owner's initializer uses the value it is
/// given, keeps the placeholder instead, and is not complete.
package enum StubbedServiceUse {
  /// Withholds the stubs from the tests that would use them, and declares the rest.
  package static func withhold(
    _ suite: inout GeneratedSuite, source: ParsedSource?, catalog: TypeCatalog
  ) {
    let used = stubbedProtocols(suite, catalog: catalog)
    guard !used.isEmpty, let source else {
      suite.stubs = []
      return
    }
    let finder = TypeDeclarationFinder(name: suite.machine)
    finder.walk(source.tree)
    let members = (finder.members ?? []).map(\.decl)
    let fields = stubbedFields(members, used: used, catalog: catalog)
    let tainted = taintedMethods(members, fields: fields)
    let initUses = members.contains { decl in
      guard let initializer = decl.as(InitializerDeclSyntax.self) else { return false }
      let parameters = initializer.signature.parameterClause.parameters.filter {
        holdsStub($0.type.trimmedDescription, used: used, catalog: catalog, depth: 0)
      }.map { ($0.secondName ?? $0.firstName).text }
      return initializer.body.map {
        readsBeyondStoring($0, names: Set(parameters).union(fields).union(tainted))
      } ?? false
    }
    for index in suite.tests.indices {
      let test = suite.tests[index]
      guard used.keys.contains(where: { name in test.mentions(name + "()") }) else { continue }
      // A held state's setup (`let store = …`, `store.state = state`) sends no event.
      let steps = test.path.filter {
        !$0.hasPrefix("let store = ") && !$0.hasPrefix("var store = ")
          && !($0.hasPrefix("store.") && $0.hasSuffix(" = state"))
      }
      let region =
        steps.isEmpty
        ? RegionOnLine.region(line: test.line, in: source)
        : handler(suite.function, in: members).map { Syntax($0) }
      let reads = region.map {
        ReadNames.read(in: $0).isDisjoint(with: fields.union(tainted)) == false
      }
      guard initUses || reads ?? true else { continue }
      for (name, protocolName) in used {
        suite.tests[index].replace(name + "()", with: "<#\(protocolName)#>")
      }
    }
    let lines = suite.tests.flatMap { [$0.start, $0.act] + $0.path }
    let declared = ProtocolStubs.declarations(used: lines, catalog: catalog)
    suite.stubs = declared.lines
    // The stubs name the types their requirements use, from the modules the protocols'
    // files import (the test frameworks are imported by the template).
    let frameworks: Set<String> = ["XCTest", "Testing"]
    suite.imports += declared.imports.filter {
      !suite.imports.contains($0) && !frameworks.contains($0)
    }
  }

  /// The stubs the suite's tests name, by stub name, with their protocols' names.
  private static func stubbedProtocols(_ suite: GeneratedSuite, catalog: TypeCatalog)
    -> [String: String]
  {
    guard suite.tests.contains(where: { $0.mentions("Stub()") }) else { return [:] }
    var used: [String: String] = [:]
    for declared in catalog.protocols.values.flatMap({ $0.map(\.type) }) {
      let name = ProtocolStubs.typeName(declared.qualifiedName)
      if suite.tests.contains(where: { $0.mentions(name + "()") }) {
        used[name] = declared.qualifiedName
      }
    }
    return used
  }

  /// The owner's stored properties that hold a stub: of a stubbed protocol (`let service:
  /// Loading`, `any Loading`, an optional one) or of a struct or class holding one
  /// (`let dependency: Dependency`).
  private static func stubbedFields(
    _ members: [DeclSyntax], used: [String: String], catalog: TypeCatalog
  ) -> Set<String> {
    var fields: Set<String> = []
    for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
      for binding in variable.bindings {
        guard let type = binding.typeAnnotation?.type.trimmedDescription,
          holdsStub(type, used: used, catalog: catalog, depth: 0)
        else { continue }
        fields.insert(binding.pattern.trimmedDescription)
      }
    }
    return fields
  }

  private static func holdsStub(
    _ written: String, used: [String: String], catalog: TypeCatalog, depth: Int
  ) -> Bool {
    var type = written
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("(") && type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
    if let declared = catalog.protocolType(named: type) {
      return used.keys.contains(ProtocolStubs.typeName(declared.qualifiedName))
    }
    guard depth < 3,
      let holder = catalog.structType(named: type) ?? catalog.classType(named: type)
    else { return false }
    return holder.fieldTypes.values.contains {
      holdsStub($0, used: used, catalog: catalog, depth: depth + 1)
    }
  }

  /// The owner's methods that read a stubbed field, or call a method that does.
  private static func taintedMethods(_ members: [DeclSyntax], fields: Set<String>) -> Set<String> {
    let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
    let reads = functions.map {
      ($0.name.text, $0.body.map { ReadNames.read(in: Syntax($0)) } ?? [])
    }
    var tainted: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for (name, names) in reads where !tainted.contains(name) {
        if !names.isDisjoint(with: fields.union(tainted)) {
          tainted.insert(name)
          changed = true
        }
      }
    }
    return tainted
  }

  /// Whether an initializer does more with `names` than store them (`self.service = service`).
  private static func readsBeyondStoring(_ body: CodeBlockSyntax, names: Set<String>) -> Bool {
    body.statements.contains { item in
      if let sequence = Syntax(item.item).as(SequenceExprSyntax.self),
        sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
        let value = sequence.elements.last?.as(DeclReferenceExprSyntax.self),
        names.contains(value.baseName.text)
      {
        return false
      }
      return !ReadNames.read(in: Syntax(item)).isDisjoint(with: names)
    }
  }

  private static func handler(_ name: String?, in members: [DeclSyntax]) -> FunctionDeclSyntax? {
    members.compactMap { $0.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
  }
}
