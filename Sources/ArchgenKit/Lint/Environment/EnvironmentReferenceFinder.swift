import SwiftSyntax

/// Finds every reference to the environment's names and every call to a mutator, and classifies
/// each as a read or a mutation. Comments and string literals are trivia or literal tokens, so they
/// never produce a reference.
struct EnvironmentReferenceFinder {
  let names: Set<String>
  let mutators: Set<String>

  func references(in tree: SourceFileSyntax) -> [EnvironmentReference] {
    let visitor = Visitor(finder: self)
    visitor.walk(tree)
    return visitor.found
  }

  private final class Visitor: SyntaxVisitor {
    let finder: EnvironmentReferenceFinder
    var found: [EnvironmentReference] = []

    init(finder: EnvironmentReferenceFinder) {
      self.finder = finder
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = LintText.withoutBackticks(node.baseName.text)
      if finder.names.contains(name), !isMemberName(node),
        !ShadowingResolver.isShadowed(name, at: node)
      {
        let mutated = MutationClassifier(mutators: finder.mutators).mutatedExpression(
          rootedAt: node)
        append(mutated == nil ? .read : .mutation, name, at: mutated ?? Syntax(node))
      } else if finder.mutators.contains(name), isBareCall(node) {
        append(.mutation, name, at: Syntax(node))
      }
      return .visitChildren
    }

    private func append(_ kind: EnvironmentReference.Kind, _ name: String, at node: Syntax) {
      found.append(
        EnvironmentReference(
          kind: kind, name: name, position: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          enclosingType: EnclosingTypeResolver.innermostType(of: node),
          isInEnvironmentDeclaration: isInEnvironmentDeclaration(node)))
    }

    /// `x.Current`: the name of a member of something else, not the global.
    private func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
      guard let member = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
      return member.declName.id == node.id
    }

    private func isBareCall(_ node: DeclReferenceExprSyntax) -> Bool {
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// Inside the environment type's declaration or extensions, a global `var Current = ...`, or a
    /// mutator's own definition.
    private func isInEnvironmentDeclaration(_ node: Syntax) -> Bool {
      if EnclosingTypeResolver.allTypeNames(of: node).contains(where: finder.names.contains) {
        return true
      }
      var current = node.parent
      while let syntax = current {
        if let variable = syntax.as(VariableDeclSyntax.self),
          variable.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false,
          variable.bindings.contains(where: { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map {
              finder.names.contains(LintText.withoutBackticks($0.identifier.text))
            } ?? false
          })
        {
          return true
        }
        if let function = syntax.as(FunctionDeclSyntax.self),
          finder.mutators.contains(LintText.withoutBackticks(function.name.text))
        {
          return true
        }
        current = syntax.parent
      }
      return false
    }
  }
}

enum LintText {
  /// `` `Current` `` → `Current`.
  static func withoutBackticks(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2
      ? String(name.dropFirst().dropLast()) : name
  }

  /// `text` without the given leading and trailing characters.
  static func trimmed(_ text: some StringProtocol, _ characters: String = " \t\r") -> String {
    var result = Substring(text)
    while let first = result.first, characters.contains(first) { result = result.dropFirst() }
    while let last = result.last, characters.contains(last) { result = result.dropLast() }
    return String(result)
  }

  /// Every `target` in `text` replaced by `replacement`.
  static func replacing(_ target: Character, with replacement: String, in text: String) -> String {
    var result = ""
    for character in text {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
