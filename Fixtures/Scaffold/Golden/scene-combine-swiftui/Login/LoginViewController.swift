//
//  LoginViewController.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import SwiftUI
import UIKit

/// Draws LoginStore.State and reports what the user does as actions. It holds no business
/// logic and never dismisses itself.
struct LoginView: View {
  let state: LoginStore.State
  let send: (LoginStore.Action) -> Void

  var body: some View {
    VStack(spacing: 16) {
      Text(String(describing: state))
      Button("Cancel") { send(.cancel) }
      Button("Show help") { send(.showHelp) }
    }
    .padding()
  }
}

/// Hosts LoginView so the scene is presented like any other view controller.
final class LoginViewController: UIHostingController<LoginView> {
  private(set) var state: LoginStore.State
  /// Where user actions go; the Builder connects it to the store.
  var output: ((LoginStore.Action) -> Void)?

  init(state: LoginStore.State) {
    self.state = state
    super.init(rootView: LoginView(state: state, send: { _ in }))
    rootView = makeView(state: state)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  func render(state newState: LoginStore.State) {
    state = newState
    rootView = makeView(state: newState)
  }

  private func makeView(state: LoginStore.State) -> LoginView {
    LoginView(state: state, send: { [weak self] action in self?.output?(action) })
  }
}
