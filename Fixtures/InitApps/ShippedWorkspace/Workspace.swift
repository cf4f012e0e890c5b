import ProjectDescription

// Groups every project under Projects/: two apps and a module; named like none of them.
let workspace = Workspace(
  name: "Kitchen",
  projects: ["Projects/**"]
)
