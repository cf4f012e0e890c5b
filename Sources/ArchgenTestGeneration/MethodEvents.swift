import ArchgenGraph

/// The events of a class machine, which are its methods (`connect()`, `finish(pages:)`): graph
/// draws a method's name as the event. A test calls them on the object it builds
/// (`store.finish(pages: 1)`), their arguments built as an event case's payload is, one case per
/// method the transitions name that a test can call.
package struct MethodEvents: Equatable {
  /// A case per method a test can call, its payload the parameters without a default value.
  package var events: TypeCatalog.EnumType
  /// How each method is called, by name.
  package var methods: [String: Method] = [:]
  /// The methods the transitions name that a test cannot call (`private`, `fileprivate`).
  package var hidden: Set<String> = []
  /// The machine's other events are cases of its event enum (a struct machine whose `start()`
  /// sits beside `received(_ message:)`, which switches over the message): only the events
  /// named here are calls of methods.
  package var besideCases = false

  /// Whether the event `name` is one of these methods, not a case of an event enum.
  package func names(_ name: String) -> Bool {
    !besideCases || methods[name] != nil || hidden.contains(name)
  }

  package struct Method: Equatable {
    package var isAsync = false
    package var isThrowing = false
    /// It is `@MainActor` (`MethodIsolation`): its test runs on the main actor.
    package var isMainActor = false
    /// It sets a static value of its type a test cannot set back (`UnrestorableStatics`).
    package var leavesGlobal = false
    /// It returns a value: called as `_ = …`.
    package var returnsValue = false
    /// Each parameter's name inside the body (what a guard names) and its key in the case's
    /// payload (its label, or `_0` for an unlabeled one).
    package var keys: [String: String] = [:]
  }

  /// `store.finish(pages: 1)` for the event `.finish(pages: 1)`, with the method's effects.
  package func call(_ event: String, on receiver: String) -> String {
    let name = String(event.drop { $0 == "." }.prefix { $0 != "(" })
    var arguments = String(event.drop { $0 == "." }.dropFirst(name.count))
    if arguments.isEmpty { arguments = "()" }
    let method = methods[name] ?? Method()
    let effects = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
    return (method.returnsValue ? "_ = " : "") + "\(effects)\(receiver).\(name)\(arguments)"
  }

  /// The guard's conditions written as the payload's keys (`host` of `connect(to host:)` is
  /// `to`), or nil when one names anything but the method's parameters or the state itself (a
  /// field of the holder, a global): a test passes arguments, it does not set those.
  package func atoms(
    _ atoms: [GuardSolver.Atom], event: String, stateNames: Set<String>
  ) -> [GuardSolver.Atom]? {
    let keys = methods[event]?.keys ?? [:]
    var renamed: [GuardSolver.Atom] = []
    for atom in atoms {
      if stateNames.contains(atom.name) {
        renamed.append(atom)
        continue
      }
      guard let key = keys[atom.name] else { return nil }
      // An unlabeled argument is met by name only when it is the one payload element.
      if key.hasPrefix("_") {
        guard keys.count == 1 else { return nil }
        renamed.append(atom)
        continue
      }
      var atom = atom
      atom.name = key
      renamed.append(atom)
    }
    return renamed
  }
}
