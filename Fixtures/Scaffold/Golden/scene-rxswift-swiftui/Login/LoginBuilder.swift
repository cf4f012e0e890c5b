//
//  LoginBuilder.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import RxSwift
import UIKit

/// Creates the Login scene. The only part of the scene that reads the global environment.
@MainActor
enum LoginBuilder {
  /// - Parameter router: called on the main queue with the scene and each route it asks for;
  ///   the presenter decides what to do, dismissing the scene included.
  static func make(
    initial: LoginStore.State = .initial,
    router: @escaping (LoginViewController, LoginStore.Route) -> Void
  ) -> LoginViewController {
    let environment = CurrentEnvironment.env
    let store = LoginStore(
      initial: initial,
      dependencies: LoginStore.Dependencies(now: environment.date)
    )
    let view = LoginViewController(state: store.currentState)
    // The view keeps the store alive through `output`; the store sees the view only weakly.
    view.output = store.dispatch
    // Render only once the view is loaded.
    view.loadViewIfNeeded()
    store.state
      .observe(on: MainScheduler.asyncInstance)
      .subscribe(onNext: { [weak view] state in view?.render(state: state) })
      .disposed(by: store.disposeBag)
    store.routes
      .observe(on: MainScheduler.asyncInstance)
      .subscribe(onNext: { [weak view] route in
        guard let view else { return }
        router(view, route)
      })
      .disposed(by: store.disposeBag)
    return view
  }
}
