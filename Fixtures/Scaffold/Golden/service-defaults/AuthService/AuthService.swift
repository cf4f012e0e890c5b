//
//  AuthService.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import FeedbackSystem
import RxRelay
import RxSwift

/// The Auth service. Its state changes only in `State.reduce`, driven by events on a
/// feedback loop that runs on one serial scheduler.
final class AuthService {
  /// The current state and every change after it.
  var state: ObservableProperty<State> { system.state }

  private let system: FeedbackSystem<State, Event>
  private let actions = PublishRelay<Action>()

  /// - Parameter scheduler: a serial scheduler; tests pass a `TestScheduler`.
  init(
    scheduler: SchedulerType = SerialDispatchQueueScheduler(
      qos: .userInitiated,
      internalSerialQueueName: "AuthService"
    )
  ) {
    system = FeedbackSystem(
      initial: State.initial,
      scheduler: scheduler,
      reduce: State.reduce,
      feedbacks: [
        Feedback.just(effects: actions.map(Event.action))
      ]
    )
  }

  func dispatch(_ action: Action) {
    actions.accept(action)
  }
}
