import Factory
import SwiftUI

struct PlayerView: View {
  @InjectedObservable(\.navigation) private var navigation
  @AppSetting(\.autoplay) private var autoplay: Bool
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button(autoplay ? "Autoplay on" : "Close") {
      navigation.path.removeAll()
      dismiss()
    }
  }
}
