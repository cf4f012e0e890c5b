import ArchgenSyntax
import SwiftSyntax

/// A followed helper's parameter that has the name of the held state (`private func
/// update(viewState: ViewState) { self.viewState = viewState }`) is the value passed, and the
/// held state is still there as `self.viewState`: the helper sets it to what the call passes
/// (`update(viewState: .loading)` → `loading`). What decides is `self.`, not the names.
///
/// The same holds for every name a body binds: a case's payload (`case .handshake(let
/// state):` over `self.state`) or a local (`let commandState = try handler.handle(packet)`)
/// is a new value in its scope, not the state; what the body does to it (`state.done.fail(e)`,
/// a helper handed it) changes nothing of the state, which stays reachable as `self.state`.
extension TransitionExtractor {
  /// Takes `name` out of the state's names for a helper's body; a held state stays reachable
  /// through `self`.
  func shadowHeldState(_ name: String) {
    guard reference.stateNames.remove(name) != nil, stateIsHeld else { return }
    reference.selfOnlyNames.insert(name)
  }

  /// The names of the state that `names` rebind, taken out until `restoreShadowed` puts them
  /// back, with whether each was already reachable only through `self`.
  func shadowBound(_ names: [String]) -> [(name: String, wasSelfOnly: Bool)] {
    var taken: [(name: String, wasSelfOnly: Bool)] = []
    for name in Set(names).sorted() where reference.stateNames.contains(name) {
      taken.append((name, reference.selfOnlyNames.contains(name)))
      shadowHeldState(name)
    }
    return taken
  }

  /// Where the scope of shadowing names ends, the state's names are as before.
  func restoreShadowed(_ taken: [(name: String, wasSelfOnly: Bool)]) {
    for (name, wasSelfOnly) in taken {
      reference.stateNames.insert(name)
      if !wasSelfOnly { reference.selfOnlyNames.remove(name) }
    }
  }

  /// Walks a case's body with the names its pattern binds in its payloads shadowing the state.
  func walkCase(
    _ statements: CodeBlockItemListSyntax, binding pattern: PatternSyntax, _ context: Context
  ) {
    let taken = shadowBound(PayloadBindingNames.names(in: pattern))
    walk(statements, context)
    restoreShadowed(taken)
  }

  /// An event method's own parameters of another type that have a held value's name (`func
  /// verify(_ packet: Packet, state: AuthenticationState)`) are what its caller passes, not the
  /// value the object holds: they shadow it for the whole body, where `self.state` still
  /// reaches the held one. (A parameter of the state's own type, `func update(_ phase: Phase)
  /// { self.phase = phase }`, is left as it was read: a setter of the value it is given.)
  func shadowOwnParameters(of body: CodeBlockItemListSyntax) {
    guard stateIsHeld, let method = body.parent?.parent?.as(FunctionDeclSyntax.self) else {
      return
    }
    let names = method.signature.parameterClause.parameters.filter { !isStateType($0.type) }.map {
      ($0.secondName ?? $0.firstName).text
    }
    _ = shadowBound(names)
  }
}
