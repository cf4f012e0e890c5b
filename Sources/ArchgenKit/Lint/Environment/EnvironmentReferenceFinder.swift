import SwiftSyntax

/// Finds every reference to the environment's names and every call to a mutator, and classifies
/// each as a read or a mutation. Comments and string literals are trivia or literal tokens, so they
/// never produce a reference. Each reference costs a few walks up its ancestors; what a scope
/// declares is read once per scope, so the work grows with the file, not with its square.
struct EnvironmentReferenceFinder {
  let names: Set<String>
  let mutators: [String]
  /// Members that are the environment itself (`CurrentEnvironment.env`).
  var accessors: Set<String> = []
  /// Types that are the environment's own (declared type of the global accessor and so on).
  var environmentTypes: Set<String> = []

  /// The byte strings every reference contains: the names and the exact mutators (a glob mutator
  /// only matches a call on a name). Lint's prefilter searches the same.
  static func needles(names: some Sequence<String>, mutators: [String]) -> [String] {
    names.sorted() + mutators.filter { !MutatorPattern.isGlob($0) }
  }

  /// The references, and the work done (ancestors and scope children visited) for tests.
  /// Only the branches of the tree whose text holds one of the names or mutators are walked (a
  /// byte search finds where), so a file costs little more than its parse.
  /// `text` is the tree's source when the caller has it (else it is printed from the tree).
  func references(in tree: SourceFileSyntax, text: String? = nil) -> (
    references: [EnvironmentReference], steps: Int
  ) {
    let offsets = ByteSearch.offsets(
      of: Self.needles(names: names, mutators: mutators), in: text ?? tree.description)
    let visitor = Visitor(finder: self)
    if !offsets.isEmpty { visitor.walk(Syntax(tree), offsets: offsets) }
    return (visitor.found, visitor.steps + visitor.shadowing.steps)
  }

  private final class Visitor {
    let finder: EnvironmentReferenceFinder
    let shadowing: ShadowingResolver
    let classifier: MutationClassifier
    var found: [EnvironmentReference] = []
    var steps = 0

    init(finder: EnvironmentReferenceFinder) {
      self.finder = finder
      shadowing = ShadowingResolver(names: finder.names)
      classifier = MutationClassifier(mutators: finder.mutators, accessors: finder.accessors)
    }

    /// Pre-order, as a `SyntaxVisitor` would, into the children whose range holds an offset.
    func walk(_ node: Syntax, offsets: [Int]) {
      guard Self.holds(offsets, from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
      else { return }
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        visit(reference)
      } else if let capture = node.as(ClosureCaptureSyntax.self) {
        visit(capture)
      }
      for child in node.children(viewMode: .sourceAccurate) { walk(child, offsets: offsets) }
    }

    /// Whether some offset lies in `start..<end` (a binary search over the sorted offsets).
    private static func holds(_ offsets: [Int], from start: Int, to end: Int) -> Bool {
      var low = 0
      var high = offsets.count
      while low < high {
        let middle = (low + high) / 2
        if offsets[middle] < start { low = middle + 1 } else { high = middle }
      }
      return low < offsets.count && offsets[low] < end
    }

    func visit(_ node: DeclReferenceExprSyntax) {
      let name = LintText.withoutBackticks(node.baseName.text)
      if finder.names.contains(name), !isMemberName(node), !shadowing.isShadowed(name, at: node) {
        let mutated = classifier.mutatedExpression(rootedAt: node)
        append(mutated == nil ? .read : .mutation, name, at: mutated ?? Syntax(node))
      } else if finder.mutators.contains(name), isBareCall(node) {
        append(.mutation, name, at: Syntax(node))
      }
    }

    /// `{ [Current] in ... }` copies the environment where the closure is made: a read there.
    func visit(_ node: ClosureCaptureSyntax) {
      let name = LintText.withoutBackticks(node.name.text)
      if node.initializer == nil, finder.names.contains(name),
        !shadowing.isShadowed(name, at: node)
      {
        append(.read, name, at: Syntax(node.name))
      }
    }

    private func append(_ kind: EnvironmentReference.Kind, _ name: String, at node: Syntax) {
      let context = ReferenceContext(of: node, steps: &steps)
      found.append(
        EnvironmentReference(
          kind: kind, name: name, position: node.positionAfterSkippingLeadingTrivia.utf8Offset,
          enclosingType: SyntaxScope.innermostType(of: node),
          isInEnvironmentDeclaration: isInEnvironmentDeclaration(node, context: context),
          context: context))
    }

    /// `x.Current`: the name of a member of something else, not the global.
    private func isMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
      guard let member = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
      return member.declName.id == node.id
    }

    private func isBareCall(_ node: DeclReferenceExprSyntax) -> Bool {
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// Inside the environment type's declaration or extensions (or a type nested in them), a
    /// global `var Current = ...`, or a mutator's own definition.
    private func isInEnvironmentDeclaration(_ node: Syntax, context: ReferenceContext) -> Bool {
      if context.typeNames.contains(where: {
        finder.names.contains($0) || finder.environmentTypes.contains($0)
      }) {
        return true
      }
      var current = node.parent
      while let syntax = current {
        steps += 1
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
        // Exact names only: a glob (`set*`) would exempt every `setUp()` in the app; a glob
        // mutator is a method of the environment's type, exempt as that type.
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
