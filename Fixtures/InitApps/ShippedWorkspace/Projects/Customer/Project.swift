import ProjectDescription
import ProjectDescriptionHelpers

// The customers' app, made by a helper of the workspace's own.
let project = Project.app(name: "Bakery", bundleId: "com.example.bakery")
