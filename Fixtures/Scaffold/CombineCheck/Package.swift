// swift-tools-version: 6.0
import PackageDescription

// The generated Combine scene runs on Linux: the golden fixture `scene-combine-defaults` (byte-
// checked against the generator by the root's ScaffoldGoldenTests) is built as the app module
// `MyApp`, and the test archgen generated for it runs, with OpenCombine standing in for Combine.
// Apple platforms have the real Combine, so this check is for Linux only. `.ci/run` runs it:
//
//   swift test --package-path Fixtures/Scaffold/CombineCheck
//
// The targets are symbolic links to the fixture folders: `Sources/Combine` to `../../CombineShim`,
// `Sources/MyApp` and `Tests/MyAppTests` to the golden scene's `Sources` and `Tests`. While the
// goldens are re-recorded (`ARCHGEN_RECORD=1 swift test` at the root) the fixture may be stale, so
// `.ci/run` leaves this check out then; run it once the goldens are recorded.
let package = Package(
  name: "CombineCheck",
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")
  ],
  targets: [
    .target(
      name: "Combine",
      dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
    ),
    .target(
      name: "MyApp",
      dependencies: ["Combine"],
      // UIKit only: the store, its state, actions and routes are what the test runs.
      exclude: ["Login/LoginBuilder.swift", "Login/LoginViewController.swift"]
    ),
    .testTarget(name: "MyAppTests", dependencies: ["MyApp", "Combine"]),
  ]
)
