import SwiftSyntax

extension DeclModifierListSyntax {
  /// `private` or `fileprivate` (`private(set)` too): another file, a test's among them, cannot
  /// reach the declaration (or cannot set it).
  package var isFilePrivate: Bool {
    contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
  }

  /// `private` or `fileprivate` without `(set)`: another file cannot even read the declaration.
  package var isFilePrivateRead: Bool {
    contains {
      ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate))
        && $0.detail == nil
    }
  }

  /// `static` or `class`: a member of the type, not of its values.
  package var isTypeMember: Bool {
    contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }

  /// `mutating`: a method of a value type that changes the value's stored properties.
  package var isMutating: Bool {
    contains { $0.name.tokenKind == .keyword(.mutating) }
  }
}
