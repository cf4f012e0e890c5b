import Swinject

// Swinject's container behind a singleton: screens resolve from
// `AppAssembly.shared.assembler.resolver`, and read nothing else through it.
final class AppAssembly {
  static let shared = AppAssembly()

  let assembler = Assembler([ServiceAssembly()])
}

final class ServiceAssembly: Assembly {
  func assemble(container: Container) {
    container.register(APIClient.self) { _ in APIClient() }.inObjectScope(.container)
    container.register(OrderStore.self) { r in OrderStore(api: r.resolve(APIClient.self)!) }
    container.register(Analytics.self) { _ in Analytics() }
  }
}

final class APIClient { func items() -> [String] { [] } }
final class OrderStore {
  let api: APIClient
  init(api: APIClient) { self.api = api }
}
final class Analytics { func track(_ event: String) {} }
