import ArchgenKit
import Foundation

/// The scaffolds the golden, compile and run tests share: every flavour of `scene` and `service`
/// with the same case lists, a fixed header date and no files on disk.
struct ScaffoldFlavour {
  var id: String
  var kind: ScaffoldRequest.Kind
  var reactive: ReactiveFramework
  var ui: UIFramework
  /// Use the built-in default case lists.
  var useDefaults = false
  /// Sources under `Sources/`, the test under `Tests/` (`--tests-output`).
  var splitTests = false

  static let all: [ScaffoldFlavour] = [
    .init(id: "scene-rxswift-uikit", kind: .scene, reactive: .rxswift, ui: .uikit),
    .init(id: "scene-rxswift-swiftui", kind: .scene, reactive: .rxswift, ui: .swiftui),
    .init(id: "scene-combine-uikit", kind: .scene, reactive: .combine, ui: .uikit),
    .init(id: "scene-combine-swiftui", kind: .scene, reactive: .combine, ui: .swiftui),
    .init(id: "service-rxswift", kind: .service, reactive: .rxswift, ui: .uikit),
    .init(id: "service-combine", kind: .service, reactive: .combine, ui: .uikit),
    .init(id: "scene-defaults", kind: .scene, reactive: .rxswift, ui: .uikit, useDefaults: true),
    .init(
      id: "service-defaults", kind: .service, reactive: .rxswift, ui: .uikit, useDefaults: true),
    // Package.swift builds this one as the MyApp module on Linux, and its generated tests run
    // on OpenCombine.
    .init(
      id: "scene-combine-defaults", kind: .scene, reactive: .combine, ui: .uikit,
      useDefaults: true, splitTests: true),
  ]

  static let header = FileHeader(
    project: "MyApp", author: "Jane Appleseed", organization: "Example Ltd",
    date: Date(timeIntervalSince1970: 1_767_312_000))  // 2026-01-02

  /// The request, writing under `output` (nothing is written by planning).
  func request(output: String = "Generated") -> ScaffoldRequest {
    let isScene = kind == .scene
    return ScaffoldRequest(
      kind: kind, name: isScene ? "Login" : "Auth",
      states: useDefaults
        ? nil
        : isScene
          ? "idle, submitting(Credentials), failed(message: String)"
          : "idle, authenticating(Credentials), authenticated(Token), failed(message: String)",
      actions: useDefaults
        ? nil
        : isScene ? "submit(Credentials), cancel, showHelp" : "authenticate(Credentials), logout",
      routes: useDefaults || !isScene ? nil : "dismiss, showHelp",
      events: useDefaults || isScene ? nil : "didAuthenticate(Token), didFail(message: String)",
      reactive: reactive, ui: ui, outputDirectory: splitTests ? output + "/Sources" : output,
      testsOutputDirectory: splitTests ? output + "/Tests" : nil, header: Self.header,
      module: "MyApp")
  }

  /// The driver that runs this flavour's reducer and state properties (`Fixtures/Scaffold/Drivers`).
  var driver: String {
    switch (kind, useDefaults) {
    case (.scene, false): "scene.swift"
    case (.service, false): "service.swift"
    case (.scene, true): "scene-defaults.swift"
    case (.service, true): "service-defaults.swift"
    }
  }
}
