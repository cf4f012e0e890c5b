import ArchgenSyntax
import SwiftSyntax

/// The methods of a class that are its events: every method it declares, in its body or in an
/// extension in the same file, that is not private or static (a method of a `private extension`
/// is private); and every private method that only
/// the system calls back: one named in a `#selector(...)` (a `NotificationCenter` observer) or
/// called from a closure another method hands over, holding `self` weakly (a `Timer`'s block, a
/// path monitor's handler), and called nowhere else. A callback runs later, on its own: it is
/// an event.
package final class ClassEventMethods: SyntaxVisitor {
  private let key: String
  private var all: [FunctionDeclSyntax] = []
  /// Methods named in `#selector(...)` or called inside a closure that holds `self` weakly.
  private var calledBack: Set<String> = []
  /// Methods called outside any closure.
  private var calledDirectly: Set<String> = []
  /// Methods named in `#selector(...)` or called back by a closure handed to another object (a
  /// `Timer`'s block), not to one of the type's own methods (`finishWriting { self?.play() }`
  /// continues the work of the method that calls it).
  private var handedOver: Set<String> = []

  private init(key: String) {
    self.key = key
    super.init(viewMode: .sourceAccurate)
  }

  /// The event methods of the type `key` (`Outer.Timer`) in `tree`, in source order.
  package static func of(_ key: String, in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
    walked(key, in: tree).events
  }

  /// The private event methods that another object calls back later (a `Timer`'s block, a
  /// `#selector(...)`): never a change of the method that hands them over.
  package static func handedOver(_ key: String, in tree: SourceFileSyntax) -> Set<String> {
    read(key, in: tree).handedOver
  }

  /// `of` and `handedOver` from one walk of the tree.
  package static func read(_ key: String, in tree: SourceFileSyntax) -> (
    events: [FunctionDeclSyntax], handedOver: Set<String>
  ) {
    let found = walked(key, in: tree)
    return (
      found.events,
      Set(found.events.filter { HandlerEntryPoints.isPrivate($0) }.map(\.name.text))
        .intersection(found.handedOver)
    )
  }

  private static func walked(_ key: String, in tree: SourceFileSyntax) -> (
    events: [FunctionDeclSyntax], handedOver: Set<String>
  ) {
    let visitor = ClassEventMethods(key: key)
    visitor.walk(tree)
    let events = visitor.all.filter { function in
      guard function.body != nil, !function.modifiers.isTypeMember else { return false }
      if !HandlerEntryPoints.isPrivate(function) { return true }
      // `@IBAction private func unwind(_:)`: the system calls it, as a `#selector` target.
      if function.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBAction"
      }) {
        return true
      }
      let name = function.name.text
      return visitor.calledBack.contains(name) && !visitor.calledDirectly.contains(name)
    }
    return (events, visitor.handedOver)
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.parent?.is(MemberBlockItemSyntax.self) == true,
      SyntaxScope.typePath(of: node).joined(separator: ".") == key
    else { return .skipChildren }
    all.append(node)
    return .visitChildren
  }

  package override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    // `#selector(willEnterForeground)`, `#selector(self.tick(_:))`.
    if node.macroName.text == "selector", let argument = node.arguments.first?.expression {
      let text = argument.trimmedText
      let name = text.split(separator: ".").last.map(String.init) ?? text
      calledBack.insert(String(name.prefix { $0 != "(" }))
      handedOver.insert(String(name.prefix { $0 != "(" }))
    }
    return .visitChildren
  }

  package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let name = Self.ownMethodName(node.calledExpression) else { return .visitChildren }
    if let closure = Self.keptClosure(around: node) {
      calledBack.insert(name)
      if !Self.isHandedToOwnMethod(closure) { handedOver.insert(name) }
    } else {
      calledDirectly.insert(name)
    }
    return .visitChildren
  }

  /// Inside a closure that holds `self` weakly (`{ [weak self] _ in self?.tick() }`): one that
  /// another object keeps and calls later. A `Task { }` the method starts is its own work.
  private static func keptClosure(around node: some SyntaxProtocol) -> ClosureExprSyntax? {
    var current = node.parent
    while let syntax = current {
      if let closure = syntax.as(ClosureExprSyntax.self),
        closure.signature?.capture?.items.contains(where: {
          $0.specifier != nil && $0.trimmedText.hasSuffix("self")
        }) == true, !RunsOnce.isBody(closure)
      {
        return closure
      }
      if syntax.is(FunctionDeclSyntax.self) { return nil }
      current = syntax.parent
    }
    return nil
  }

  /// The closure is an argument of a call of the type's own method (`terminate { ... }`,
  /// `self.load(completion: { ... })`).
  private static func isHandedToOwnMethod(_ closure: ClosureExprSyntax) -> Bool {
    var current = closure.parent
    while let syntax = current {
      if let call = syntax.as(FunctionCallExprSyntax.self) {
        return ownMethodName(call.calledExpression) != nil
      }
      guard
        syntax.is(LabeledExprSyntax.self) || syntax.is(LabeledExprListSyntax.self)
          || syntax.is(MultipleTrailingClosureElementSyntax.self)
          || syntax.is(MultipleTrailingClosureElementListSyntax.self)
      else { return false }
      current = syntax.parent
    }
    return false
  }

  /// `tick()`, `self.tick()`, `self?.tick()`: a method of the type itself.
  private static func ownMethodName(_ callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = callee.as(MemberAccessExprSyntax.self), var base = member.base else {
      return nil
    }
    if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
    if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
    guard base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
      return nil
    }
    return member.declName.baseName.text
  }
}
