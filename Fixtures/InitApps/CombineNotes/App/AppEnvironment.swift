// Notes keeps its environment in a static property of the environment type itself.
import Foundation
import SwiftUI

final class AppEnvironment {
  static private(set) var shared = AppEnvironment()

  static func setShared(_ environment: AppEnvironment) {
    shared = environment
  }

  var storage = NoteStorage()
}

final class NoteStorage {}

/// SwiftUI's environment is another thing: a static default value, never read by Builders.
private struct ThemeKey: EnvironmentKey {
  static let defaultValue: ThemeEnvironment = ThemeEnvironment()
}

struct ThemeEnvironment {}
