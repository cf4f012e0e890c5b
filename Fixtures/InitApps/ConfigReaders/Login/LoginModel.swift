import Foundation

final class LoginModel {
  let api = LoginAPI(base: ServerEnvironment.baseURL, client: ServerEnvironment.clientID)
  var retries: Int { Constants.shared.limits.retries }
}
