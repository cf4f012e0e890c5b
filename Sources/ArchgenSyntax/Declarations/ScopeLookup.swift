/// How Swift looks a type name up from inside a type: nested in that type, then in each of its
/// outer types, innermost first, then at the top level. The one copy of that order, for every
/// reader that resolves a name against what the files declare.
package enum ScopeLookup {
  /// The scopes a name written inside `scope` is looked up in, innermost first, the top level
  /// (`[]`) last: `["Client", "Item"]` gives `[["Client", "Item"], ["Client"], []]`.
  package static func scopes(from scope: [String]) -> [[String]] {
    var scopes: [[String]] = []
    var current = scope
    while !current.isEmpty {
      scopes.append(current)
      current.removeLast()
    }
    return scopes + [[]]
  }

  /// The qualified names `name` may stand for inside `scope`, innermost first:
  /// `HUD` inside `Client.Item` gives `Client.Item.HUD`, `Client.HUD`, `HUD`.
  package static func candidates(for name: String, from scope: [String]) -> [String] {
    scopes(from: scope).map { ($0 + [name]).joined(separator: ".") }
  }
}
