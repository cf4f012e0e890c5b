// The forecast module: made by the helper, named here.
import ProjectDescription
import ProjectDescriptionHelpers

let project: Project = .framework(name: "Forecast")
