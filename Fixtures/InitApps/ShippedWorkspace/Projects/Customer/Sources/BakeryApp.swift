import SwiftUI

@main
struct BakeryApp: App {
  var body: some Scene { WindowGroup { Text("Bakery") } }
}
