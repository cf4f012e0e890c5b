//
//  LoginStore+Route.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

extension LoginStore {
  /// Where the Login scene asks to go. Whoever presented the scene handles these,
  /// dismissing it included: a scene never dismisses itself.
  enum Route {
    case dismiss
  }

  /// The route a state asks for, if any.
  static func route(for state: State) -> Route? {
    nil
  }

  /// The route an action asks for, if any.
  static func route(for action: Action) -> Route? {
    switch action {
    case .load: return nil
    case .dismiss: return .dismiss
    }
  }
}
