//
//  LoginStore.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import Foundation
import RxRelay
import RxSwift

/// Business logic of the Login scene: owns the state, takes actions, derives routes.
final class LoginStore {
  /// The current state and every change after it.
  var state: Observable<State> { stateRelay.asObservable() }
  var currentState: State { stateRelay.value }
  /// Routes derived from states and from actions.
  let routes: Observable<Route>
  /// Holds the subscriptions made for this store (by its Builder), so they end with it.
  let disposeBag = DisposeBag()

  private let stateRelay: BehaviorRelay<State>
  private let actions = PublishRelay<Action>()
  private let dependencies: Dependencies

  init(initial: State = .initial, dependencies: Dependencies) {
    stateRelay = BehaviorRelay(value: initial)
    self.dependencies = dependencies
    let stateRoutes = stateRelay.asObservable().compactMap { LoginStore.route(for: $0) }
    let actionRoutes = actions.asObservable().compactMap { LoginStore.route(for: $0) }
    routes = Observable.merge(stateRoutes, actionRoutes)
  }

  func dispatch(_ action: Action) {
    var newState = currentState
    LoginStore.reduce(state: &newState, action: action)
    stateRelay.accept(newState)
    actions.accept(action)
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
    case .load:
      state = .loading
    case .dismiss:
      state = .idle
    }
  }
}
