import SwiftUI

struct ProfileView: View {
  var body: some View {
    Text(Biz.account.name)
      .onAppear { Biz.analytics.track("profile") }
      .environmentObject(AppEnvironment.shared)
  }
}
