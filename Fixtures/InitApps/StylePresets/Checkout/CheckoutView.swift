import SwiftUI

struct CheckoutView: View {
  private let primary = ButtonStyles.primary
  private let border = ButtonStyles.border
  private let plain = ButtonStyles.plain

  var body: some View {
    Text("CheckoutView").padding(CGFloat(primary.cornerRadius + border.borderWidth + plain.cornerRadius))
  }
}
