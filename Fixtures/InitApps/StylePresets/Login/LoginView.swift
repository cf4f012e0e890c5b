import SwiftUI

struct LoginView: View {
  private let primary = ButtonStyles.primary
  private let border = ButtonStyles.border
  private let plain = ButtonStyles.plain

  var body: some View {
    Text("LoginView").padding(CGFloat(primary.cornerRadius + border.borderWidth + plain.cornerRadius))
  }
}
