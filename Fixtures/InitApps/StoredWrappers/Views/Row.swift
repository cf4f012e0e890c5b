import SwiftUI

struct Row<Label: View>: View {
  @ViewBuilder var label: Label

  var body: some View { HStack { label; badge } }

  @ViewBuilder private var badge: some View { Text("new") }
}
