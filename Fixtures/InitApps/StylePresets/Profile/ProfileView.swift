import SwiftUI

struct ProfileView: View {
  private let primary = ButtonStyles.primary
  private let border = ButtonStyles.border
  private let plain = ButtonStyles.plain

  var body: some View {
    Text("ProfileView").padding(CGFloat(primary.cornerRadius + border.borderWidth + plain.cornerRadius))
  }
}
