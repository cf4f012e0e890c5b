import ArchgenLinter
import ArchgenSyntax
import SwiftSyntax

/// Finds how a file uses and declares property wrappers that could inject dependencies, judged by
/// what they do rather than by their names: the stored properties a wrapper fills (a service type,
/// no initial value, never assigned in the file), and the wrapper types the file declares whose
/// wrapped value is resolved from a container (a `resolve` call, or a read of a type's static
/// member such as `Container.shared`).
package final class InjectionWrapperReader: SyntaxVisitor {
  /// A stored property with a custom attribute: `@Inject var api: APIClient` (never a computed
  /// one: `@ViewBuilder var content: some View { … }` is a result builder's).
  package struct WrappedProperty: Sendable, Equatable {
    package var wrapper: String
    package var type: String
    /// Filled by the wrapper alone: no initial value, no assignment anywhere in the file.
    package var isInjected: Bool
    /// Of a service type (`APIClient`), not a value (`Bool`, `String`, a collection): a
    /// wrapper that stores values (`@Persisted var name: String`) persists, it does not inject.
    package var isService = true
    /// `APIClient!` or `APIClient?`: filled later, by the wrapper's own code or by anything.
    package var isOptional = false
    /// Written with no key at all (`@Dependency var library: LibraryService`): what fills it is
    /// found by the property's type alone.
    package var isKeyless = false
  }

  package private(set) var properties: [WrappedProperty] = []
  /// `@propertyWrapper` types the file declares, each with the container its wrapped value is
  /// resolved from (`""` when it resolves from something without a name, e.g. a bare `resolve`),
  /// or nil when it resolves nothing (`@UserDefault`).
  package private(set) var declaredWrappers: [String: String?] = [:]
  /// `@propertyWrapper` types the file declares whose wrapped value is read from their own
  /// wrapped stored properties, with those properties' attributes (see `WrappedValueSources`).
  package private(set) var wrapperSources: [String: Set<String>] = [:]
  /// Attributes the file puts on functions, computed properties or parameters: result builders
  /// (`@ViewBuilder`), never property wrappers, whatever they are called.
  package private(set) var builderAttributes: Set<String> = []
  private var candidates:
    [(
      wrapper: String, property: String, type: String, initialised: Bool, service: Bool,
      optional: Bool, keyless: Bool
    )] = []
  private var assigned: Set<String> = []

  package init() { super.init(viewMode: .sourceAccurate) }

  /// Reads the file and settles which wrapped properties nothing else fills.
  package func read(_ tree: SourceFileSyntax) {
    walk(tree)
    properties = candidates.map {
      WrappedProperty(
        wrapper: $0.wrapper, type: $0.type,
        isInjected: !$0.initialised && !assigned.contains($0.property), isService: $0.service,
        isOptional: $0.optional, isKeyless: $0.keyless)
    }
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self) }
    if node.bindings.contains(where: MemberShape.isComputed) {
      builders(node.attributes)
      return .visitChildren
    }
    guard node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1,
      let binding = node.bindings.first,
      let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.weak) })
    else { return .visitChildren }
    for attribute in attributes {
      let name = TypeName.text(of: attribute.attributeName)
      // `@Perception.Bindable` is the platform's `Bindable`, back-ported: judged by its last name.
      let last = TypeName.components(name).last ?? name
      guard name.first?.isUppercase ?? false, !EnvironmentWords.platformAttributes.contains(last),
        Self.takesNoValue(attribute), let annotated = binding.typeAnnotation?.type
      else { continue }
      let (type, optional) = Self.unwrapped(annotated)
      let service = Self.serviceType(type)
      candidates.append(
        (
          name, property, service ?? type.trimmedDescription, binding.initializer != nil,
          service != nil, optional, attribute.arguments == nil
        ))
    }
    return .visitChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    builders(node.attributes)
    return .visitChildren
  }

  package override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    builders(node.attributes)
    return .visitChildren
  }

  private func builders(_ attributes: AttributeListSyntax) {
    for attribute in attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
      builderAttributes.insert(TypeName.text(of: attribute.attributeName))
    }
  }

  /// `APIClient!` and `APIClient?` are `APIClient`, filled later.
  private static func unwrapped(_ type: TypeSyntax) -> (TypeSyntax, Bool) {
    if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
      return (wrapped, true)
    }
    if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType { return (wrapped, true) }
    return (type, false)
  }

  /// `x = …`, `self.x = …`, `(self.x, y) = …`: a property the code fills itself. The parser
  /// leaves `a = b` unfolded (a sequence of three elements); a folded tree has it as an infix
  /// operator. `_x = Inject(…)` sets up the wrapper, whose value still comes from it.
  package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for index in elements.indices.dropFirst() where elements[index].is(AssignmentExprSyntax.self) {
      noteAssigned(elements[index - 1])
    }
    return .visitChildren
  }

  package override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self) { noteAssigned(node.leftOperand) }
    return .visitChildren
  }

  private func noteAssigned(_ target: ExprSyntax) {
    if let tuple = target.as(TupleExprSyntax.self) {
      for element in tuple.elements { noteAssigned(element.expression) }
      return
    }
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      assigned.insert(member.declName.baseName.text)
      return
    }
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      assigned.insert(reference.baseName.text)
    }
  }

  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name.text, node.attributes, node.memberBlock)
  }
  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name.text, node.attributes, node.memberBlock)
  }

  private func declare(
    _ name: String, _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax
  ) -> SyntaxVisitorContinueKind {
    let isWrapper = attributes.contains {
      $0.as(AttributeSyntax.self).map { TypeName.text(of: $0.attributeName) } == "propertyWrapper"
    }
    if isWrapper {
      declaredWrappers[name] = ContainerReadFinder.container(in: Syntax(members))
      let sources = WrappedValueSources.attributes(in: members)
      if !sources.isEmpty { wrapperSources[name] = sources }
    }
    return .visitChildren
  }

  /// No arguments, or a key path (`@Injected(\.api)`): not a setting (`@UserDefault("key")`).
  private static func takesNoValue(_ attribute: AttributeSyntax) -> Bool {
    guard let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) else {
      return attribute.arguments == nil
    }
    return arguments.allSatisfy { $0.expression.is(KeyPathExprSyntax.self) }
  }

  /// `APIClient`, `any FeedRepository`, `Resolver.Feed`: a named type that is not a value, a
  /// collection, a function or an optional (an outlet, a Core Data relation).
  private static func serviceType(_ type: TypeSyntax) -> String? {
    var type = type
    if let some = type.as(SomeOrAnyTypeSyntax.self) { type = some.constraint }
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return nil }
    let text = TypeName.text(of: type)
    guard text.first?.isUppercase ?? false, !EnvironmentWords.valueTypes.contains(text) else {
      return nil
    }
    return text
  }
}

