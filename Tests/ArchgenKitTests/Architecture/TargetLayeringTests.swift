import ArchgenTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// The library's targets import each other only along the arrows Documentation/Architecture.md
/// draws: `Package.swift`'s dependencies and every source file's `import` lines are read with
/// swift-syntax and compared with the doc's target table, so a new arrow is a visible decision
/// (the doc changes with it) and a lower target cannot come to import a higher one.
final class TargetLayeringTests: XCTestCase {
  /// The archgen targets each library target depends on in `Package.swift`.
  func testPackageDependenciesAreTheDocumentedArrows() throws {
    let documented = try Self.documentedArrows()
    let declared = try Self.packageArrows()
    XCTAssertFalse(documented.isEmpty)
    XCTAssertEqual(
      Set(declared.keys), Set(documented.keys),
      "the library targets in Package.swift and Architecture.md's table differ")
    for (target, arrows) in declared.sorted(by: { $0.key < $1.key }) {
      XCTAssertEqual(
        arrows, documented[target] ?? [],
        "\(target)'s dependencies in Package.swift are not the arrows Architecture.md draws")
    }
  }

  /// Every `import Archgen…` in a target's sources is one of its documented arrows.
  func testSourcesImportOnlyTheirDocumentedTargets() throws {
    let documented = try Self.documentedArrows()
    var checked = 0
    for (target, arrows) in documented.sorted(by: { $0.key < $1.key }) {
      for file in try Self.swiftFiles(in: Repository.url("Sources/\(target)")) {
        let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
        for module in Self.imports(in: tree) where module.hasPrefix("Archgen") {
          checked += 1
          XCTAssertTrue(
            arrows.contains(module),
            "\(file.lastPathComponent) in \(target) imports \(module), an arrow "
              + "Architecture.md does not draw")
        }
      }
    }
    XCTAssertGreaterThan(checked, 0)
  }

  /// The documented arrows have no cycle: every target can be placed above all it imports.
  func testDocumentedArrowsHaveNoCycle() throws {
    var remaining = try Self.documentedArrows()
    var placed: Set<String> = []
    while !remaining.isEmpty {
      let ready = remaining.filter { $0.value.isSubset(of: placed) }.keys
      guard !ready.isEmpty else {
        return XCTFail("the arrows among \(remaining.keys.sorted()) form a cycle")
      }
      for target in ready {
        placed.insert(target)
        remaining[target] = nil
      }
    }
  }

  // MARK: Reading the doc, the manifest and the sources

  /// Architecture.md's target table: `| `Target` | `Sources/Target/` | `A`, `B` | what |`.
  static func documentedArrows() throws -> [String: Set<String>] {
    let text = try String(
      contentsOf: Repository.url("Documentation/Architecture.md"), encoding: .utf8)
    guard let section = text.components(separatedBy: "\n## Targets\n").dropFirst().first else {
      return [:]
    }
    var arrows: [String: Set<String>] = [:]
    for line in section.components(separatedBy: "\n") {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, let name = backticked(cells[1]).first, name.hasPrefix("Archgen")
      else { continue }
      arrows[name] = Set(backticked(cells[3]))
    }
    return arrows
  }

  /// The names in backticks in a table cell.
  static func backticked(_ cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// `.target(name: "ArchgenX", dependencies: ["ArchgenY", .product(...)])` in Package.swift:
  /// the library targets (those under `Sources/`) and the archgen targets they name.
  static func packageArrows() throws -> [String: Set<String>] {
    let tree = Parser.parse(
      source: try String(contentsOf: Repository.url("Package.swift"), encoding: .utf8))
    let reader = TargetReader(viewMode: .sourceAccurate)
    reader.walk(tree)
    let library = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Sources").path)
    return reader.targets.filter { library.contains($0.key) && $0.key != "archgen" }
  }

  static func swiftFiles(in folder: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }

  static func imports(in tree: SourceFileSyntax) -> [String] {
    tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }.map {
      $0.path.map(\.name.text).joined(separator: ".")
    }
  }
}

/// The `.target(name:dependencies:)` calls of a manifest, with their string dependencies.
private final class TargetReader: SyntaxVisitor {
  var targets: [String: Set<String>] = [:]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "target",
      let name = node.arguments.first(where: { $0.label?.text == "name" }),
      let nameText = Self.string(name.expression)
    else { return .visitChildren }
    let dependencies = node.arguments.first { $0.label?.text == "dependencies" }
    let elements = dependencies?.expression.as(ArrayExprSyntax.self)?.elements
    targets[nameText] = Set(elements?.compactMap { Self.string($0.expression) } ?? [])
    return .skipChildren
  }

  private static func string(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }
}
