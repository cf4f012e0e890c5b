// The station module, which builds the forecast module's readings.
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(
  name: "Station",
  dependencies: [.project(target: "Forecast", path: "../Forecast")]
)
