// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The archgen the plugins run, the first of:
// 1. `.artifacts/archgen.artifactbundle`, when `.ci/build-artifactbundle.sh` has made one (CI's
//    plugin check): a package using the plugins does not compile swift-syntax.
// 2. The release's artifact bundle by URL and checksum, when `Release/ArtifactBundle.json` names
//    them: `.ci/release.sh` writes that file and only a release's tagged commit holds it, so a
//    plain `swift build` of any other commit never downloads anything. Used on macOS and x86_64
//    Linux, the platforms the release bundle has a variant for.
// 3. The executable built from source (also whenever ARCHGEN_PLUGINS_FROM_SOURCE is set).
// Every plugin works with any of them: ArchgenLint and ArchgenEnumProps are build commands.
let fromSource = Context.environment["ARCHGEN_PLUGINS_FROM_SOURCE"].map { !$0.isEmpty } ?? false
let artifactBundle = ".artifacts/archgen.artifactbundle"
let hasArtifactBundle =
  !fromSource
  && FileManager.default.fileExists(
    atPath: Context.packageDirectory + "/" + artifactBundle + "/info.json")

/// The URL and checksum of the release's artifact bundle, from `Release/ArtifactBundle.json`.
func releaseArtifactBundle() -> (url: String, checksum: String)? {
  #if os(macOS) || (os(Linux) && arch(x86_64))
    guard !fromSource,
      let data = FileManager.default.contents(
        atPath: Context.packageDirectory + "/Release/ArtifactBundle.json"),
      let fields = try? JSONSerialization.jsonObject(with: data) as? [String: String],
      let url = fields["url"], let checksum = fields["checksum"]
    else { return nil }
    return (url, checksum)
  #else
    return nil
  #endif
}
let release = hasArtifactBundle ? nil : releaseArtifactBundle()
let pluginTool: Target.Dependency =
  hasArtifactBundle || release != nil ? "ArchgenBinary" : "archgen"

let package = Package(
  name: "archgen",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "archgen", targets: ["archgen"]),
    .library(name: "ArchgenKit", targets: ["ArchgenKit"]),
    .plugin(name: "ArchgenLint", targets: ["ArchgenLint"]),
    .plugin(name: "ArchgenEnumProps", targets: ["ArchgenEnumProps"]),
    .plugin(name: "ArchgenCommand", targets: ["ArchgenCommand"]),
    .plugin(name: "ArchgenWriteCommand", targets: ["ArchgenWriteCommand"]),
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
    // The library, bottom-up; each target imports only the ones its dependencies name, which
    // Documentation/Architecture.md draws (TargetLayeringTests keeps the two the same).
    .target(
      name: "ArchgenCore",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArchgenSyntax",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArchgenConfig",
      dependencies: [
        "ArchgenCore",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(
      name: "ArchgenEnumProperties",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArchgenScaffold",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig", "ArchgenEnumProperties",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Stencil", package: "Stencil"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(
      name: "ArchgenLinter",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(
      name: "ArchgenGraph",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArchgenGraphOutput",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig", "ArchgenGraph",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArchgenTestGeneration",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig", "ArchgenGraph", "ArchgenScaffold",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArchgenSurvey",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig", "ArchgenLinter", "ArchgenScaffold",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // The umbrella: re-exports every target above (Sources/ArchgenKit/ArchgenKit.swift).
    .target(
      name: "ArchgenKit",
      dependencies: [
        "ArchgenCore", "ArchgenSyntax", "ArchgenConfig", "ArchgenEnumProperties",
        "ArchgenScaffold", "ArchgenLinter", "ArchgenGraph", "ArchgenGraphOutput",
        "ArchgenTestGeneration", "ArchgenSurvey",
      ]
    ),
    // Writes Sources/ArchgenScaffold/Generated/BuiltinTemplates.swift from Templates/ (committed,
    // so that a package building archgen from source for its plugins has the templates too):
    // `swift run embed-templates Templates
    //   Sources/ArchgenScaffold/Generated/BuiltinTemplates.swift`.
    .executableTarget(name: "embed-templates", path: "Plugins/EmbedTemplatesTool"),
    .plugin(
      name: "ArchgenLint", capability: .buildTool(), dependencies: [pluginTool],
      path: "Plugins/ArchgenLint"),
    .plugin(
      name: "ArchgenEnumProps", capability: .buildTool(), dependencies: [pluginTool],
      path: "Plugins/ArchgenEnumProps"),
    // Commands that only read ask for no permission: `swift package archgen lint`.
    .plugin(
      name: "ArchgenCommand",
      capability: .command(
        intent: .custom(
          verb: "archgen",
          description:
            "Run an archgen command that writes nothing: lint, graph, enum-props --check."
        )),
      dependencies: [pluginTool], path: "Plugins/ArchgenCommand"),
    .plugin(
      name: "ArchgenWriteCommand",
      capability: .command(
        intent: .custom(
          verb: "archgen-write",
          description: "Run any archgen command, allowed to write: scene, service, tests, init."),
        permissions: [
          .writeToPackageDirectory(
            reason: "archgen scene, service, tests, init and --output write files.")
        ]),
      dependencies: [pluginTool], path: "Plugins/ArchgenWriteCommand"),
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
} else if let release {
  package.targets.append(
    .binaryTarget(name: "ArchgenBinary", url: release.url, checksum: release.checksum))
}
