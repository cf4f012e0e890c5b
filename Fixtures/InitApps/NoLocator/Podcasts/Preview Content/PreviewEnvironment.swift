// Preview assets: never the app's environment.
struct LibraryEnvironment {
  static let current = LibraryEnvironment()
}

let previewWorld = LibraryEnvironment.current
