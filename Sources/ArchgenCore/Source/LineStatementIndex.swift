import Foundation
import SwiftSyntax

/// The expressions (sequences and calls) of a file by the line they start on, read in one walk
/// the first time a planner asks: a reducer's tests read its lines once, not the whole body
/// again for each transition (one reducer of 4,000 cases took 4 s).
package final class LineStatementIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var byLine: [Int: [Syntax]]?

  package func statements(onLine line: Int, of source: ParsedSource) -> [Syntax] {
    lock.lock()
    defer { lock.unlock() }
    if byLine == nil {
      let tree = source.tree
      let converter = source.converter
      byLine = DeepStack.run {
        let collector = LineStatementCollector(converter: converter)
        collector.walk(tree)
        return collector.byLine
      }
    }
    return byLine?[line] ?? []
  }
}

extension ParsedSource {
  /// The sequences and calls that start on `line`, outer ones first (in source order).
  package func statements(onLine line: Int) -> [Syntax] {
    lineStatements.statements(onLine: line, of: self)
  }

  /// The write on `line`: the first assignment (`=`, `+=`…) or call there that is not part of
  /// a condition (`if state.isOpen && state.count == 2 { state.isArmed = true }` is one line).
  package func write(onLine line: Int) -> Syntax? {
    let found = statements(onLine: line).filter { node in
      node.ancestorOrSelf(mapping: { $0.as(ConditionElementSyntax.self) }) == nil
    }
    return found.first { node in
      node.as(SequenceExprSyntax.self)?.elements.contains { element in
        element.is(AssignmentExprSyntax.self)
          || (element.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true
            && !["==", "!=", "<=", ">=", "==="].contains(
              element.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""))
      } == true
    } ?? found.first
  }
}

/// Every sequence and call, by the line it starts on, in preorder.
private final class LineStatementCollector: SyntaxVisitor {
  let converter: SourceLocationConverter
  var byLine: [Int: [Syntax]] = [:]

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func record(_ node: some SyntaxProtocol) {
    byLine[node.startLocation(converter: converter).line, default: []].append(Syntax(node))
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    record(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    record(node)
    return .visitChildren
  }
}
