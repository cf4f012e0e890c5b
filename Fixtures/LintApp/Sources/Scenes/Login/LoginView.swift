import SwiftUI

struct LoginView: View {
  let store: LoginStore
  var formatter = LoginBuilder.Formatter()

  var body: some View {
    /* CurrentEnvironment.env.locale would be wrong here */
    Text(verbatim: "Hello")
  }
}
