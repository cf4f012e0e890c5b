import SwiftSyntax

/// Where a case sits in one `#if` block: the directives of the clauses up to and including its own
/// (`["#if os(macOS)", "#elseif os(Linux)"]`), so the generated members reproduce the same choice.
public struct IfConfigPath: Equatable, Hashable, Sendable {
  public var directives: [String]

  public init(_ directives: [String]) {
    self.directives = directives
  }
}

extension IfConfigClauseSyntax {
  /// `#if os(Linux)`, `#elseif DEBUG`, `#else`.
  package var directive: String {
    guard let condition else { return poundKeyword.text }
    return "\(poundKeyword.text) \(condition.trimmedText)"
  }
}

extension SyntaxProtocol {
  /// The `#if` clauses this node sits in, outermost first.
  package var enclosingIfConfigPaths: [IfConfigPath] {
    var paths: [IfConfigPath] = []
    var node = parent
    while let current = node {
      if let clause = current.as(IfConfigClauseSyntax.self),
        let clauses = clause.parent?.as(IfConfigClauseListSyntax.self)
      {
        var directives: [String] = []
        for sibling in clauses {
          directives.append(sibling.directive)
          if sibling.id == clause.id { break }
        }
        paths.insert(IfConfigPath(directives), at: 0)
      }
      node = current.parent
    }
    return paths
  }
}

extension MemberBlockItemListSyntax {
  /// Every member declaration, also those in each clause of `#if` blocks (in source order), with
  /// the `#if` paths around it inside this member list, outermost first.
  package func declarationsThroughIfConfigs(conditions: [IfConfigPath] = []) -> [(
    decl: DeclSyntax, conditions: [IfConfigPath]
  )] {
    var result: [(decl: DeclSyntax, conditions: [IfConfigPath])] = []
    for member in self {
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else {
        result.append((member.decl, conditions))
        continue
      }
      var directives: [String] = []
      for clause in ifConfig.clauses {
        directives.append(clause.directive)
        if case .decls(let items) = clause.elements {
          result += items.declarationsThroughIfConfigs(
            conditions: conditions + [IfConfigPath(directives)])
        }
      }
    }
    return result
  }
}
