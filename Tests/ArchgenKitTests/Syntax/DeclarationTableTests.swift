import SwiftParser
import SwiftSyntax
import XCTest

@testable import ArchgenKit

final class DeclarationTableTests: XCTestCase {
  private func table(_ text: String, file: String = "A.swift") -> DeclarationTable {
    DeclarationTable(Parser.parse(source: text), file: file)
  }

  /// Types, extensions and typealiases in source order, each with the types around it and the
  /// declarations around it that are not types.
  func testIndexesTypesWithTheirScopeAndContext() {
    let declarations = table(
      """
      struct Outer {
        enum Mode { case idle }
        typealias Name = String
        func make() { struct Local {} }
        var items: [Int] { enum Hidden {}; return [] }
      }
      extension Outer.Mode { struct Inner {} }
      protocol Feature { associatedtype State; typealias Action = Int }
      """)
    let summary = declarations.types.map { "\($0.kind) \($0.qualifiedName) \($0.context.rawValue)" }
    XCTAssertEqual(
      summary,
      [
        "structType Outer 0", "enumType Outer.Mode 0", "typeAlias Outer.Name 0",
        "structType Outer.Local 1", "enumType Outer.Hidden 4", "extensionType Outer.Mode 0",
        "structType Outer.Mode.Inner 0", "protocolType Feature 0", "typeAlias Feature.Action 8",
      ])
    XCTAssertEqual(
      declarations.types(outside: [.function, .variable, .protocol]).map(\.qualifiedName),
      ["Outer", "Outer.Mode", "Outer.Name", "Outer.Mode", "Outer.Mode.Inner", "Feature"])
    XCTAssertEqual(declarations.types.map(\.file), Array(repeating: "A.swift", count: 9))
  }

  /// Members with their declared types, the extensions' merged into their type, `#if` included.
  func testMembersOfATypeMergeItsExtensions() {
    let declarations = table(
      """
      enum Phase {
        case idle, loaded(items: [Item], Int)
        #if DEBUG
        static var preview: Phase { .idle }
        #endif
      }
      struct Other { var phase: Phase }
      extension Phase {
        init(raw: Int) { self = .idle }
        var isIdle: Bool = false
        func next() -> Phase { self }
        struct Step {}
      }
      """)
    let members = declarations.members(of: "Phase")
    XCTAssertEqual(
      members.map { "\($0.kind) \($0.name) \($0.type ?? "-") \($0.isStatic)" },
      [
        "enumCase idle - false", "enumCase loaded - false", "computedProperty preview Phase true",
        "initializer init - false", "storedProperty isIdle Bool false", "method next Phase false",
        "type Step - false",
      ])
    XCTAssertEqual(
      members[1].payload.map { "\($0.label ?? "_"): \($0.type)" },
      [
        "items: [Item]", "_: Int",
      ])
    XCTAssertEqual(declarations.members(of: "Other").map(\.name), ["phase"])
  }

  /// Function bodies by owner, nested functions marked as such.
  func testFunctionsByOwner() {
    let declarations = table(
      """
      func helper() {}
      final class Store { func send() { func inner() {} } }
      extension Store.State { func reduce() {} }
      """)
    XCTAssertEqual(
      declarations.functions.map { "\($0.owner.joined(separator: ".")):\($0.decl.name.text)" },
      [":helper", "Store:send", "Store:inner", "Store.State:reduce"])
    XCTAssertEqual(
      declarations.functions(outside: .function).map(\.decl.name.text),
      ["helper", "send", "reduce"])
  }

  /// Tables of several files merge in input order, each declaration keeping its file.
  func testMergeKeepsInputOrder() {
    var merged = table("struct B {}", file: "B.swift")
    merged.merge(table("enum A {}\nfunc a() {}", file: "A.swift"))
    XCTAssertEqual(merged.types.map { "\($0.file):\($0.name)" }, ["B.swift:B", "A.swift:A"])
    XCTAssertEqual(merged.functions.map(\.decl.name.text), ["a"])
  }

  /// A name resolves as Swift looks it up: innermost scope first, then outward, then the top
  /// level; a typealias leads to the type it names.
  func testResolvesInnermostFirstAndFollowsTypealiases() {
    let declarations = table(
      """
      struct HUD {}
      enum Client {
        struct HUD {}
        enum Item { typealias Badge = HUD; enum Status {} }
      }
      typealias Shown = Client.Item.Status
      """)
    XCTAssertEqual(
      declarations.resolve("HUD", from: ["Client", "Item", "Status"])?.qualifiedName, "Client.HUD")
    XCTAssertEqual(declarations.resolve("HUD", from: [])?.qualifiedName, "HUD")
    XCTAssertEqual(
      declarations.resolve("Badge", from: ["Client", "Item"])?.qualifiedName, "Client.HUD")
    XCTAssertEqual(
      declarations.resolve("Shown", from: ["HUD"])?.qualifiedName, "Client.Item.Status")
    XCTAssertNil(declarations.resolve("Status", from: []))
    XCTAssertEqual(
      declarations.typeAliases(outside: []).mapValues(\.trimmedDescription),
      ["Badge": "HUD", "Shown": "Client.Item.Status"])
  }

  func testScopeLookupOrder() {
    XCTAssertEqual(
      ScopeLookup.candidates(for: "HUD", from: ["Client", "Item"]),
      ["Client.Item.HUD", "Client.HUD", "HUD"])
    XCTAssertEqual(ScopeLookup.scopes(from: []), [[]])
  }
}
