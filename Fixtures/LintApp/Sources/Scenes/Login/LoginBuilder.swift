import UIKit

final class LoginBuilder {
  func build() -> LoginView {
    let store = LoginStore(
      api: CurrentEnvironment.env.apiService,
      now: { CurrentEnvironment.env.date() })
    return LoginView(store: store, formatter: Formatter())
  }

  /// Nested types are not Builders, even inside one.
  struct Formatter {
    let locale = CurrentEnvironment.env.locale
  }
}
