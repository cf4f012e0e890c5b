import SwiftUI
import Swinject

@main
struct BistroApp: App {
  init() {
    let assembler = Assembler([ClientsAssembly()])
    Bistro.shared.container = assembler.resolver as! Container
  }

  var body: some Scene { WindowGroup { Text("Bistro") } }
}

// Registrations on the container an assembly is given: the container's construction.
struct ClientsAssembly: Assembly {
  func assemble(container: Container) {
    container.register(MenuClient.self) { _ in MenuClient() }
    container.register(OrderClient.self) { _ in OrderClient() }
    container.register(Pantry.self) { _ in Pantry() }
  }
}
