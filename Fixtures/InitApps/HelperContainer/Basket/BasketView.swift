import SwiftUI

struct BasketView: View {
  let store = Workbench.shared.assembledContainer().resolve(BasketStore.self)!

  var body: some View {
    List(store.items, id: \.self) { Text($0) }
  }
}
