import ArchgenCore
import ArchgenGraph
import ArchgenSyntax
import SwiftSyntax

/// How a test calls a reducer closure through the property or the factory that holds it:
/// `Doors.reduce(state, event)` for a `static let` closure, `Stopwatch.reducer()(&state, event)`
/// for CombineFeedback's `Reducer`, `_ = Player.reducer.run(event, &state, ())` for Actomaton's,
/// `_ = Root().coordinatorReduce().reduce(into: &state, action: event)` for a TCA `Reduce`.
package enum ClosureConventionReader {
  package struct Found {
    package var convention: ReducerConvention
    package var stateType: String?
    package var eventType: String?
  }

  /// The convention of the reducer closure at the machine's line; nil when no reducer closure
  /// starts there (the machine is a function's).
  package static func read(
    _ machine: StateMachine, in source: ParsedSource, construct: (String) -> String,
    aliased: (String) -> (value: String, parameters: [String])? = { _ in nil }
  ) -> Result<Found, TestSkip>? {
    let finder = ClosureAtLine(line: machine.line, converter: source.converter)
    finder.walk(source.tree)
    guard let closure = finder.found, let detection = ReducerDetector.detect(closure) else {
      return nil
    }
    let names = ReducerDetector.parameters(of: closure).map(\.name)
    guard let stateIndex = names.firstIndex(of: detection.signature.stateName),
      let eventIndex = names.firstIndex(of: detection.signature.eventName)
    else { return .failure(.unsupportedSignature) }
    // `Reducer { }`, `.init { }`, `Reduce(reduce: { })`: the closure is a wrapper's argument.
    var value = Syntax(closure)
    var wrapper: String?
    // `Reducer<State, Action, Environment> { }`: the wrapper's generic arguments, as written.
    var written: [String] = []
    if let call = wrapperCall(of: closure) {
      var callee = call.calledExpression
      if let generic = callee.as(GenericSpecializationExprSyntax.self) {
        callee = generic.expression
        written = generic.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
      }
      wrapper = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "init"
      // A closure passed to anything but a reducer type (`System(reduce:)`, `.scan`) is the
      // call's, not a value a test can reach.
      guard ["Reducer", "Reduce", "AnyReducer", "init"].contains(wrapper ?? "") else {
        return .failure(.closureNotHeld)
      }
      value = Syntax(call)
    }
    guard let holder = holder(of: value) else { return .failure(.closureNotHeld) }
    if holder.hidden
      || (!holder.owner.isEmpty
        && ReducerConventionReader.isHidden(feature: holder.owner, in: source))
    {
      return .failure(.notReachable)
    }
    let declared = holder.type.map(DeclaredType.init)
    let receiver: String
    switch holder.kind {
    case .staticMember: receiver = "\(holder.owner).\(holder.call)"
    case .topLevel: receiver = holder.call
    case .instanceMember: receiver = "\(construct(holder.owner)).\(holder.call)"
    }
    var found = Found(
      convention: ReducerConvention(
        function: "", receiver: .expression(receiver), labels: names.map { _ in nil },
        stateIndex: stateIndex, eventIndex: eventIndex,
        stateIsInout: !detection.returnsState, returnsState: detection.returnsState,
        stateName: detection.signature.stateName, owner: holder.owner.isEmpty ? nil : holder.owner),
      stateType: detection.signature.stateType, eventType: detection.signature.eventType)
    found.convention.isThrowing = holder.isThrowing
    found.convention.isAsync = holder.isAsync
    if let wrapper {
      let name = wrapper == "init" ? declared?.name : wrapper
      guard let library = Library(imports: source.tree, wrapper: name) else {
        return .failure(.unknownReducerType)
      }
      let arguments = declared?.arguments ?? []
      library.shape(&found, arguments: arguments.isEmpty ? written : arguments)
      // `typealias Environment = ()`: the environment is the empty tuple.
      let aliases = TypeAliasCollector.aliases(in: source.tree)
      for (index, value) in found.convention.otherArguments where value.hasPrefix("<#") {
        let type = String(value.dropFirst(2).dropLast(2))
        if let aliased = aliases[type]?.trimmedDescription, aliased == "()" || aliased == "Void" {
          found.convention.otherArguments[index] = "()"
        }
      }
    } else if let function = declared?.function
      ?? declared.flatMap({
        AliasedReducerType.function(
          of: $0, imports: CallableForms.imports(source), aliased: aliased)
      })
    {
      // `(State, Event) -> State`, `(inout State, Event) -> Void`; through an alias too
      // (ReSwift's `Reducer<State>`: `(Action, State?) -> State`).
      if stateIndex < function.parameters.count, eventIndex < function.parameters.count {
        let stateType = AliasedReducerType.stateType(
          strippingInout(function.parameters[stateIndex]), result: function.result)
        found.stateType = stateType
        found.eventType = function.parameters[eventIndex]
        found.convention.stateIsInout = function.parameters[stateIndex].hasPrefix("inout ")
        found.convention.returnsState = !found.convention.stateIsInout
        // `-> State?`: nil keeps the state.
        found.convention.returnsOptionalState =
          found.convention.returnsState && function.result == "\(stateType)?"
      }
    }
    let convention = found.convention
    for index in convention.labels.indices
    where index != convention.stateIndex && index != convention.eventIndex {
      found.convention.otherArguments[index] = convention.otherArguments[index] ?? "<#Argument#>"
    }
    return .success(found)
  }

  private static func strippingInout(_ type: String) -> String {
    type.hasPrefix("inout ") ? String(type.dropFirst("inout ".count)) : type
  }

  /// The call a closure is the trailing closure or an argument of.
  private static func wrapperCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
    if closure.parent?.is(LabeledExprSyntax.self) == true,
      let call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return call
    }
    return nil
  }

  package struct Holder {
    package enum Kind { case staticMember, instanceMember, topLevel }
    package var kind: Kind
    package var owner: String
    /// `reduce` for a property, `reducer()` for a factory.
    package var call: String
    package var type: TypeSyntax?
    package var hidden: Bool
    package var isThrowing = false
    package var isAsync = false
  }

  /// The property or the factory function whose value the closure (or its wrapper) is: its
  /// initializer, its getter's result, the function's result. Nil for a closure passed to a
  /// call or kept inside another expression, which a test cannot reach.
  package static func holder(of value: Syntax) -> Holder? {
    var current = value.parent
    while let syntax = current {
      switch syntax.kind {
      case .returnStmt, .codeBlockItem, .codeBlockItemList, .codeBlock, .initializerClause,
        .accessorBlock, .accessorDecl, .accessorDeclList, .expressionStmt:
        current = syntax.parent
      case .patternBinding:
        guard let binding = syntax.as(PatternBindingSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return nil }
        return makeHolder(
          name, modifiers: variable.modifiers, type: binding.typeAnnotation?.type, at: variable)
      case .functionDecl:
        guard let function = syntax.as(FunctionDeclSyntax.self),
          function.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil })
        else { return nil }
        var holder = makeHolder(
          "\(function.name.text)()", modifiers: function.modifiers,
          type: function.signature.returnClause?.type, at: function)
        holder.isThrowing = function.signature.effectSpecifiers?.throwsClause != nil
        holder.isAsync = function.signature.effectSpecifiers?.asyncSpecifier != nil
        return holder
      default:
        return nil
      }
    }
    return nil
  }

  private static func makeHolder(
    _ call: String, modifiers: DeclModifierListSyntax, type: TypeSyntax?,
    at decl: some SyntaxProtocol
  ) -> Holder {
    let owner = SyntaxScope.typePath(of: decl).joined(separator: ".")
    let isStatic = modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let kind: Holder.Kind = owner.isEmpty ? .topLevel : (isStatic ? .staticMember : .instanceMember)
    return Holder(
      kind: kind, owner: owner, call: call, type: type,
      hidden: ReducerConventionReader.isHidden(modifiers))
  }

  /// A holder's declared type: a function type's parameters, or a generic type's arguments.
  package struct DeclaredType {
    package var name: String?
    package var arguments: [String] = []
    package var function: (parameters: [String], result: String)?

    package init(_ type: TypeSyntax) {
      if let function = type.as(FunctionTypeSyntax.self) {
        self.function = (
          function.parameters.map { $0.type.trimmedDescription },
          function.returnClause.type.trimmedDescription
        )
      } else if let identifier = type.as(IdentifierTypeSyntax.self) {
        name = identifier.name.text
        arguments =
          identifier.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
      }
    }
  }

  /// The reducer types archgen knows how to call, told apart by the file's imports.
  package enum Library {
    case actomaton, composableArchitecture, combineFeedback

    package init?(imports tree: SourceFileSyntax, wrapper: String?) {
      guard let wrapper, ["Reducer", "Reduce"].contains(wrapper) else { return nil }
      let modules = Set(
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription })
      // `ActomatonUI`, `ActomatonStore` re-export Actomaton's `Reducer`.
      if modules.contains(where: { $0.hasPrefix("Actomaton") }) {
        self = .actomaton
      } else if modules.contains("ComposableArchitecture") {
        self = .composableArchitecture
      } else if modules.contains("CombineFeedback") {
        self = .combineFeedback
      } else {
        return nil
      }
    }

    /// The call on the reducer value, and the state and event types its generic arguments name.
    package func shape(_ found: inout Found, arguments: [String]) {
      var convention = found.convention
      switch self {
      case .actomaton:
        // `Reducer<Action, State, Environment>`: `reducer.run(action, &state, environment)`.
        convention.function = "run"
        (convention.eventIndex, convention.stateIndex) = (0, 1)
        convention.labels = [nil, nil, nil]
        let environment = arguments.count == 3 ? arguments[2] : "Environment"
        convention.otherArguments = [
          2: environment == "()" || environment == "Void" ? "()" : "<#\(environment)#>"
        ]
        if arguments.count == 3 {
          found.eventType = arguments[0]
          found.stateType = arguments[1]
        }
        convention.discardsResult = true
      case .composableArchitecture where arguments.count == 3 || convention.labels.count == 3:
        // The legacy `Reducer<State, Action, Environment> { state, action, environment in }`:
        // `reducer.run(&state, action, environment)`.
        convention.function = "run"
        convention.labels = [nil, nil, nil]
        (convention.stateIndex, convention.eventIndex) = (0, 1)
        let environment = arguments.count == 3 ? arguments[2] : "Environment"
        convention.otherArguments = [
          2: environment == "()" || environment == "Void" ? "()" : "<#\(environment)#>"
        ]
        convention.discardsResult = true
        if arguments.count == 3 {
          found.stateType = arguments[0]
          found.eventType = arguments[1]
        }
      case .composableArchitecture:
        // `Reduce<State, Action>`: `reducer.reduce(into: &state, action: action)`.
        convention.function = "reduce"
        convention.labels = ["into", "action"]
        (convention.stateIndex, convention.eventIndex) = (0, 1)
        convention.otherArguments = [:]
        convention.discardsResult = true
        if arguments.count == 2 {
          found.stateType = arguments[0]
          found.eventType = arguments[1]
        }
      case .combineFeedback:
        // `Reducer<State, Event>`, called as a function: `reducer(&state, event)`.
        convention.labels = [nil, nil]
        (convention.stateIndex, convention.eventIndex) = (0, 1)
        convention.otherArguments = [:]
        if arguments.count == 2 {
          found.stateType = arguments[0]
          found.eventType = arguments[1]
        }
      }
      convention.stateIsInout = true
      convention.returnsState = false
      found.convention = convention
    }
  }
}

/// The first reducer-shaped closure that starts on a line.
private final class ClosureAtLine: SyntaxVisitor {
  let line: Int
  let converter: SourceLocationConverter
  var found: ClosureExprSyntax?

  init(line: Int, converter: SourceLocationConverter) {
    self.line = line
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    if node.startLocation(converter: converter).line == line, ReducerDetector.detect(node) != nil {
      found = node
      return .skipChildren
    }
    return .visitChildren
  }
}
