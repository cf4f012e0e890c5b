import AppIntents
import SwiftUI

@main
struct ShelfApp: App {
  init() {
    let shelf = Shelf.shared
    AppDependencyManager.shared.add(dependency: shelf.library)
    AppDependencyManager.shared.add(dependency: shelf.player)
    AppDependencyManager.shared.add(dependency: shelf.downloads)
  }

  var body: some Scene { WindowGroup { Text("Shelf") } }
}
