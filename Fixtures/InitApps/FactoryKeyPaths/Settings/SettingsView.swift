import Factory
import SwiftUI

struct SettingsView: View {
  @InjectedObservable(\.navigation) private var navigation
  @AppSetting(\.autoplay) private var autoplay: Bool

  var body: some View {
    Toggle("Autoplay", isOn: .constant(autoplay))
      .onSubmit { navigation.path.append("settings") }
  }
}
