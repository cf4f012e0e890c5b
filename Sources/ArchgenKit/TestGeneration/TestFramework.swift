import SwiftParser
import SwiftSyntax

/// The test framework generated tests use.
public enum TestFramework: String, Sendable, CaseIterable, Encodable {
  case xctest
  case swiftTesting = "swift-testing"

  /// What the project's tests import: Swift Testing when more files import `Testing` than
  /// `XCTest`, else XCTest.
  public static func detect(in sources: [SourceText]) -> TestFramework {
    var testing = 0
    var xctest = 0
    for source in sources {
      for statement in Parser.parse(source: source.text).statements {
        guard let decl = statement.item.as(ImportDeclSyntax.self) else { continue }
        switch decl.path.trimmedDescription {
        case "Testing": testing += 1
        case "XCTest": xctest += 1
        default: break
        }
      }
    }
    return testing > xctest ? .swiftTesting : .xctest
  }
}
