// The app's Tuist helper: a project of one framework target named as the project, so the module
// of a manifest calling it is the name that manifest writes.
import ProjectDescription

extension Project {
  public static func framework(name: String, dependencies: [TargetDependency] = []) -> Project {
    Project(
      name: name,
      targets: [
        .target(
          name: name,
          destinations: .iOS,
          product: .framework,
          bundleId: "app.weather.\(name)",
          sources: ["Sources/**"],
          dependencies: dependencies
        )
      ]
    )
  }
}
