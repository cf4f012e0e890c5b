// A Tuist manifest whose target and product names hold hyphens: Xcode builds the module
// `Ledger_Admin` (the product's name, each character an identifier cannot hold replaced by `_`),
// which is what a test file imports.
import ProjectDescription

let project = Project(
  name: "Ledger-iOS-Admin",
  targets: [
    Target(
      name: "Ledger-iOS-Admin",
      platform: .iOS,
      product: .app,
      productName: "Ledger-Admin",
      bundleId: "example.ledger.admin",
      sources: ["Sources/**"]
    )
  ]
)
