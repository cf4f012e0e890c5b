final class AppDelegate {
  func launch() { AppServices.instance = AppServices(api: APIClient()) }
}
