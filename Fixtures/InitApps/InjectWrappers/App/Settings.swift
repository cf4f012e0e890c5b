import Foundation

// The app's own wrapper of a setting: it resolves nothing, so it injects nothing.
@propertyWrapper
struct Stored<Value> {
  let key: String
  var wrappedValue: Value? { UserDefaults.standard.object(forKey: key) as? Value }
}

final class Settings {
  @Stored(key: "zoom") var zoom: Double?
}
