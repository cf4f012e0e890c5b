import SwiftUI

struct StockView: View {
  private let pantry = Bistro.shared.container.resolve(Pantry.self)!
  private let menu = Bistro.shared.container.resolve(MenuClient.self)!

  var body: some View { Text("\(menu.dishes().count)") }
}
