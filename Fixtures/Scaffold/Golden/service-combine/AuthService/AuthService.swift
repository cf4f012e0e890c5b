//
//  AuthService.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import Combine
import CombineFeedbackSystem
import Foundation

/// The Auth service. Its state changes only in `State.reduce`, driven by events on a
/// feedback loop that runs on one serial scheduler.
final class AuthService {
  /// The current state and every change after it.
  var state: AnyPublisher<State, Never> { system.state }
  var currentState: State { system.currentState }

  private let system: FeedbackSystem<State, Event>
  private let actions = PassthroughSubject<Action, Never>()

  /// - Parameter scheduler: a serial scheduler; tests pass `ImmediateScheduler.shared`.
  init<S: Scheduler>(scheduler: S) {
    system = FeedbackSystem(
      initial: State.initial,
      scheduler: scheduler,
      reduce: State.reduce,
      feedbacks: [
        Feedback.just(effects: actions.map(Event.action))
      ]
    )
  }

  convenience init() {
    self.init(scheduler: DispatchQueue(label: "AuthService", qos: .userInitiated))
  }

  func dispatch(_ action: Action) {
    actions.send(action)
  }
}
