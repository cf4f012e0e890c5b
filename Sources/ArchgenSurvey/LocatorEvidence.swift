import Foundation

/// Whether a type's static instance of itself, whatever its name (`App.shared`, `Core.shared`),
/// or a global of any type (`var Biz: Business { … }`), is the app's locator, judged by how the app uses it: many files in many folders read services
/// through it (`Core.shared.api`, `Core.shared.store`), and the type is made of the services it
/// hands out rather than of its own work (a `PlaybackManager.shared.play()` is one concern).
package struct LocatorEvidence {
  /// Files, other than the declaring ones, that read a member through the instance.
  package static let minimumFiles = 5
  /// Distinct services (its properties of other types) read through it: a locator hands out
  /// several.
  package static let minimumMembers = 3
  /// Folders those files are in: a locator is read from many layers, not from one.
  package static let minimumFolders = 3

  package var app: [ProjectFacts]

  /// Whether `declaration` (a `.singleton` or an `.anyGlobal`) is read as a locator, other than
  /// from `declaring`.
  package func isLocator(_ declaration: EnvironmentDeclaration, declaring: Set<String>) -> Bool {
    // A singleton's services are read through its instance (`Core.shared.api`); a global's
    // through its name (`Biz.api`), whether it is stored or computed.
    let isGlobal = declaration.kind == .anyGlobal
    let read = { (file: ProjectFacts) -> Set<String> in
      isGlobal
        ? file.memberReads[declaration.root] ?? [] : file.memberChains[declaration.accessor] ?? []
    }
    let readers = app.filter { !declaring.contains($0.path) && !read($0).isEmpty }
    guard readers.count >= Self.minimumFiles else { return false }
    let members = readers.reduce(into: Set<String>()) { $0.formUnion(read($1)) }
    let folders = Set(
      readers.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path })
    let shape = MemberShape.of(
      isGlobal ? declaration.type ?? declaration.root : declaration.root, in: app)
    // The members callers read through it: services it hands out, not work it does itself.
    let services = members.intersection(shape.services).count
    return services >= Self.minimumMembers && folders.count >= Self.minimumFolders
      && services > members.intersection(shape.methods).count
  }
}
