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

  /// A failable initializer answers an Optional (nil for an id it does not know): passing its
  /// result where the event takes a value does not compile, and unwrapping it would trap. A
  /// value the files declare is taken, else a placeholder that says why.
  func testAFailableInitializerIsNeverCalledForAValue() {
    let catalog = TypeCatalog([
      TypeCatalog.Declarations(
        ParsedSource(
          path: "Sources/App/Plan.swift",
          text: """
            enum Tier: String { case basic, gold }
            struct Plan {
              let tier: Tier
              init?(productID: String) {
                guard let tier = Tier(rawValue: productID) else { return nil }
                self.tier = tier
              }
            }
            struct Coupon {
              let code: String
              init!(code: String) { self.code = code }
              static let welcome: Coupon = Coupon(code: "WELCOME")
            }
            struct Order {
              let plan: Plan
              let coupon: Coupon
            }
            """))
    ])
    let builder = ValueBuilder(catalog: catalog, owner: nil)
    XCTAssertEqual(
      builder.defaultValue(of: "Plan"), "Plan(<#Plan (its initializers are failable)#>)")
    XCTAssertEqual(builder.defaultValue(of: "Coupon"), ".welcome")
    XCTAssertTrue(builder.defaultValue(of: "Order").contains("<#Plan (its initializers"))
  }
}
