import Swinject

// The app's own singleton keeps a Swinject container; the app's root fills it from assemblies,
// and screens both resolve from it and register their models on it as they open.
final class Bistro {
  static let shared = Bistro()

  var container = Container()

  private init() {}
}

final class MenuClient { func dishes() -> [String] { [] } }
final class OrderClient { func place(_ dish: String) {} }
final class Pantry { var stock: [String: Int] = [:] }
