//
//  LoginStore.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import Combine
import Foundation

/// Business logic of the Login scene: owns the state, takes actions, derives routes.
final class LoginStore {
  /// The current state and every change after it.
  var state: AnyPublisher<State, Never> { stateSubject.eraseToAnyPublisher() }
  var currentState: State { stateSubject.value }
  /// Routes derived from states and from actions.
  var routes: AnyPublisher<Route, Never> { routeSubject.eraseToAnyPublisher() }
  /// Holds the subscriptions made for this store (by its Builder), so they end with it.
  var cancellables = Set<AnyCancellable>()

  private let stateSubject: CurrentValueSubject<State, Never>
  private let routeSubject = PassthroughSubject<Route, Never>()
  private let dependencies: Dependencies

  init(initial: State = .initial, dependencies: Dependencies) {
    stateSubject = CurrentValueSubject(initial)
    self.dependencies = dependencies
  }

  func dispatch(_ action: Action) {
    var newState = currentState
    LoginStore.reduce(state: &newState, action: action)
    stateSubject.send(newState)
    if let route = LoginStore.route(for: newState) { routeSubject.send(route) }
    if let route = LoginStore.route(for: action) { routeSubject.send(route) }
  }
}

extension LoginStore {
  /// What the store needs from the outside world. The Builder fills it from the environment.
  struct Dependencies {
    var now: () -> Date
  }

  /// The state machine: a pure function of the state and an action.
  static func reduce(state: inout State, action: Action) {
    switch action {
    case .submit(let value):
      state = .submitting(value)
    case .cancel:
      state = .idle
    case .showHelp:
      state = .idle
    }
  }
}
