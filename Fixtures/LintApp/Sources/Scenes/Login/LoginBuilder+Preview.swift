import SwiftUI

extension LoginBuilder {
  func preview() -> LoginView {
    LoginView(store: LoginStore(api: CurrentEnvironment.env.apiService, now: Date.init))
  }
}
