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
  let routes: AnyPublisher<Route, Never>
  /// Holds the subscriptions made for this store (by its Builder), so they end with it.
  var cancellables = Set<AnyCancellable>()

  private let stateSubject: CurrentValueSubject<State, Never>
  private let actions = PassthroughSubject<Action, Never>()
  private let dependencies: Dependencies

  init(initial: State = .idle, dependencies: Dependencies) {
    let stateSubject = CurrentValueSubject<State, Never>(initial)
    self.stateSubject = stateSubject
    self.dependencies = dependencies
    let stateRoutes = stateSubject.compactMap { LoginStore.route(for: $0) }
    let actionRoutes = actions.compactMap { LoginStore.route(for: $0) }
    routes = stateRoutes.merge(with: actionRoutes).eraseToAnyPublisher()
  }

  func dispatch(_ action: Action) {
    var newState = currentState
    LoginStore.reduce(state: &newState, action: action)
    stateSubject.send(newState)
    actions.send(action)
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
