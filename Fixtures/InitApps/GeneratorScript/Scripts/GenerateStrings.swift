import Foundation

// Run by a build phase (`swift Scripts/GenerateStrings.swift`), not compiled into the app.

struct TemplateLoader {
  let folder: String
}

struct Environment {
  let loader: TemplateLoader
  func render(_ name: String, with keys: [String]) -> String { "\(loader.folder)/\(name)" }
}

let loader = TemplateLoader(folder: "Templates")
let environment = Environment(loader: loader)
let keys = CommandLine.arguments.dropFirst().map { $0 }

for template in ["Strings", "Plurals"] {
  print(environment.render(template, with: keys))
}
