import SwiftUI

struct KitchenView: View {
  private let pantry = Bistro.shared.container.resolve(Pantry.self)!

  var body: some View { Text("\(pantry.stock.count)") }
}