/// What a property wrapper's body resolves its value from (or the key-path store it reads, see
/// `KeyPathStoreFinder`): the receiver of a call that resolves
/// by type (a `resolve…` method, or a call given only a metatype such as `container.get(T.self)`)
/// when it is rooted at a type (`Container.shared.resolve` → `Container.shared`), `""` for a bare
/// or local receiver; nil when it resolves nothing (`UserDefaults.standard.object(forKey:)`).
package enum ContainerReadFinder {
  package static func container(in syntax: Syntax) -> String? {
    final class Finder: SyntaxVisitor {
      var resolved: String?

      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let method = ResolverCall.method(of: node)?.baseName.text ?? ""
        // Given the type alone (`container.get(T.self)`): not `decode(T.self, from: data)`, nor
        // a property observed on the receiver (`NSApp.publisher(for: \.keyWindow)`: a root-less
        // key path under a label names the receiver's own property, it resolves nothing).
        let byType =
          node.arguments.count == 1
          && node.arguments.first.map {
            ResolverCall.isDependencyKey($0.expression) && !ContainerReadFinder.isObserved($0)
          } == true
        if resolved == nil, method.lowercased().hasPrefix("resolve") || byType {
          let root = ResolverCall.rootName(of: node) ?? ""
          let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
          resolved =
            root.first?.isUppercase ?? false
            ? receiver?.tokens(viewMode: .sourceAccurate).map(\.text).joined() ?? "" : ""
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(syntax)
    return finder.resolved ?? KeyPathStoreFinder.store(in: syntax)
  }

  /// `for: \.keyWindow`: a labelled root-less key path, a property of the receiver to observe.
  static func isObserved(_ argument: LabeledExprSyntax) -> Bool {
    guard argument.label != nil, let keyPath = argument.expression.as(KeyPathExprSyntax.self)
    else { return false }
    return keyPath.root == nil
  }
}
