import SwiftUI

struct ReaderToolbar: View {
  @State private var theme = Preferences.shared.readerTheme

  var body: some View {
    Button("Theme") {
      theme = theme == .dark ? .light : .dark
      Preferences.shared.readerTheme = theme
    }
  }
}
