import SwiftUI

struct ReaderView: View {
  let text: String

  var body: some View {
    Text(text)
      .lineSpacing(Preferences.shared.lineWidth)
      .preferredColorScheme(Preferences.shared.readerTheme == .dark ? .dark : nil)
  }
}
