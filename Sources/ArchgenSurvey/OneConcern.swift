/// Whether a shared instance named like an environment is a service of one concern: its type
/// hands out nothing (every stored property private, its work in methods: `DiscogsAPIEntityResolver
/// .shared.resolveArtist(id:)`), no other file resolves services from it by type, and it looks
/// nothing up in a store of its own. An environment hands out services; this one only works.
package struct OneConcern {
  package var app: [ProjectFacts]

  package func isOneConcern(_ declaration: EnvironmentDeclaration) -> Bool {
    let type = declaration.type.flatMap { $0 == "Self" ? nil : $0 } ?? declaration.root
    guard MemberShape.of(type, in: app).handsOutNothing else { return false }
    let accessor = declaration.accessor
    let resolved = app.contains { file in
      file.resolveBases.contains { $0 == accessor || $0.hasPrefix(accessor + ".") }
    }
    let looksUp = app.contains { file in
      !(file.lookups[type] ?? []).isEmpty || !(file.registrations[type] ?? []).isEmpty
    }
    return !resolved && !looksUp
  }
}
