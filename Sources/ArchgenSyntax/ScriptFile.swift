import SwiftSyntax

/// A file whose top level runs code (`let loader = Loader(paths: …)`, `try render(…)`): in a
/// module only `main.swift` may, so any other such file is a script run on its own (a code
/// generator the build phase calls), not the app's code; its constants are the script's locals.
package enum ScriptFile {
  /// Whether `tree`, read from `path`, is a script: a statement or an expression at its top
  /// level, in a file other than `main.swift`.
  package static func isScript(_ tree: SourceFileSyntax, path: String) -> Bool {
    guard path != "main.swift", !path.hasSuffix("/main.swift") else { return false }
    return tree.statements.contains { statement in
      switch statement.item {
      case .stmt: return true
      case .expr(let expression): return !expression.is(MacroExpansionExprSyntax.self)
      case .decl: return false
      }
    }
  }
}
