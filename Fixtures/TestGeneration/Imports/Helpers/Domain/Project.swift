// Another project made by the helper: the domain module, whose types the feature builds.
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeDomain(name: Modules.Domain.badge.rawValue)
