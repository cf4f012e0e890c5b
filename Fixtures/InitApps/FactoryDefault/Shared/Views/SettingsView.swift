import Factory
import SwiftUI

struct SettingsView: View {
  @Injected(\.userSession) private var session
  var body: some View { Text("Settings") }
}
