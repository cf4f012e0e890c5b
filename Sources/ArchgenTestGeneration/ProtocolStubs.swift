/// Stubs of the protocols an owner's initializer takes (a reactor's service, a view model's
/// repository): a private class a test builds the owner with, implementing every requirement of
/// the protocol and of the protocols it inherits, each answering a neutral value or stopping
/// with `fatalError` where the type has none. A transition that calls the service is not tested
/// through a stub (`StubbedServiceUse`): the stub's answer is not what the transition needs.
package enum ProtocolStubs {
  /// What a stub's member says where it has no value to answer.
  package static let unused = "fatalError(\"not used by this transition\")"

  /// Constraints a class meets by being one (`AnyObject`) or by holding nothing (`Sendable`).
  private static let markers: Set<String> = [
    "AnyObject", "class", "Sendable", "Swift.Sendable", "Swift.AnyObject",
  ]

  /// `GeneratedProfileLoadingStub` for `ProfileLoading` (`any Profile.Loading` gives
  /// `GeneratedProfileLoadingStub`).
  package static func typeName(_ protocolName: String) -> String {
    "Generated\(protocolName.split(separator: ".").joined())Stub"
  }

  /// The stub's name and declaration, or why none can be written (an associated type, a
  /// generic requirement, a protocol it inherits declared outside the files read); nil when
  /// `type` names no protocol the files declare.
  package static func stub(for type: String, catalog: TypeCatalog, near owner: String?)
    -> Result<(name: String, lines: [String], imports: [String]), Unstubbable>?
  {
    guard let declared = catalog.protocolType(named: type, near: owner) else { return nil }
    var members: [ProtocolRequirements.Member] = []
    var isMainActor = false
    var imports: [String] = []
    var pending = [declared]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next.qualifiedName).inserted else { continue }
      if let reason = next.unstubbable {
        return .failure(Unstubbable(reason: "`\(next.qualifiedName)` \(reason)"))
      }
      isMainActor = isMainActor || next.isMainActor
      imports += next.imports.filter { !imports.contains($0) }
      let fresh = next.members.filter { member in !members.contains(member) }
      members += fresh
      for inherited in next.inherited where !markers.contains(inherited) {
        guard let parent = catalog.protocolType(named: inherited, near: declared.qualifiedName)
        else {
          return .failure(
            Unstubbable(
              reason:
                "`\(next.qualifiedName)` inherits `\(inherited)`, declared outside the files read"
            ))
        }
        pending.append(parent)
      }
    }
    let builder = ValueBuilder(catalog: catalog, owner: declared.qualifiedName)
    var body = members.map { "  " + line(for: $0, builder: builder) }
    if members.contains(where: { $0.kind == .initializer }),
      !members.contains(where: { $0.heading == "init()" })
    {
      body.insert("  init() {}", at: 0)
    }
    let name = typeName(declared.qualifiedName)
    return .success(
      (
        name,
        [
          "/// Stands in for the `\(declared.qualifiedName)` the owner's initializer takes; the"
            + " transitions tested through it do not call it."
        ] + (isMainActor ? ["@MainActor"] : [])
          + ["private final class \(name): \(declared.qualifiedName) {"] + body + ["}"],
        imports
      ))
  }

  /// One member with a body: a neutral value of its type where the type has one, else
  /// `fatalError`.
  private static func line(for member: ProtocolRequirements.Member, builder: ValueBuilder)
    -> String
  {
    switch member.kind {
    case .initializer:
      return "\(member.heading) {}"
    case .function(let result):
      if ["Void", "()", "Swift.Void"].contains(result) { return "\(member.heading) {}" }
      return "\(member.heading) { \(neutral(result, builder: builder)) }"
    case .property(let type, let settable):
      let value = neutral(type, builder: builder)
      return settable
        ? "\(member.heading): \(type) { get { \(value) } set {} }"
        : "\(member.heading): \(type) { \(value) }"
    }
  }

  /// Why a protocol gets no stub.
  package struct Unstubbable: Error, Equatable {
    package var reason: String
  }

  /// The declarations of the stubs `lines` build (`GeneratedProfileLoadingStub()`), in the order
  /// of their names, and the modules their protocols' files import.
  package static func declarations(used lines: [String], catalog: TypeCatalog)
    -> (lines: [String], imports: [String])
  {
    guard lines.contains(where: { $0.contains("Stub()") }) else { return ([], []) }
    var found: [String: (lines: [String], imports: [String])] = [:]
    for declared in catalog.protocols.values.flatMap({ $0.map(\.type) }) {
      let name = typeName(declared.qualifiedName)
      guard found[name] == nil, lines.contains(where: { $0.contains(name + "()") }),
        case .success(let written) = stub(for: declared.qualifiedName, catalog: catalog, near: nil)
      else { continue }
      found[name] = (written.lines, written.imports)
    }
    let names = found.keys.sorted()
    var imports: [String] = []
    for name in names {
      imports += (found[name]?.imports ?? []).filter { !imports.contains($0) }
    }
    return (names.flatMap { [""] + (found[$0]?.lines ?? []) }, imports)
  }

  private static func neutral(_ type: String, builder: ValueBuilder) -> String {
    let value = builder.defaultValue(of: type)
    return value.contains("<#") || value.contains(ValueBuilder.localError) ? unused : value
  }
}
