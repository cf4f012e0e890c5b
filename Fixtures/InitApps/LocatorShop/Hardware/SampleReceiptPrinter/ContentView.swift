import SwiftUI

struct ContentView: View {
  let printer = ServiceLocator.printerService
  var body: some View { Text("Print") }
}
