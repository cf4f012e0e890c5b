import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// composable-architecture's `BindingReducer()` beside the `Reduce { }` blocks of a `body`: the
/// view writes the state's bindable fields directly, drawn as `* -> field=? : binding` (or
/// `view.binding` for `BindingReducer(action: \.view)`) for each
/// `@BindingState`/`@BindableState` field of the feature's `State` in the same file, else as one
/// `* -> ? : binding` (an `@ObservableState` makes every field bindable, too many to draw).
package enum BindingReader {
  package static func bindings(around closure: ClosureExprSyntax, _ source: ParsedSource)
    -> [Transition]
  {
    var node = Syntax(closure)
    while let parent = node.parent, !parent.is(CodeBlockItemListSyntax.self) { node = parent }
    guard let list = node.parent?.as(CodeBlockItemListSyntax.self),
      let item = node.as(CodeBlockItemSyntax.self),
      let binding = list.first(where: { calledName(of: $0) == "BindingReducer" }),
      // Drawn once per body: with the first `Reduce` after or before it.
      list.first(where: { calledName(of: $0) == "Reduce" })?.id == item.id
    else { return [] }
    return bindings(of: binding, statePath: SyntaxScope.typePath(of: closure) + ["State"], source)
  }

  /// `BindingReducer()` as a statement of a `body`.
  package static func isBindingReducer(_ item: CodeBlockItemSyntax) -> Bool {
    calledName(of: item) == "BindingReducer"
  }

  /// The edges of the `BindingReducer` statement `binding`, for the state at `statePath`.
  package static func bindings(
    of binding: CodeBlockItemSyntax, statePath: [String], _ source: ParsedSource
  ) -> [Transition] {
    let line = source.location(of: binding.positionAfterSkippingLeadingTrivia).line
    let event = eventPath(of: binding)
    let fields = bindableFields(of: statePath, in: source.tree)
    guard !fields.isEmpty else {
      return [
        Transition(
          from: StateMachine.anyState, to: StateMachine.unknownState, event: event, line: line)
      ]
    }
    return fields.map {
      Transition(from: StateMachine.anyState, to: "\($0)=?", event: event, line: line)
    }
  }

  /// `binding`, or `view.binding` for `BindingReducer(action: \.view)` (the bindings of a
  /// nested action).
  private static func eventPath(of item: CodeBlockItemSyntax) -> String {
    guard let call = item.item.as(FunctionCallExprSyntax.self),
      let argument = call.arguments.first(where: { $0.label?.text == "action" }),
      let keyPath = argument.expression.as(KeyPathExprSyntax.self)
    else { return "binding" }
    let names = keyPath.components.compactMap {
      $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }
    return (names + ["binding"]).joined(separator: ".")
  }

  /// `Reduce` for `Reduce { }.ifLet(...)` and `Reduce<State, Action> { }`, `BindingReducer`
  /// for `BindingReducer()`.
  private static func calledName(of item: CodeBlockItemSyntax) -> String? {
    guard var call = item.item.as(FunctionCallExprSyntax.self) else { return nil }
    while let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let inner = member.base?.as(FunctionCallExprSyntax.self)
    {
      call = inner
    }
    var callee = call.calledExpression
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The fields marked bindable in the struct at `path` (`Feature.State`).
  private static func bindableFields(of path: [String], in tree: SourceFileSyntax) -> [String] {
    let finder = StructFinder(path: path)
    finder.walk(tree)
    // `typealias State = LoginState` in the feature: the struct it names, in this file.
    if finder.found == nil, let alias = finder.aliases[path] {
      let named = StructFinder(path: Array(path.dropLast()) + TypeName.components(alias))
      named.walk(tree)
      let anywhere = StructFinder(path: TypeName.components(alias))
      if named.found == nil { anywhere.walk(tree) }
      finder.found = named.found ?? anywhere.found
    }
    guard let members = finder.found?.memberBlock.members else { return [] }
    return members.compactMap { member -> [String]? in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: {
          let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
          return name == "BindingState" || name == "BindableState"
        })
      else { return nil }
      return variable.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }.flatMap { $0 }
  }
}

/// Finds the struct declared at a type path in one file.
private final class StructFinder: SyntaxVisitor {
  let path: [String]
  var found: StructDeclSyntax?

  init(path: [String]) {
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  /// `typealias State = X` declared in a type, by the path it declares (`Feature.State`).
  var aliases: [[String]: String] = [:]

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if found == nil, SyntaxScope.typePath(of: node) + [node.name.text] == path { found = node }
    return found == nil ? .visitChildren : .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    aliases[SyntaxScope.typePath(of: node) + [node.name.text]] =
      node.initializer.value.trimmedDescription
    return .skipChildren
  }
}
