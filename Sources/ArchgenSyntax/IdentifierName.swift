import SwiftSyntax

/// The name a token spells, without the backticks that let a keyword be a name: `` `default` ``
/// declared and `default` read after a dot are one name (`static var `default`` read as
/// `Environment.default`).
package enum IdentifierName {
  package static func of(_ token: TokenSyntax) -> String {
    token.identifier?.name ?? token.text
  }
}
