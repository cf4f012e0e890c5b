import Swinject

// The App Clip's own container, assembled once for its first screen.
final class ClipContainer {
  static let shared = ClipContainer()

  let container = Container()
  private var assembler: Assembler?

  init() {
    assembler = Assembler([KitchenAssembly()], container: container)
  }
}
