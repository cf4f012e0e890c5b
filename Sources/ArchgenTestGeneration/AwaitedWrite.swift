import ArchgenCore
import SwiftSyntax

/// A held state's write that runs in a `Task { }` the handler starts: a test can wait for it
/// when it can reach the task, because the handler returns it (`return Task { … }`) or keeps it
/// in a property the test reads (`loadTask = Task { … }`). The test then awaits the task's value
/// before it reads the state back. A task the handler drops, a completion handler or a scheduler
/// gives the test nothing to await: the transition keeps its skip, with the reason.
package enum AwaitedWrite {
  /// How a test reaches the task that makes the write.
  package enum Route: Equatable {
    /// The handler returns the task: `_ = await store.send(.load).value` (`?.value` when it
    /// returns a `Task?`).
    case returned(optional: Bool)
    /// The holder keeps it in `property`: `_ = await store.loadTask?.value`.
    case stored(property: String, optional: Bool)
    /// No task a test can reach (the handler drops it, or keeps it in a private property): the
    /// test waits, a bounded time, for the held state `property` to change from the start, then
    /// reads it. Its one write in the task is then the one that ran (`PolledWrite`).
    case polled(property: String)
  }

  package struct Awaited: Equatable {
    package var route: Route
    /// The task's failure type is not `Never`: its value is read with `try`.
    package var throwing: Bool
  }

  /// For a planner: whether the write on `line` is read right after the call (nil), after a task
  /// the test awaits, or gets no test, and why. Only a held state's handler (a view model's) is
  /// awaited; a later write in any other reducer keeps its skip.
  package static func check(line: Int, in source: ParsedSource?, convention: ReducerConvention)
    -> Result<Awaited?, TestSkip>
  {
    guard let source else { return .success(nil) }
    if CompiledOutWrite.isCompiledOut(line: line, in: source) { return .failure(.compiledOut) }
    let stateName = convention.stateName
    guard let read = read(line: line, in: source, stateName: stateName) else {
      // A test on the main actor reads the state before a main-actor task can run.
      if let held = convention.heldState, !held.isMainActor,
        racesTask(
          line: line, in: source, stateName: stateName,
          ignoringMainActorTasks: held.startsMainActorTasks)
      {
        return .failure(.racesTask)
      }
      return .success(nil)
    }
    guard let held = convention.heldState else { return .failure(.deferredWrite) }
    return read.map { awaited in
      guard case .polled = awaited.route else { return awaited }
      return Awaited(route: .polled(property: held.property), throwing: false)
    }
  }

  /// What the test function is marked with when it awaits the task.
  package static func effects(_ awaited: Awaited, _ convention: ReducerConvention) -> String {
    " async" + (convention.isThrowing || awaited.throwing ? " throws" : "")
  }

  /// The write on `line` runs when the handler runs (nil), after a task the test can await
  /// (`.success`), or later than a test can follow (`.failure`, with the reason).
  package static func read(line: Int, in source: ParsedSource, stateName: String)
    -> Result<Awaited, TestSkip>?
  {
    // Writes of a method the handler calls in a task (`Task { await refreshData() }`): how
    // often the method writes a field before the task ends is not read, so none is awaited.
    if DeferredCall.isDeferred(line: line, in: source, stateName: stateName) {
      return .failure(.deferredWrite)
    }
    guard let write = stateWrite(onLine: line, in: source, stateName: stateName),
      DeferredWrite.isDeferred(node: write, stateName: stateName)
    else { return nil }
    guard let closure = innermostClosure(of: write), let task = taskCall(starting: closure),
      !DeferredWrite.isDeferred(node: Syntax(task), stateName: stateName)
    else { return .failure(.deferredWrite) }
    if branches(between: write, and: closure) { return .failure(.branchInTask) }
    if laterWrite(after: write, in: closure, stateName: stateName) != nil {
      return .failure(.laterWriteInTask)
    }
    if writtenBefore(write, stateName: stateName) { return .failure(.writeBeforeTask) }
    // A task no test can reach is waited for by its one write (`check` names the property).
    let polled: Result<Awaited, TestSkip> =
      PolledWrite.followsThrowingWork(write, in: closure)
      ? .failure(.branchInTask) : .success(Awaited(route: .polled(property: ""), throwing: false))
    guard let route = route(of: task) else { return polled }
    switch route {
    case .failure(.hiddenTask): return polled
    case .failure(let reason): return .failure(reason)
    case .success(let found): return .success(found)
    }
  }

  /// Whether, after the write on `line`, the handler starts a task that writes the state too
  /// (`state = .loading`, then `Task { state = .loaded }`): off the main actor that task may run
  /// before the test reads the state, so a test of the first write reads it by luck. With
  /// `ignoringMainActorTasks` (the test runs on the main actor), a `Task { @MainActor in … }`
  /// does not race it.
  package static func racesTask(
    line: Int, in source: ParsedSource, stateName: String, ignoringMainActorTasks: Bool = false
  ) -> Bool {
    guard let write = stateWrite(onLine: line, in: source, stateName: stateName) else {
      return false
    }
    var node = write
    while let parent = node.parent, !parent.is(FunctionDeclSyntax.self),
      !parent.is(ClosureExprSyntax.self)
    {
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for item in list where item.position > node.position {
          let tasks = TaskCalls(viewMode: .sourceAccurate)
          tasks.walk(item)
          for task in tasks.found
          where !(ignoringMainActorTasks && MainActorTasks.isIsolated(task)) {
            let writes = StateWrites(stateName: stateName)
            writes.walk(task)
            if !writes.found.isEmpty { return true }
          }
        }
      }
      node = parent
    }
    return false
  }

  /// The write to the state on `line`, also where it sits in a closure on the line of another
  /// assignment (`task = Task { state = .loaded }`); else the line's first write.
  private static func stateWrite(onLine line: Int, in source: ParsedSource, stateName: String)
    -> Syntax?
  {
    for statement in source.statements(onLine: line) {
      let writes = StateWrites(stateName: stateName)
      writes.walk(statement)
      if let found = writes.found.first { return found }
    }
    return source.write(onLine: line)
  }

  /// The closure that holds the write, past those of calls the task awaits (`await
  /// MainActor.run { state = .content }` runs before the task goes on).
  private static func innermostClosure(of node: Syntax) -> ClosureExprSyntax? {
    var closure = node.ancestorOrSelf { $0.as(ClosureExprSyntax.self) }
    while let current = closure, let call = calling(current),
      call.parent?.is(AwaitExprSyntax.self) == true, let above = call.parent
    {
      closure = above.ancestorOrSelf { $0.as(ClosureExprSyntax.self) }
    }
    return closure
  }

  /// The call a closure is passed to, as an argument or a trailing closure.
  private static func calling(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    var node = Syntax(closure)
    while let parent = node.parent {
      if let call = parent.as(FunctionCallExprSyntax.self) { return call }
      guard
        parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
          || parent.is(MultipleTrailingClosureElementSyntax.self)
          || parent.is(MultipleTrailingClosureElementListSyntax.self)
      else { return nil }
      node = parent
    }
    return nil
  }

  /// `Task { }`, `Task(priority: .high) { }` or `Task.detached { }` whose body is `closure`.
  private static func taskCall(starting closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    guard let call = calling(closure), isTaskStart(call) else { return nil }
    return call
  }

  /// `Task { }`, `Task(priority:) { }`, `Task.detached { }`.
  package static func isTaskStart(_ call: FunctionCallExprSyntax) -> Bool {
    let called = call.calledExpression
    return called.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
      || (called.as(MemberAccessExprSyntax.self).map {
        $0.declName.baseName.text == "detached"
          && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
      } ?? false)
  }

  /// A write to the state in the task's body after `write` on a path that can follow it (not
  /// in another branch of an `if`, a `switch` or a `catch`): the task ends with that one.
  private static func laterWrite(
    after write: Syntax, in closure: ClosureExprSyntax, stateName: String
  )
    -> Syntax?
  {
    let writes = StateWrites(stateName: stateName)
    writes.walk(closure.statements)
    return writes.found.first { other in
      other.position > write.position && !exclusive(write, other)
    }
  }

  /// Whether the write sits in a branch of the task's body (a `catch`, an `if`, a `switch`, a
  /// `guard`'s exit): what the task awaited decides it, not the test.
  private static func branches(between write: Syntax, and closure: ClosureExprSyntax) -> Bool {
    var node = write
    while let parent = node.parent, parent.id != closure.id {
      if parent.is(CatchClauseSyntax.self) || parent.is(IfExprSyntax.self)
        || parent.is(SwitchCaseSyntax.self) || parent.is(GuardStmtSyntax.self)
        || parent.is(TernaryExprSyntax.self)
      {
        return true
      }
      node = parent
    }
    return false
  }

  /// Whether the handler or the task writes the state before this write (`state = .loading`,
  /// then `Task { state = .loaded }`): graph draws the write from the state written, which the
  /// handler does not start from, so a test sending the event from there would not reach it.
  private static func writtenBefore(_ write: Syntax, stateName: String) -> Bool {
    var node = write
    while let parent = node.parent, !parent.is(FunctionDeclSyntax.self) {
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        let writes = StateWrites(stateName: stateName)
        for item in list where item.position < node.position { writes.walk(item) }
        if !writes.found.isEmpty { return true }
      }
      node = parent
    }
    return false
  }

  /// Whether `a` and `b` sit in different branches of one choice, so that one run makes only one.
  private static func exclusive(_ a: Syntax, _ b: Syntax) -> Bool {
    var above: [SyntaxIdentifier: Syntax] = [:]
    var node: Syntax? = a
    var child = a
    while let current = node {
      above[current.id] = child
      child = current
      node = current.parent
    }
    var other = b
    while let parent = other.parent {
      if let fromA = above[parent.id] {
        // `parent` holds both: a choice when they sit in different clauses of it.
        let branching =
          parent.is(IfExprSyntax.self) || parent.is(SwitchCaseListSyntax.self)
          || parent.is(CatchClauseListSyntax.self) || parent.is(DoStmtSyntax.self)
        return branching && fromA.id != other.id
      }
      other = parent
    }
    return false
  }

  /// How the test gets hold of the task: the handler's result, or a property it is stored in.
  private static func route(of task: FunctionCallExprSyntax) -> Result<Awaited, TestSkip>? {
    let function = Syntax(task).ancestorOrSelf { $0.as(FunctionDeclSyntax.self) }
    let node = Syntax(task)
    guard let parent = node.parent else { return nil }
    // `return Task { … }`, or the task as the handler's only statement.
    let returned =
      parent.is(ReturnStmtSyntax.self)
      || (parent.is(CodeBlockItemSyntax.self) && function?.body?.statements.count == 1)
    if returned, let result = function?.signature.returnClause?.type {
      let (type, optional) = unwrapped(result)
      guard isTask(type) else { return nil }
      return .success(Awaited(route: .returned(optional: optional), throwing: throwsFailure(type)))
    }
    // `let saving = Task { … }` … `return saving`.
    if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let result = function?.signature.returnClause?.type, returnsLocal(name, after: binding)
    {
      let (type, optional) = unwrapped(result)
      guard isTask(type) else { return nil }
      return .success(Awaited(route: .returned(optional: optional), throwing: throwsFailure(type)))
    }
    let assignment = parent.as(ExprListSyntax.self)?.parent ?? parent
    if let stored = storedProperty(assigned: node, in: assignment) {
      return property(stored, holder: function)
    }
    return nil
  }

  /// Whether a statement after `binding`, in its block, is `return name`.
  private static func returnsLocal(_ name: String, after binding: PatternBindingSyntax) -> Bool {
    guard
      let item = Syntax(binding).ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    return list.contains { statement in
      statement.position > item.position
        && statement.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?
          .baseName.text == name
    }
  }

  /// `loadTask` of `loadTask = Task { … }` or `self.loadTask = Task { … }`.
  private static func storedProperty(assigned value: Syntax, in parent: Syntax) -> String? {
    if let sequence = parent.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        Syntax(elements[2]).id == value.id
      else { return nil }
      return name(of: elements[0])
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self), Syntax(infix.rightOperand).id == value.id
    {
      return name(of: infix.leftOperand)
    }
    return nil
  }

  private static func name(of target: ExprSyntax) -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The stored property's declaration in the handler's type: readable by a test, of a `Task`
  /// type it names (`Task<Void, Never>?`).
  private static func property(_ name: String, holder function: FunctionDeclSyntax?)
    -> Result<Awaited, TestSkip>?
  {
    guard
      let members = function.flatMap({ Syntax($0).parent })?.ancestorOrSelf(mapping: {
        $0.as(MemberBlockSyntax.self)
      })?.members
    else { return nil }
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        if ReducerConventionReader.isHidden(variable.modifiers) {
          return .failure(.hiddenTask)
        }
        guard let type = binding.typeAnnotation?.type else { return nil }
        let (wrapped, optional) = unwrapped(type)
        guard isTask(wrapped) else { return nil }
        return .success(
          Awaited(
            route: .stored(property: name, optional: optional), throwing: throwsFailure(wrapped)))
      }
    }
    return nil
  }

  /// The type inside an optional (`Task<Void, Never>?`), and whether it was one.
  private static func unwrapped(_ type: TypeSyntax) -> (TypeSyntax, Bool) {
    if let optional = type.as(OptionalTypeSyntax.self) { return (optional.wrappedType, true) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return (unwrapped.wrappedType, true)
    }
    return (type, false)
  }

  /// `Task<…>`: a value a test can await.
  private static func isTask(_ type: TypeSyntax) -> Bool {
    type.as(IdentifierTypeSyntax.self)?.name.text == "Task"
  }

  /// `Task<Success, Failure>` whose failure is not `Never` (or a type that is not `Task<…>`).
  private static func throwsFailure(_ type: TypeSyntax) -> Bool {
    guard let task = type.as(IdentifierTypeSyntax.self), task.name.text == "Task",
      let arguments = task.genericArgumentClause?.arguments, arguments.count == 2
    else { return true }
    return arguments.last?.argument.trimmedDescription != "Never"
  }

  /// The lines a test runs after the handler's call to wait for the task: `act` is that call as
  /// the convention writes it (`_ = store.send(.load)` for a handler that returns a value).
  package static func act(_ act: String, _ awaited: Awaited, holder: String = "store") -> String {
    let effects = (awaited.throwing ? "try " : "") + "await "
    switch awaited.route {
    case .returned(let optional):
      let call = act.hasPrefix("_ = ") ? String(act.dropFirst(4)) : act
      return "_ = \(effects)\(call)\(optional ? "?" : "").value"
    case .stored(let property, let optional):
      return act + "\n    _ = \(effects)\(holder).\(property)\(optional ? "?" : "").value"
    case .polled(let property):
      return PolledWrite.act(act, holder: holder, property: property)
    }
  }
}
