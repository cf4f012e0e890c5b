import SwiftUI

struct OrderDetailView: View {
  let order: String

  var body: some View {
    Text(order).environmentObject(AppEnvironment.shared)
  }
}
