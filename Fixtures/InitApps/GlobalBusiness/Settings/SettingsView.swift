import SwiftUI

struct SettingsView: View {
  var body: some View {
    Form {
      Text(Biz.account.name)
      Text(AppEnvironment.shared.isOnline ? "Online" : "Offline")
    }
  }
}
