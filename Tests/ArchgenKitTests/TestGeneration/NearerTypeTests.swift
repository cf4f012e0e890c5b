import ArchgenTestSupport
import XCTest

@testable import ArchgenKit
@testable import ArchgenTestGeneration

/// A field's type is looked up as Swift looks it up: an enum nested beside the struct that
/// holds the field is meant before a top-level struct of the same name.
final class NearerTypeTests: XCTestCase {
  func testANestedEnumIsMeantBeforeATopLevelStructOfItsName() {
    let catalog = TypeCatalog([
      TypeCatalog.Declarations(
        ParsedSource(
          path: "Sources/App/Grant.swift",
          text: "struct Grant { var raw: String; init(raw: String) { self.raw = raw } }")),
      TypeCatalog.Declarations(
        ParsedSource(
          path: "Sources/App/Vault.swift",
          text: """
            enum Vault {
              enum Grant { case unknown, given }
              struct Access { var reader: Grant }
            }
            """)),
    ])
    let builder = ValueBuilder(catalog: catalog, owner: "Vault")
    XCTAssertEqual(builder.defaultValue(of: "Vault.Access"), "Vault.Access(reader: .unknown)")
    XCTAssertEqual(
      ValueBuilder(catalog: catalog, owner: nil).defaultValue(of: "Grant"), "Grant(raw: \"\")")
  }
}
