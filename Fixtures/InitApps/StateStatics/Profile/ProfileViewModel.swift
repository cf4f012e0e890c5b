final class ProfileViewModel {
  func title() -> String { Globals.instanceName }
  func posts() -> [String] { Globals.client.posts() }
}
