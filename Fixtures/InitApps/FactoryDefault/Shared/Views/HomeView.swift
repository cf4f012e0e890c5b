import Factory
import SwiftUI

struct HomeView: View {
  @Injected(\.userSession) private var session
  var body: some View { Text("Home") }
}
