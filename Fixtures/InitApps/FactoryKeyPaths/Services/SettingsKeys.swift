import Foundation

/// The settings a screen reads through `@AppSetting(\.autoplay)`: values, not registrations.
struct SettingsKeys {
  var autoplay = false
  var skipSeconds = 30
}

@propertyWrapper
struct AppSetting<Value> {
  let keyPath: WritableKeyPath<SettingsKeys, Value>
  private var store = SettingsKeys()

  init(_ keyPath: WritableKeyPath<SettingsKeys, Value>) { self.keyPath = keyPath }

  var wrappedValue: Value {
    get { store[keyPath: keyPath] }
    set { store[keyPath: keyPath] = newValue }
  }
}
