import Factory
import SwiftUI

@main
struct LedgerApp: App {
  // The root pulls the clock once to build the first screen: wiring, not a read.
  private let clock = Container.shared.clock.lookUp()

  var body: some Scene {
    WindowGroup { LedgerCard() }
  }
}
