import ArchgenTestSupport
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// A `private` initializer is not one a test can call, even through `@testable import`: a value
/// the files declare for the type is taken, else the value is a placeholder that says why.
final class PrivateInitializerTests: XCTestCase {
  func testAPrivateInitializerIsNeverCalled() {
    let catalog = TypeCatalog([
      TypeCatalog.Declarations(
        ParsedSource(
          path: "Sources/App/Fault.swift",
          text: """
            struct Fault {
              struct Code {
                private let raw: Int
                private init(_ raw: Int) { self.raw = raw }
                static let timedOut = Code(1)
              }
              let code: Code
              init(code: Code) { self.code = code }
            }
            struct Seal {
              let mark: Int
              fileprivate init(mark: Int) { self.mark = mark }
            }
            """))
    ])
    let builder = ValueBuilder(catalog: catalog, owner: nil)
    XCTAssertEqual(builder.defaultValue(of: "Fault"), "Fault(code: .timedOut)")
    XCTAssertEqual(
      builder.defaultValue(of: "Seal"), "Seal(<#Seal (its initializers are private)#>)")
  }
}
