import SwiftUI

struct ProfileView: View {
  let store: ProfileStore

  var body: some View {
    // archgen:disable:next direct-environment-access
    Text(CurrentEnvironment.env.locale.identifier)
    Text(verbatim: "\(CurrentEnvironment.env.date())")
  }

  // archgen:disable:next direct-environment-access
  func title() -> String { "Profile" }
}
