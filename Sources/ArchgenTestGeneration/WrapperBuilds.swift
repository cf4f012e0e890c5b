import ArchgenSyntax
import SwiftSyntax

/// How the app itself builds a value of a generic type that no file of the run declares (a
/// library's wrapper: composable-architecture's `Shared<Entity>`, RxRelay's
/// `BehaviorRelay<Filter>`): a call of the type's name with one argument whose type the code
/// says (a parameter or a local declared with it, or a call of that type's initializer). The
/// call shows the initializer that takes the wrapped value and its label, so a test builds
/// `Shared(value: Entity())` for a `Shared<Entity>` the same way (`WrapperValues`).
package struct WrapperBuild: Equatable, Sendable {
  /// The generic type's name as called (`Shared`).
  package var wrapper: String
  package var label: String?
  /// The type of the value passed (`PostSignUpEntity`).
  package var argumentType: String
}

/// Collects `WrapperBuild`s: calls of a capitalized name (or `Name.init`) with one argument
/// whose type is known where the call is.
package final class WrapperBuildCollector: SyntaxVisitor {
  private var found: [WrapperBuild] = []

  package static func builds(in tree: SourceFileSyntax) -> [WrapperBuild] {
    let collector = WrapperBuildCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.found
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let wrapper = Self.typeName(called: node.calledExpression),
      node.arguments.count == 1, let argument = node.arguments.first,
      node.trailingClosure == nil,
      let type = Self.type(of: argument.expression)
    else { return .visitChildren }
    found.append(WrapperBuild(wrapper: wrapper, label: argument.label?.text, argumentType: type))
    return .visitChildren
  }

  /// `Shared` of `Shared(…)` or `Shared.init(…)`: a capitalized name, which Swift's
  /// convention gives types.
  private static func typeName(called: ExprSyntax) -> String? {
    var expression = called
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base
    {
      expression = base
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil,
      let first = reference.baseName.text.first, first.isUppercase
    else { return nil }
    return reference.baseName.text
  }

  /// The type of a value passed: a call of a type's initializer, or a name declared with a
  /// type where the call is (a parameter of the enclosing function, initializer or closure, a
  /// local declared before the call's statement).
  private static func type(of expression: ExprSyntax) -> String? {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return typeName(called: call.calledExpression)
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil
    else { return nil }
    let name = reference.baseName.text
    var child = Syntax(expression)
    var node = expression.parent
    while let current = node {
      if let list = current.as(CodeBlockItemListSyntax.self),
        let found = local(name, in: list, before: child)
      {
        return found
      }
      if let parameters = Self.parameters(of: current),
        let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
      {
        return written(parameter.type)
      }
      child = current
      node = current.parent
    }
    return nil
  }

  private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
    if let function = node.as(FunctionDeclSyntax.self) {
      return function.signature.parameterClause.parameters
    }
    return node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
  }

  /// `let name: Type` or `let name = Type(…)` among the statements before `child`'s.
  private static func local(_ name: String, in list: CodeBlockItemListSyntax, before child: Syntax)
    -> String?
  {
    var result: String?
    for item in list {
      if item.position >= child.position { break }
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        if let annotated = binding.typeAnnotation?.type {
          result = written(annotated)
        } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
          result = typeName(called: call.calledExpression)
        } else {
          result = nil
        }
      }
    }
    return result
  }

  /// A type as written, where it names one type sure to hold a value (not an optional).
  private static func written(_ type: TypeSyntax) -> String? {
    let text = type.trimmedText
    guard !text.isEmpty, !text.hasSuffix("?"), !text.hasSuffix("!"), !text.contains("->")
    else { return nil }
    return text
  }
}

/// A value of a generic type no file declares, built as the app builds one (`WrapperBuild`)
/// from a value of its type argument: `Shared<PostSignUpEntity>` is `Shared(value:
/// PostSignUpEntity())` where the app calls `Shared(value: signUpEntity)` with a
/// `PostSignUpEntity`. Only a call passing a value of that very type argument is followed: a
/// call with a value of another type may take something else (a key, a count).
package enum WrapperValues {
  package static func value(of type: String, builder: ValueBuilder, depth: Int) -> String? {
    guard type.hasSuffix(">"), let open = type.firstIndex(of: "<") else { return nil }
    let base = String(type[..<open]).trimmingCharacters(in: .whitespaces)
    let argument = String(type[type.index(after: open)..<type.index(before: type.endIndex)])
      .trimmingCharacters(in: .whitespaces)
    guard !base.isEmpty, !argument.contains(","), !argument.contains("<"),
      builder.catalog.structType(named: base) == nil,
      builder.catalog.classType(named: base) == nil,
      builder.catalog.enumType(named: base) == nil
    else { return nil }
    let simple = { (text: String) in String(text.split(separator: ".").last ?? "") }
    // `Kit.Locked<Draft>` is built as the app calls `Locked(…)`, and written as the type is.
    let builds = (builder.catalog.wrapperBuilds[simple(base)] ?? []).filter {
      $0.argumentType == argument || simple($0.argumentType) == simple(argument)
    }
    guard
      let build = builds.min(by: { ($0.label ?? "") < ($1.label ?? "") })
    else { return nil }
    let value = builder.defaultValue(of: argument, depth: depth + 1)
    guard !value.contains("<#") else { return nil }
    return "\(base)(\(build.label.map { "\($0): " } ?? "")\(value))"
  }
}
