import Foundation

@propertyWrapper
struct StoredSetting<Value: Codable> {
  let key: String
  let defaultValue: Value

  var wrappedValue: Value {
    get {
      guard let data = UserDefaults.standard.data(forKey: key),
        let value = try? JSONDecoder().decode(Value.self, from: data)
      else { return defaultValue }
      return value
    }
    set { UserDefaults.standard.set(try? JSONEncoder().encode(newValue), forKey: key) }
  }
}

@propertyWrapper
struct OptionalStoredSetting<Value: Codable> {
  let key: String

  var wrappedValue: Value? {
    get {
      UserDefaults.standard.data(forKey: key).flatMap {
        try? JSONDecoder().decode(Value.self, from: $0)
      }
    }
    set { UserDefaults.standard.set(try? JSONEncoder().encode(newValue), forKey: key) }
  }
}
