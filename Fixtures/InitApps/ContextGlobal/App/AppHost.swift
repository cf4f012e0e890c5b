import UIKit

// A computed global over the app delegate's context: every screen reads `context.x`, and the
// context's type is a protocol whose requirements are the services it hands out.
var context: AppContextProviding {
  AppHost.shared.context
}

protocol AppHosting {
  var context: AppContextProviding { get }
  func useContext(_ kind: ContextKind)
}

enum ContextKind { case live, demo }

@main
final class AppHost: UIResponder, UIApplicationDelegate {
  static let shared: AppHosting = AppHost()

  private(set) var context: AppContextProviding = LiveContext()
}

extension AppHost: AppHosting {
  // Swaps what the global hands out, whatever its name: the environment's mutator.
  func useContext(_ kind: ContextKind) {
    switch kind {
    case .live: self.context = LiveContext()
    case .demo: self.context = DemoContext()
    }
  }
}
