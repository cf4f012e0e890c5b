import SwiftUI

@main
struct StaffApp: App {
  var body: some Scene { WindowGroup { Text("Staff") } }
}
