final class TrackLibrary {
  private(set) var tracks: [[String: Any]] = []
  func reload() {}
  // An entry of the dictionary it is given: the caller's value, not a store of services.
  func title(of track: [String: Any]) -> String {
    return track["title"] as! String
  }
}
final class TrackPlayer {
  func play(_ title: String) {}
}
final class Preferences {
  var loops = false
}
final class UploadQueue {
  func send(_ title: String) {}
}
