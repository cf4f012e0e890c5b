import SwiftUI

struct EditProfileView: View {
  private let primary = ButtonStyles.primary
  private let border = ButtonStyles.border
  private let plain = ButtonStyles.plain

  var body: some View {
    Text("EditProfileView").padding(CGFloat(primary.cornerRadius + border.borderWidth + plain.cornerRadius))
  }
}
