// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Development tools, kept out of the archgen package so that depending on archgen resolves only
// what archgen needs to run. `Benchmarks/run.sh` builds them (and archgen, through this package)
// in release; CI builds them in debug.
//
// - `archgen-bench` writes the benchmark corpus and measures the parse floor.
// - `archgen-fuzz` feeds mutated Swift to the readers at scale. Its library `ArchgenFuzzing` is
//   the root package's `Tests/Fuzzing`, whose small run is the root's `FuzzTests`:
//   `Sources/ArchgenFuzzing` here is a symbolic link to that folder, so both packages build the
//   same files.

// A package depended on by path is named by its folder (`archgen` in a clone, anything in a
// worktree or a renamed checkout).
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .lastPathComponent

let package = Package(
  name: "archgen-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    .executableTarget(
      name: "archgen-bench",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArchgenFuzzing",
      dependencies: [
        .product(name: "ArchgenKit", package: root),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "archgen-fuzz",
      dependencies: [
        "ArchgenFuzzing",
        .product(name: "ArchgenKit", package: root),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ]
)
