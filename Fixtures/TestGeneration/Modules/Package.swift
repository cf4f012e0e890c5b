// swift-tools-version: 5.9
// A multi-module app of our own, read by `archgen tests` (never built from here): the player's
// reducers take and hold a type of the catalog module, whose sources are at a `path:` of their
// own. The player also imports composable-architecture (the stand-in in Fixtures/StandIns), which
// the checks that build it supply.
import PackageDescription

let package = Package(
  name: "Modules",
  targets: [
    .target(name: "Catalog", path: "Shared/Catalog"),
    .target(name: "Player", dependencies: ["Catalog"]),
  ]
)
