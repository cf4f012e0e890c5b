import SwiftUI

// A result builder on stored properties, functions and computed properties: never a wrapper.
struct Card<Content: View, Footer: View>: View {
  @ViewBuilder var content: Content
  @ViewBuilder var footer: Footer

  var body: some View { VStack { content; footer } }
}
