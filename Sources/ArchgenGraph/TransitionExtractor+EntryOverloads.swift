import SwiftSyntax

/// A method is its name with its argument labels: `process(editEvents:nextBatch:)` is not the
/// handler `process(viewAction:)`, though both are called `process`. A call to the machine's own
/// entry point is an event received later (SPEC §4); a call to another method of the same base
/// name that the type declares is a helper, followed like any other.
extension TransitionExtractor {
  /// Whether `call` (of the same-type method `name`) reaches one of the machine's entry points.
  package func isEntryPoint(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
    guard entryPoints.contains(name) else { return false }
    let full = MethodIndex.fullName(name, call)
    // Only an overload the type declares under other labels is told apart; a dispatcher known
    // by its name alone, or a call whose labels match no declaration, stays the entry point.
    guard methods[full] != nil, entryFullNames.contains(where: { $0.hasPrefix(name + "(") })
    else { return true }
    return entryFullNames.contains(full)
  }
}
