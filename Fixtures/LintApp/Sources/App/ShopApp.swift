import SwiftUI

@main
struct ShopApp: App {
  init() {
    EnvironmentAssembly.install()
  }

  var body: some Scene {
    WindowGroup {
      LoginBuilder().build()
    }
  }
}
