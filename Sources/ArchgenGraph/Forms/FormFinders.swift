import ArchgenCore

/// The finders as the registry runs them, each wrapping one finder of `ArchgenGraph` without
/// changing what it reads; the forms name them (`EntryForm.finder`).

/// `ReducerFinder`'s one walk over functions and closures: a chain of shapes, each branch one
/// form (`ReducerFunctionForm` … `ReducerClosureForm`), which stamps its machines itself.
package enum FunctionChainFinder: FormFinder {
  package static let wrapped: Any.Type = ReducerFinder.self
  package static let walk = FormWalk.everyFile

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    let finder = ReducerFinder(
      input.parsed, extraFunctions: input.extraFunctions, holders: input.holders,
      properties: input.properties, methods: input.methods, aliases: input.aliases,
      enumNames: input.enumNames)
    finder.walk(input.parsed.tree)
    found.reducers += finder.machines
    found.dropped += finder.dropped + finder.foldedHelpers
    found.handlers += finder.handlers
    // A closure handler (`closureHandler`) adds to its type's machine and takes no type from
    // the class machines: `didSet`'s machine of `state` is still read beside a subscription's.
    found.taken.formUnion(
      finder.reducers.filter { $0.form != ClosureHandlerForm.form }.map {
        $0.typePath.joined(separator: ".")
      })
  }
}

/// `EntryPointFinder`: adds the entry points' edges to the held handlers' machines.
package enum EntryPointFinderRun: FormFinder {
  package static let wrapped: Any.Type = EntryPointFinder.self
  package static let walk = FormWalk.everyFile

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    found.reducers = EntryPointFinder.adding(
      to: found.reducers, input.parsed, handlers: found.handlers, methods: input.methods)
  }
}

/// `ClassMachineFinder`, in types the function chain found no reducer in.
package enum ClassMachineFinderRun: FormFinder {
  package static let wrapped: Any.Type = ClassMachineFinder.self
  package static let walk = FormWalk.markedFiles

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    let handled = found.reducers.filter { $0.form == ClosureHandlerForm.form }.map {
      $0.typePath.joined(separator: ".")
    }
    let finder = ClassMachineFinder(
      input.parsed, holders: input.holders, methods: input.methods, taken: found.taken,
      handled: Set(handled), properties: input.properties)
    finder.walk(input.parsed.tree)
    found.reducers += stamped(finder.reducers, ClassMachineForm.self)
    found.dropped += finder.dropped
  }
}

package enum RouteTableFinderRun: FormFinder {
  package static let wrapped: Any.Type = RouteTableFinder.self
  package static let walk = FormWalk.markedFilesWith(["addRoute"])

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    let finder = RouteTableFinder(input.parsed)
    finder.walk(input.parsed.tree)
    found.reducers += stamped(finder.reducers, RouteTableForm.self)
  }
}

package enum TransitionTableFinderRun: FormFinder {
  package static let wrapped: Any.Type = TransitionTableFinder.self
  package static let walk = FormWalk.markedFilesWith(["var transition"])

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    let finder = TransitionTableFinder(input.parsed)
    finder.walk(input.parsed.tree)
    found.reducers += stamped(finder.reducers, TransitionTableForm.self)
  }
}

/// `TableLiteralFinder`: a type drawn from its table is no longer a dropped candidate.
package enum TableLiteralFinderRun: FormFinder {
  package static let wrapped: Any.Type = TableLiteralFinder.self
  /// `[State: [Event: State]]`, `[(State, Event, State)]`.
  package static let walk = FormWalk.markedFilesWith(["]]", ")]"])

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    let tables = TableLiteralFinder.reducers(in: input.parsed)
    let drawn = Set(tables.map { "\($0.name).\($0.function ?? "")" })
    found.reducers += stamped(tables, TableLiteralForm.self)
    found.dropped.removeAll { drawn.contains($0.name) }
  }
}

package enum StateEnumMethodFinderRun: FormFinder {
  package static let wrapped: Any.Type = StateEnumMethodFinder.self
  package static let walk = FormWalk.markedFilesWith(["switch self", "self = ."])

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    let finder = StateEnumMethodFinder(input.parsed, enums: input.enumNames)
    finder.walk(input.parsed.tree)
    found.reducers += stamped(finder.reducers, StateEnumMethodForm.self)
  }
}

package enum UniFlowFinderRun: FormFinder {
  package static let wrapped: Any.Type = UniFlowFinder.self
  package static let walk = FormWalk.everyFile

  package static func find(_ input: FormInput, into found: inout FormFindings) {
    // Its transitions are in static functions: a file that never says `static` has none.
    guard ByteSearch.containsAny(input.parsed.text, ["static"]) else { return }
    let finder = UniFlowFinder(input.parsed)
    finder.walk(input.parsed.tree)
    found.uniFlow += finder.facts
  }
}

/// The machines of a finder that reads one form, with that form as their origin.
private func stamped(_ reducers: [ReducerFacts], _ form: any EntryForm.Type) -> [ReducerFacts] {
  reducers.map { reducer in
    var reducer = reducer
    reducer.form = form.form
    return reducer
  }
}
