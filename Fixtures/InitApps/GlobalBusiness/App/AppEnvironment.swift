import SwiftUI

/// The views' shared UI state: handed to the view tree with `.environmentObject`, read once.
final class AppEnvironment: ObservableObject {
  static let shared = AppEnvironment()
  static let fade = Animation.easeInOut

  @Published var isOnline = true
}
