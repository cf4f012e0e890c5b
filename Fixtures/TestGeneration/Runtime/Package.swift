// swift-tools-version: 5.9
import PackageDescription

// A test runtime for the feedback-loop service fixtures (Fixtures/TestGeneration/Services) and the
// tests `archgen tests` generates for them: small, runnable implementations, written for this
// check, of the part of RxSwift, RxRelay, RxTest, the team's FeedbackSystem and StoreVerification,
// and the Combine FeedbackSystem that those files use, under the real modules' names and with
// their signatures, so that the same sources build against the real libraries too. Not a copy of
// those libraries. RxSwift is not on the machines' package mirror; OpenCombine is, and the
// `Combine` module re-exports it on Linux (Apple platforms have the real Combine).
//
// `.ci/tests-check.sh` depends on this package by path; it is not built on its own.
#if os(Linux)
  let combine: [Target.Dependency] = ["Combine"]
  let combineTargets: [Target] = [
    .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")])
  ]
  let combineProducts: [Product] = [.library(name: "Combine", targets: ["Combine"])]
  let dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")
  ]
#else
  let combine: [Target.Dependency] = []
  let combineTargets: [Target] = []
  let combineProducts: [Product] = []
  let dependencies: [Package.Dependency] = []
#endif

let package = Package(
  name: "Runtime",
  platforms: [.macOS(.v10_15), .iOS(.v13)],
  products: combineProducts + [
    .library(name: "RxSwift", targets: ["RxSwift"]),
    .library(name: "RxRelay", targets: ["RxRelay"]),
    .library(name: "RxTest", targets: ["RxTest"]),
    .library(name: "FeedbackSystem", targets: ["FeedbackSystem"]),
    .library(name: "StoreVerification", targets: ["StoreVerification"]),
    .library(name: "CombineFeedbackSystem", targets: ["CombineFeedbackSystem"]),
  ],
  dependencies: dependencies,
  targets: combineTargets + [
    .target(name: "RxSwift"),
    .target(name: "RxRelay", dependencies: ["RxSwift"]),
    .target(name: "RxTest", dependencies: ["RxSwift"]),
    .target(name: "FeedbackSystem", dependencies: ["RxSwift", "RxRelay"]),
    .target(name: "StoreVerification", dependencies: ["RxSwift", "RxTest", "FeedbackSystem"]),
    .target(name: "CombineFeedbackSystem", dependencies: combine),
    // The runtime's own checks; `.ci/tests-check.sh` runs them with the generated tests.
    .testTarget(
      name: "RuntimeTests",
      dependencies: combine + [
        "RxSwift", "RxRelay", "RxTest", "FeedbackSystem", "StoreVerification",
        "CombineFeedbackSystem",
      ]),
  ]
)
