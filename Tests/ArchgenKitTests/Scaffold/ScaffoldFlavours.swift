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
  /// Generated as for a team with its own locator, modules and dependencies (`TeamSetup`).
  var team = false

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
    // Fixtures/Scaffold/CombineCheck builds this one as the MyApp module on Linux, and its
    // generated tests run on OpenCombine.
    .init(
      id: "scene-combine-defaults", kind: .scene, reactive: .combine, ui: .uikit,
      useDefaults: true, splitTests: true),
  ]

  /// The six flavours as a team with its own setup generates them.
  static let team: [ScaffoldFlavour] = all.filter { !$0.useDefaults }.map {
    var flavour = $0
    flavour.id = "team-" + flavour.id
    flavour.team = true
    return flavour
  }

  static let header = FileHeader(
    project: "MyApp", author: "Jane Appleseed", organization: "Example Ltd",
    date: Date(timeIntervalSince1970: 1_767_312_000))  // 2026-01-02

  /// The request, writing under `output` (nothing is written by planning).
  func request(output: String = "Generated") -> ScaffoldRequest {
    let isScene = kind == .scene
    var request = ScaffoldRequest(
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
    if team {
      request.environmentAccessor = TeamSetup.accessor
      request.modules = TeamSetup.modules
      request.module = TeamSetup.app
      request.dependencies = TeamSetup.dependencies
    }
    return request
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

/// A team whose environment is a global `Current`, whose feedback system and verification helper
/// live in modules of its own naming, and whose store needs an API client as well as the clock.
enum TeamSetup {
  static let accessor = "Current"
  static let app = "Shop"
  static let modules = ModuleNames(feedback: "Core", verification: "Verify", app: app)
  static let dependencies = ["auth:AuthServiceType", "now:() -> Date"]
  /// The stand-ins under the team's module names.
  static func renaming(_ reactive: ReactiveFramework) -> [String: String] {
    reactive == .combine
      ? ["CombineFeedbackSystem": "Core"]
      : ["FeedbackSystem": "Core", "StoreVerification": "Verify"]
  }
  /// `.archgen.yml` saying all of the above, for the commands that read it.
  static let config = """
    environment:
      accessor: Current
    scaffold:
      modules:
        feedback: Core
        verification: Verify
        app: Shop
      dependencies: ["auth: AuthServiceType", "now: () -> Date"]

    """
}
