import ArchgenSyntax
import SwiftSyntax

/// What surrounds a reference, read in one walk up its ancestors: the settings that teams accept
/// (default arguments, previews, `#if DEBUG`) and the types it stands in.
public struct ReferenceContext: Sendable, Hashable {
  /// In the default value of a function, initializer or subscript parameter.
  public var isDefaultArgument = false
  /// In a `#Preview`, a `PreviewProvider` type or a `@Previewable` declaration.
  public var isInPreview = false
  /// The names in the `#if`/`#elseif` conditions around the reference that must hold for it to
  /// compile (`DEBUG` in `#if DEBUG` or `#if DEBUG && os(iOS)`; none from `#else` or `!DEBUG`).
  public var conditions: [String] = []
  /// Every type declaration or extension around the reference, innermost first.
  public var typeNames: [String] = []

  package init() {}

  /// Reads the context of `node`; `steps` counts the ancestors visited.
  package init(of node: Syntax, steps: inout Int) {
    var child = node
    while let parent = child.parent {
      steps += 1
      if let type = SyntaxScope.declaredType(parent) { typeNames.append(type.name) }
      // Asked of every ancestor of every reference: decide by kind before any cast.
      switch parent.kind {
      case .initializerClause:
        if parent.parent?.is(FunctionParameterSyntax.self) ?? false { isDefaultArgument = true }
      case .macroExpansionExpr:
        if parent.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" {
          isInPreview = true
        }
      case .macroExpansionDecl:
        if parent.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" {
          isInPreview = true
        }
      case .variableDecl:
        if let variable = parent.as(VariableDeclSyntax.self),
          Self.hasAttribute("Previewable", variable.attributes)
        {
          isInPreview = true
        }
      case .ifConfigClause:
        if let condition = parent.as(IfConfigClauseSyntax.self)?.condition {
          conditions += Self.requiredNames(condition)
        }
      case .structDecl, .classDecl, .enumDecl, .extensionDecl:
        if Self.inheritsPreviewProvider(parent) { isInPreview = true }
      default:
        break
      }
      child = parent
    }
  }

  /// `DEBUG` → [DEBUG]; `DEBUG && os(iOS)` → [DEBUG]; `!DEBUG`, `DEBUG || X` → [].
  private static func requiredNames(_ condition: ExprSyntax) -> [String] {
    if let reference = condition.as(DeclReferenceExprSyntax.self) {
      return [reference.baseName.text]
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return requiredNames(only.expression)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
    {
      return requiredNames(infix.leftOperand) + requiredNames(infix.rightOperand)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
      guard
        operators.allSatisfy({
          $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
        })
      else { return [] }
      return stride(from: 0, to: elements.count, by: 2).flatMap { requiredNames(elements[$0]) }
    }
    return []
  }

  private static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self).map { TypeName.text(of: $0.attributeName) } == name
    }
  }

  private static func inheritsPreviewProvider(_ syntax: Syntax) -> Bool {
    let clause: InheritanceClauseSyntax?
    switch syntax.as(SyntaxEnum.self) {
    case .structDecl(let decl): clause = decl.inheritanceClause
    case .classDecl(let decl): clause = decl.inheritanceClause
    case .enumDecl(let decl): clause = decl.inheritanceClause
    case .extensionDecl(let decl): clause = decl.inheritanceClause
    default: return false
    }
    return clause?.inheritedTypes.contains { inherited in
      let name = TypeName.text(of: inherited.type)
      return name == "PreviewProvider" || name.hasSuffix(".PreviewProvider")
    } ?? false
  }
}
