import ArchgenSyntax
import SwiftSyntax

/// Machines whose event is no parameter named like one: a method of a type that switches over a
/// tuple of a value it stores and another value, matching cases of both, where the cases change
/// the stored value. The stored value is the state and the other value the event, whatever they
/// are called: `switch (self.status, result)` in `handle(_ result: FetchResult)`,
/// `switch (state, eventQueue.first)` in `step()`, whose event is taken from a queue.
extension ReducerFinder {
  package struct StoredTuple {
    package var state: String
    package var stateType: String?
    package var initial: String?
    /// The event's root name: the parameter, or the stored queue it is taken from.
    package var event: String
    package var eventType: String?
  }

  /// The first such switch in `node`'s body (closures included), if any.
  package static func storedTuple(_ node: FunctionDeclSyntax, stored: Set<String>) -> StoredTuple? {
    guard let body = node.body, !stored.isEmpty else { return nil }
    let parameters = Dictionary(
      node.signature.parameterClause.parameters.map {
        (($0.secondName ?? $0.firstName).text, $0.type)
      }, uniquingKeysWith: { first, _ in first })
    for subject in TupleSwitchSubjects.all(in: body.statements) {
      let elements = subject.elements.map { StateReference.path($0.expression) }
      // The stored value: `status`, `self.status`, never shadowed by a parameter.
      guard
        let statePosition = elements.firstIndex(where: { path in
          guard let path = path.map(Self.droppingSelf), path.count == 1 else { return false }
          return stored.contains(path[0]) && parameters[path[0]] == nil
        }), let state = elements[statePosition].map(Self.droppingSelf)?.first
      else { continue }
      for (index, path) in elements.enumerated() where index != statePosition {
        guard let root = path.map(Self.droppingSelf)?.first, root != state,
          subject.matchesCases(at: statePosition), subject.matchesCases(at: index)
        else { continue }
        let declared = StoredProperty.find(state, around: node)
        var eventType = parameters[root].map { TypeName.text(of: $0) }
        if eventType == nil, let queue = StoredProperty.find(root, around: node)?.type {
          eventType = StoredProperty.elementType(queue)
        }
        return StoredTuple(
          state: state, stateType: declared?.type.flatMap(TypeName.strippingOptional),
          initial: declared?.initial, event: root,
          eventType: eventType.flatMap(TypeName.strippingOptional))
      }
    }
    return nil
  }

  private static func droppingSelf(_ path: [String]) -> [String] {
    path.first == "self" ? Array(path.dropFirst()) : path
  }
}

/// The tuple subjects of the switches in a body, with their cases.
package final class TupleSwitchSubjects: SyntaxVisitor {
  package struct Subject {
    package var elements: [LabeledExprSyntax]
    package var cases: [SwitchCaseSyntax]

    /// Some case matches an enum case (`.idle`, `.start?`, `.success(let v)`) at `position`.
    package func matchesCases(at position: Int) -> Bool {
      cases.contains { switchCase in
        guard case .case(let label) = switchCase.label else { return false }
        return label.caseItems.contains { item in
          let parts = CasePattern.elements(of: Syntax(item.pattern))
          guard parts.count == elements.count else { return false }
          return CasePattern.isEnumCase(parts[position])
        }
      }
    }
  }

  private var found: [Subject] = []

  private init() { super.init(viewMode: .sourceAccurate) }

  package static func all(in body: CodeBlockItemListSyntax) -> [Subject] {
    let visitor = TupleSwitchSubjects()
    visitor.walk(body)
    return visitor.found
  }

  package override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    if let tuple = TargetValue.unwrap(node.subject).as(TupleExprSyntax.self),
      tuple.elements.count > 1
    {
      found.append(
        Subject(
          elements: Array(tuple.elements), cases: TransitionExtractor.flatten(node.cases)))
    }
    return .visitChildren
  }
}

