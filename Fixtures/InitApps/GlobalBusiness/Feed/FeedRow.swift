import SwiftUI

struct FeedRow: View {
  let title: String

  var body: some View {
    Text(title).environmentObject(AppEnvironment.shared)
  }
}
