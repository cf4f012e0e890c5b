import Foundation

/// What a planner looks up once per reducer rather than once per transition: the cases of the
/// state and event enums by name, the labels of the state's payloads, and the shortest paths from
/// the initial state. Shared by the copies
/// of a planner (`PathFinder` takes one), filled the first time each is asked, so that planning
/// a reducer of N cases is linear in N (a lookup by walking the cases took N steps each).
package final class PlannerLookup: @unchecked Sendable {
  private let lock = NSLock()
  private var indexes: [String: [String: TypeCatalog.EnumCase]] = [:]
  private var labels: [String: Set<String>] = [:]
  private var tree: [String: Link]?

  /// The step that reaches a state on a path from the initial one, and the state it leaves.
  package struct Link {
    package var from: String
    package var step: String
  }

  /// The paths from the initial state (`PathFinder`), found the first time a test needs one.
  package func pathTree(_ find: () -> [String: Link]) -> [String: Link] {
    lock.lock()
    let known = tree
    lock.unlock()
    if let known { return known }
    // Found without the lock: finding looks cases up here too.
    let found = find()
    lock.lock()
    defer { lock.unlock() }
    if tree == nil { tree = found }
    return tree ?? found
  }

  /// The case `name` of `type`, as `type.enumCase(name)` finds it (the first of that name).
  package func enumCase(_ name: String, of type: TypeCatalog.EnumType) -> TypeCatalog.EnumCase? {
    lock.lock()
    defer { lock.unlock() }
    if let index = indexes[type.qualifiedName] { return index[name] }
    var index: [String: TypeCatalog.EnumCase] = [:]
    for enumCase in type.cases where index[enumCase.name] == nil {
      index[enumCase.name] = enumCase
    }
    indexes[type.qualifiedName] = index
    return index[name]
  }

  /// The labels of every payload of `type`'s cases.
  package func payloadLabels(of type: TypeCatalog.EnumType) -> Set<String> {
    lock.lock()
    defer { lock.unlock() }
    if let found = labels[type.qualifiedName] { return found }
    let found = Set(type.cases.flatMap { $0.payload.compactMap(\.label) })
    labels[type.qualifiedName] = found
    return found
  }
}
