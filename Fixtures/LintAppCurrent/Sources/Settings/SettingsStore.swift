struct Preferences {
  var Current: Int = 0
}

final class SettingsStore {
  var preferences = Preferences()

  func bump() {
    preferences.Current += 1
    let value = preferences.Current
    print("Current.date() is not called here", value)
  }
}
