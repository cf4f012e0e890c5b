import SwiftSyntax

/// The declarations around a type, typealias or function that are not types: a reader that never
/// looks into a function's body (or a protocol's, or a closure's) leaves out what stands there.
package struct DeclarationContext: OptionSet, Sendable, Hashable {
  package let rawValue: Int

  package init(rawValue: Int) { self.rawValue = rawValue }

  /// Inside a function's (or method's) declaration.
  package static let function = DeclarationContext(rawValue: 1 << 0)
  /// Inside an initializer's declaration.
  package static let initializer = DeclarationContext(rawValue: 1 << 1)
  /// Inside a property's declaration (a computed property's body, a closure it holds).
  package static let variable = DeclarationContext(rawValue: 1 << 2)
  /// Inside a protocol's declaration.
  package static let `protocol` = DeclarationContext(rawValue: 1 << 3)
  /// Inside a closure.
  package static let closure = DeclarationContext(rawValue: 1 << 4)

  /// What stands around `node`, read by walking up its parents.
  package init(of node: some SyntaxProtocol) {
    var context: DeclarationContext = []
    var current = node.parent
    while let syntax = current {
      switch syntax.kind {
      case .functionDecl: context.insert(.function)
      case .initializerDecl: context.insert(.initializer)
      case .variableDecl: context.insert(.variable)
      case .protocolDecl: context.insert(.protocol)
      case .closureExpr: context.insert(.closure)
      default: break
      }
      current = syntax.parent
    }
    self = context
  }
}
