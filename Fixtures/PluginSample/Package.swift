// swift-tools-version: 6.0
// A package that uses archgen's plugins the way a team's app package would: the enum-props
// build-tool plugin generates the `isX` properties `Door.swift` uses, the lint build-tool plugin
// checks every build, and `swift package archgen ...` runs any command. `.ci/plugins-check.sh`
// builds it against the artifact bundle (ARCHGEN_PACKAGE points at the archgen checkout).
import Foundation
import PackageDescription

// A package depended on by path is named after its folder (a team depending on the archgen
// repository by URL writes package: archgen).
let archgenPath = Context.environment["ARCHGEN_PACKAGE"] ?? "../.."
let archgen = URL(fileURLWithPath: archgenPath).standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
  name: "PluginSample",
  dependencies: [
    .package(path: archgenPath)
  ],
  targets: [
    .target(
      name: "DoorKit",
      plugins: [
        .plugin(name: "ArchgenEnumProps", package: archgen),
        .plugin(name: "ArchgenLint", package: archgen),
      ]
    )
  ]
)
