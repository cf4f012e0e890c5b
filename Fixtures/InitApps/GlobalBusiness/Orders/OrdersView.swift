import SwiftUI

struct OrdersView: View {
  var body: some View {
    List(Biz.orders.open(), id: \.self) { order in
      OrderDetailView(order: order)
    }
    .environmentObject(AppEnvironment.shared)
  }
}
