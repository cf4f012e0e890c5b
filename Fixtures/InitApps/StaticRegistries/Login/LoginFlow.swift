struct LoginFlow {
  func start() { AppCoordinator.shared.showLogin() }
}
