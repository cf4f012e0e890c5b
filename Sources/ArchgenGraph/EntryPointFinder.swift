import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// An action handler found by `ReducerFinder` whose state its type stores or inherits
/// (`process(viewAction:)` of a view model, `receive(_:)` of a processor).
package struct HeldHandler {
  package var typePath: [String]
  package var function: String
  package var holders: [StateHolder]
  package var stateType: String?
}

/// The other ways into an action-handler view model: methods that change its state without an
/// action, called by a coordinator or a delegate (`update(isLoading:)`, `displayError(_:)`,
/// `languageSelected(_:)` in an extension). Each is an event named after the method, as a
/// controller's methods are, and belongs to the handler's machine. Private and static methods
/// are helpers, followed where they are called; the handlers themselves are read already.
package final class EntryPointFinder: SyntaxVisitor {
  private let source: ParsedSource
  private let methods: [String: [String: FunctionDeclSyntax]]
  /// The handlers by type path, and every handler's name in that type.
  private let handlers: [String: HeldHandler]
  private let handlerNames: [String: Set<String>]
  /// Per type path, the methods its handlers call and those that hand an event to a reducer:
  /// helpers and ways in, not events of their own.
  private var notEvents: [String: Set<String>] = [:]
  /// Types whose initializers' started work is read already (once for all their initializers).
  private var readInits: Set<String> = []
  /// Per type path, the changes its entry points make, in source order.
  package private(set) var transitions: [String: [Transition]] = [:]
  /// The same changes written as fields of the type, for a machine over several held values.
  package private(set) var fieldTransitions: [String: [Transition]] = [:]

  package init(
    _ source: ParsedSource, handlers: [HeldHandler],
    methods: [String: [String: FunctionDeclSyntax]]
  ) {
    self.source = source
    self.methods = methods
    var byType: [String: HeldHandler] = [:]
    var names: [String: Set<String>] = [:]
    for handler in handlers {
      let key = handler.typePath.joined(separator: ".")
      if byType[key] == nil { byType[key] = handler }
      names[key, default: []].insert(handler.function)
    }
    self.handlers = byType
    self.handlerNames = names
    super.init(viewMode: .sourceAccurate)
  }

  /// Adds each type's entry-point changes to the first reading of its handler.
  package static func adding(
    to reducers: [ReducerFacts], _ source: ParsedSource, handlers: [HeldHandler],
    methods: [String: [String: FunctionDeclSyntax]]
  ) -> [ReducerFacts] {
    guard !handlers.isEmpty else { return reducers }
    let finder = EntryPointFinder(source, handlers: handlers, methods: methods)
    finder.walk(source.tree)
    var result = reducers
    for (key, found) in finder.transitions {
      guard
        let index = result.firstIndex(where: {
          $0.heldState && $0.typePath.joined(separator: ".") == key
        })
      else { continue }
      result[index].transitions +=
        result[index].heldFields ? finder.fieldTransitions[key] ?? [] : found
    }
    return result
  }

  /// Work an initializer starts and lets run once (`InitStartedWork`) is the event `init`, from
  /// the value the held state starts in (read only where that value is told).
  package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let key = SyntaxScope.typePath(of: node).joined(separator: ".")
    guard let handler = handlers[key], !readInits.contains(key),
      let initial = handler.holders.lazy.compactMap(\.initial).first
    else { return .skipChildren }
    readInits.insert(key)
    for body in InitStartedWork.bodies(of: key, in: source.tree) {
      read(body, event: "init", handler: handler, key: key, from: initial)
    }
    return .skipChildren
  }

  package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let key = SyntaxScope.typePath(of: node).joined(separator: ".")
    guard let handler = handlers[key], let body = node.body,
      handlerNames[key]?.contains(node.name.text) != true,
      !HandlerEntryPoints.isPrivate(node), !node.modifiers.isTypeMember
    else { return .skipChildren }
    if notEvents[key] == nil {
      let own = methods[key] ?? [:]
      notEvents[key] = HandlerEntryPoints.helpers(of: handlerNames[key] ?? [], methods: own)
        .union(HandlerEntryPoints.dispatchers(in: own))
    }
    if notEvents[key]?.contains(node.name.text) == true { return .skipChildren }
    read(
      body.statements, event: node.name.text, handler: handler, key: key, from: nil,
      payloads: MethodPayload.aliases(
        of: node, event: node.name.text, holders: Set(handler.holders.map(\.name)),
        methods: methods[key] ?? [:]))
    return .skipChildren
  }

  private func read(
    _ body: CodeBlockItemListSyntax, event: String, handler: HeldHandler, key: String,
    from: String?, payloads: [String: EventPath] = [:]
  ) {
    var reference = StateReference(stateNames: [], eventNames: [])
    reference.stateNames = Set(handler.holders.filter { !$0.isContainer }.map(\.name))
    reference.containerNames = Set(handler.holders.filter(\.isContainer).map(\.name))
    let extractor = TransitionExtractor(
      reference: reference, returnsState: false, methods: methods[key] ?? [:],
      converter: source.converter)
    extractor.stateTypeName = handler.stateType
    extractor.stateIsHeld = true
    extractor.shadowOwnParameters(of: body)
    var start = TransitionExtractor.Context()
    start.event = event
    // Started work runs from the first value: writing it again is no edge.
    if let from {
      start.from = from
      start.flowStarts = [start.source]
    }
    // A method's parameters are its event's payload (`languageSelected.french`).
    start.eventAliases = payloads
    // A delegate method that sends an event to the handler (`on(.didStart)`) is a way in to
    // the handler, whose changes are read already: the handlers are never followed.
    start.callStack = [event] + (handlerNames[key] ?? []).sorted()
    extractor.walk(body, start)
    transitions[key, default: []] += extractor.transitions
    fieldTransitions[key, default: []] +=
      SeveralStateFields.perHolder(
        handler.holders, like: extractor, body: body, start: start, atLeast: 1)?
      .transitions ?? []
  }
}
