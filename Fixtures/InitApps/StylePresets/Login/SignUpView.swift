import SwiftUI

struct SignUpView: View {
  private let primary = ButtonStyles.primary
  private let border = ButtonStyles.border
  private let plain = ButtonStyles.plain

  var body: some View {
    Text("SignUpView").padding(CGFloat(primary.cornerRadius + border.borderWidth + plain.cornerRadius))
  }
}
