// A Tuist project whose helper makes its targets by code: the module's name is not in the
// manifest, so no test can be told what to import for it.
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeFeature(name: Modules.Feature.badges.rawValue)