/// A stored property declared among the members of the type around a node (or its extensions in
/// the same file are not searched): its declared type and the case it starts at.
package enum StoredProperty {
  package struct Found {
    package var type: String?
    package var initial: String?
  }

  package static func find(_ name: String, around node: some SyntaxProtocol) -> Found? {
    var current = node.parent
    while let syntax = current {
      if let members = syntax.as(MemberBlockSyntax.self) {
        for member in members.members {
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            !variable.modifiers.isTypeMember
          else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return Found(
              type: binding.typeAnnotation.map { TypeName.text(of: $0.type) },
              initial: binding.initializer.flatMap { TargetValue.caseName($0.value) })
          }
        }
        return nil
      }
      current = syntax.parent
    }
    return nil
  }

  /// `[Event]` → `Event`; `Array<Event>`, `Deque<Event>` → `Event`; nil for anything else.
  package static func elementType(_ text: String) -> String? {
    let text = text.filter { !$0.isWhitespace }
    if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
      return String(text.dropFirst().dropLast())
    }
    guard text.contains("<") else { return nil }
    return StateHolderCollector.firstGenericArgument(text)
  }
}

extension ReducerFinder {
  /// The one parameter of a method others call (not static), or of a private one that another
  /// object calls back (`ClassEventMethods`: `playerStatusDidChange(_ status:item:)`, called from
  /// the observation an initializer installs, its other parameters the payload), typed as an
  /// enum this file declares or switched over with enum-case patterns (`ForeignEnumEvents`: an
  /// enum another file or module declares), that the body switches over (alone or in a tuple):
  /// the event, whatever it and its type are called. (A private `next(for target: Target)` its
  /// own methods call is a helper; a parameter of the type the object stores as its state is a
  /// state, not an event.)
  package static func switchedEnumParameter(
    _ node: FunctionDeclSyntax, _ parameters: [ReducerSignature.Parameter], enums: Set<String>,
    stateTypes: Set<String> = []
  ) -> (name: String, type: String?)? {
    // A mutating method with more parameters moves the value itself (`isMutatingEventMethod`).
    let isMutating = node.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    guard !node.modifiers.isTypeMember, parameters.count == 1 || !isMutating,
      let body = node.body
    else { return nil }
    let switched = parameters.filter { parameter in
      guard parameter.name != "_", let type = ReducerSignature.baseType(parameter.type) else {
        return false
      }
      return enums.contains(type)
        || ForeignEnumEvents.isEvent(parameter, of: node, switchedIn: body.statements)
    }.filter { parameter in
      let type = ReducerSignature.baseType(parameter.type)
      return !stateTypes.contains(where: { ReducerSignature.baseType($0) == type })
        && SwitchSubjects.switches(on: parameter.name, in: body.statements)
    }
    // A method others call takes the event alone (`connection(_:didReceiveEvent:)` is a
    // delegate's event of its own); one the type hands over to be called back, whatever else it
    // is handed.
    guard switched.count == 1, let only = switched.first,
      node.modifiers.isFilePrivate ? isCalledBack(node) : parameters.count == 1
    else { return nil }
    return (only.name, only.type.flatMap(TypeName.strippingOptional))
  }

  /// Whether a private method is an event of its type: another object calls it back (from a
  /// closure the type hands over), and no method of the type calls it directly.
  private static func isCalledBack(_ node: FunctionDeclSyntax) -> Bool {
    guard let tree = node.root.as(SourceFileSyntax.self) else { return false }
    let key = SyntaxScope.typePath(of: node).joined(separator: ".")
    return ClassEventMethods.of(key, in: tree).contains { $0.id == node.id }
  }
}

/// Whether a body switches over a name, alone or as an element of a tuple.
package final class SwitchSubjects: SyntaxVisitor {
  private let name: String
  private var found = false

  private init(_ name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  package static func switches(on name: String, in body: CodeBlockItemListSyntax) -> Bool {
    let visitor = SwitchSubjects(name)
    visitor.walk(body)
    return visitor.found
  }

  package override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = CasePattern.elements(of: Syntax(node.subject))
    if elements.contains(where: {
      $0.as(ExprSyntax.self).flatMap(StateReference.path) == [name]
    }) {
      found = true
    }
    return found ? .skipChildren : .visitChildren
  }
}
