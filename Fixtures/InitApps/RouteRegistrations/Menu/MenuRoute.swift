import Swinject

struct MenuRoute {
  func open() -> MenuModel {
    let container = Bistro.shared.container
    container.register(MenuModel.self) { resolver in
      let client = resolver.resolve(MenuClient.self)!
      return MenuModel(client: client)
    }
    return container.resolve(MenuModel.self)!
  }
}

final class MenuModel {
  let client: MenuClient
  init(client: MenuClient) { self.client = client }
}
