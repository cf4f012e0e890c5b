import ProjectDescription
import ProjectDescriptionHelpers

// The app's project name falls back to a default when no environment variable is set.
let project = Project(
  name: Environment.appName.getString(default: "HarborApp"),
  targets: [
    .target(name: "HarborApp", destinations: .iOS, product: .app, bundleId: AppInfo.bundleID)
  ]
)
