import ProjectDescription
import ProjectDescriptionHelpers

// The workspace's name comes from the helpers' constant, not a literal.
let workspace = Workspace(name: AppInfo.name, projects: ["Projects/**"])
