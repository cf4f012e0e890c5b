/// Accessors over another accessor: a global, an added property or a singleton whose type hands
/// back a locator's services (`appDelegate`, whose `AppDelegate` has `lazy var storage = {
/// AmperKit.shared.storage }()`, `var libraryUpdater: LibraryUpdater { AmperKit.shared
/// .libraryUpdater }`) is a way to that locator: what files read through it they read from the
/// locator, and both are named.
package struct LocatorWays {
  /// A way forwards at least this many of the locator's members.
  package static let minimumForwarded = LocatorEvidence.minimumMembers

  /// One way: the accessor callers write, and its members → the locator's members they forward.
  package struct Way {
    package var declaration: EnvironmentDeclaration
    package var locator: EnvironmentDeclaration
    package var members: [String: String]
  }

  package private(set) var ways: [Way] = []

  package init(app: [ProjectFacts]) {
    let declarations = app.flatMap(\.declarations)
    var shapes: [String: MemberShape] = [:]
    for declaration in declarations {
      guard let type = Self.type(of: declaration) else { continue }
      if shapes[type] == nil { shapes[type] = MemberShape.of(type, in: app) }
      var byAccessor: [String: [String: String]] = [:]
      for (member, chain) in shapes[type]?.forwards ?? [:] {
        let names = chain.split(separator: ".")
        byAccessor[names.dropLast().joined(separator: "."), default: [:]][member] = String(
          names.last!)
      }
      for (accessor, members) in byAccessor.sorted(by: { $0.key < $1.key })
      where members.count >= Self.minimumForwarded {
        guard
          let locator = declarations.first(where: {
            $0.accessor == accessor && $0.root != declaration.root
              && [.global, .sharedInstance, .singleton, .anyGlobal].contains($0.kind)
          })
        else { continue }
        ways.append(Way(declaration: declaration, locator: locator, members: members))
        break
      }
    }
  }

  /// The locator `declaration` is a way to, if it is one.
  package func locator(reachedBy declaration: EnvironmentDeclaration) -> EnvironmentDeclaration? {
    ways.first { $0.declaration == declaration }?.locator
  }

  /// The ways to `locator`.
  package func ways(to locator: EnvironmentDeclaration) -> [Way] {
    ways.filter { $0.locator == locator }
  }

  /// The type whose members callers read through the declaration.
  private static func type(of declaration: EnvironmentDeclaration) -> String? {
    switch declaration.kind {
    case .global, .anyGlobal: return declaration.type
    case .singleton: return declaration.root
    default: return nil
    }
  }
}
