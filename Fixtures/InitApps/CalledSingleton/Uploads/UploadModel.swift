final class UploadModel {
  func upload() {
    let registry = Bootstrap.shared().registry
    let connectivity =
      registry.service(of: ConnectivityService.identifier) as? ConnectivityService
    guard connectivity?.isOnline() ?? false else { return }
    Analytics.shared.track("upload")
  }
}
