import ProjectDescription
import ProjectDescriptionHelpers

// The staff's app, shipped by hand.
let project = Project.app(name: "Bakery-Staff", bundleId: "com.example.bakery.staff")
