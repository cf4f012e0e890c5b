import SwiftUI

struct SearchView: View {
  @State private var text = ""

  var body: some View {
    List(Biz.catalog.search(text), id: \.self) { Text($0) }
      .environmentObject(AppEnvironment.shared)
  }
}
