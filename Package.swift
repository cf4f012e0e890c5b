// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "archgen",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "archgen", targets: ["archgen"]),
    .library(name: "ArchgenKit", targets: ["ArchgenKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "archgen",
      dependencies: [
        "ArchgenKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "ArchgenKit",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "Stencil", package: "Stencil"),
        .product(name: "Yams", package: "Yams"),
      ],
      plugins: ["EmbedTemplates"]
    ),
    // Mutated-Swift inputs for the readers' robustness checks: a small run in `swift test`, a large
    // one from `archgen-fuzz` in the benchmark script.
    .target(
      name: "ArchgenFuzzing",
      dependencies: [
        "ArchgenKit",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "archgen-fuzz",
      dependencies: [
        "ArchgenFuzzing",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Builds the deterministic corpus that `Benchmarks/run.sh` measures archgen on.
    .executableTarget(
      name: "archgen-bench",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
      path: "Benchmarks/Sources/archgen-bench"
    ),
    .executableTarget(name: "embed-templates", path: "Plugins/EmbedTemplatesTool"),
    .plugin(
      name: "EmbedTemplates",
      capability: .buildTool(),
      dependencies: ["embed-templates"],
      path: "Plugins/EmbedTemplates"
    ),
    .testTarget(
      name: "ArchgenKitTests",
      dependencies: [
        "ArchgenKit",
        "ArchgenFuzzing",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .testTarget(name: "archgenTests", dependencies: ["archgen"]),
  ]
)

#if os(Linux)
  // A generated Combine scene (a golden fixture, byte-checked against the generator) is built as
  // the app module `MyApp`, and the test archgen generated for it runs, with OpenCombine standing
  // in for Combine. Apple platforms have the real Combine, so this is Linux only. While goldens
  // are re-recorded (ARCHGEN_RECORD=1) the fixture may be stale, so it is left out.
  if Context.environment["ARCHGEN_RECORD"] != "1" {
    package.targets += [
      .target(
        name: "Combine",
        dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
        path: "Fixtures/Scaffold/CombineShim"
      ),
      .target(
        name: "MyApp",
        dependencies: ["Combine"],
        path: "Fixtures/Scaffold/Golden/scene-combine-defaults/Sources",
        exclude: ["Login/LoginBuilder.swift", "Login/LoginViewController.swift"]
      ),
      .testTarget(
        name: "MyAppTests",
        dependencies: ["MyApp", "Combine"],
        path: "Fixtures/Scaffold/Golden/scene-combine-defaults/Tests"
      ),
    ]
  }
#endif
