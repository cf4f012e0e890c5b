import SwiftUI

struct ProfileView: View {
  private let orders = Bistro.shared.container.resolve(OrderClient.self)!

  var body: some View { Text("Profile") }
}
