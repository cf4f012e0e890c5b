import ArchgenSyntax
import SwiftSyntax

/// Names and shapes the finder asks about: a machine's name from its owning type, whether a
/// statement is an expression.
extension ReducerFinder {
  static func isExpression(_ item: CodeBlockItemSyntax.Item?) -> Bool {
    switch item {
    case .expr: true
    case .stmt(let statement): statement.is(ExpressionStmtSyntax.self)
    default: false
    }
  }

  /// The owning type; a reducer declared on its own state type is named after the outer type.
  package static func machineName(path: [String], stateType: String?, fallback: String) -> String {
    var path = path
    if path.count > 1, let stateType, TypeName.components(stateType).last == path.last {
      path.removeLast()
    }
    return path.isEmpty ? fallback : path.joined(separator: ".")
  }
}
