import SwiftUI

struct FeedView: View {
  var body: some View {
    List(Biz.catalog.items(), id: \.self) { item in
      FeedRow(title: item)
    }
    .environmentObject(AppEnvironment.shared)
  }
}
