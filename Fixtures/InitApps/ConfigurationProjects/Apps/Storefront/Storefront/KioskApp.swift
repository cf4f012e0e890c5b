import KioskKit
import SwiftUI

// One app project per configuration over one package: this one is the App Store build.
@main
struct KioskApp: App {
  var body: some Scene {
    WindowGroup { ShelfView(shelf: Shelf(items: ["tea", "cake"])) }
  }
}
