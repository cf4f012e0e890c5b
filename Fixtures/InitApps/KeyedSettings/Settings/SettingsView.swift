import SwiftUI

struct SettingsView: View {
  var body: some View {
    Form {
      Text(Preferences.shared.syncAccount?.name ?? "Signed out")
      Text("Sort: \(Preferences.shared.sortOrder.rawValue)")
      Text("Theme: \(Preferences.shared.readerTheme.rawValue)")
    }
  }
}
