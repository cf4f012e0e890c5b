// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The archgen the plugins run: the prebuilt artifact bundle when `.ci/build-artifactbundle.sh`
// has made one (so a package using the plugins does not compile swift-syntax), else the
// executable built from source (the build-tool plugin ArchgenLint needs the bundle).
let artifactBundle = ".artifacts/archgen.artifactbundle"
let hasArtifactBundle = FileManager.default.fileExists(
  atPath: Context.packageDirectory + "/" + artifactBundle + "/info.json")
let pluginTool: Target.Dependency = hasArtifactBundle ? "ArchgenBinary" : "archgen"

let package = Package(
  name: "archgen",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "archgen", targets: ["archgen"]),
    .library(name: "ArchgenKit", targets: ["ArchgenKit"]),
    .plugin(name: "ArchgenLint", targets: ["ArchgenLint"]),
    .plugin(name: "ArchgenEnumProps", targets: ["ArchgenEnumProps"]),
    .plugin(name: "ArchgenCommand", targets: ["ArchgenCommand"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
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
    .executableTarget(name: "embed-templates", path: "Plugins/EmbedTemplatesTool"),
    .plugin(
      name: "EmbedTemplates",
      capability: .buildTool(),
      dependencies: ["embed-templates"],
      path: "Plugins/EmbedTemplates"
    ),
    .plugin(
      name: "ArchgenLint", capability: .buildTool(), dependencies: [pluginTool],
      path: "Plugins/ArchgenLint"),
    .plugin(
      name: "ArchgenEnumProps", capability: .buildTool(), dependencies: [pluginTool],
      path: "Plugins/ArchgenEnumProps"),
    .plugin(
      name: "ArchgenCommand",
      capability: .command(
        intent: .custom(
          verb: "archgen", description: "Run archgen: lint, graph, enum-props, scene, service."),
        permissions: [
          .writeToPackageDirectory(
            reason: "archgen scene, service and enum-props --in-place write Swift files.")
        ]),
      dependencies: [pluginTool], path: "Plugins/ArchgenCommand"),
    // Mutated-Swift inputs for the readers' robustness checks: a small run in `swift test`
    // (FuzzTests). Not a product: the Benchmarks package (Benchmarks/Package.swift) builds the same
    // folder into `archgen-fuzz`, which the benchmark script runs at scale.
    .target(
      name: "ArchgenFuzzing",
      dependencies: [
        "ArchgenKit",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      path: "Tests/Fuzzing"
    ),
    // What both test targets share: repository and fixture paths, golden files, temporary
    // folders, running the built archgen and the toolchain. Not a product.
    .target(name: "ArchgenTestSupport", path: "Tests/Support"),
    .testTarget(
      name: "ArchgenKitTests",
      dependencies: [
        "ArchgenKit",
        "ArchgenFuzzing",
        "ArchgenTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .testTarget(name: "archgenTests", dependencies: ["archgen", "ArchgenTestSupport"]),
  ]
)

if hasArtifactBundle {
  package.targets.append(.binaryTarget(name: "ArchgenBinary", path: artifactBundle))
}
