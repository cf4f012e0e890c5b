//
//  LoginViewController.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import UIKit

/// Draws LoginStore.State and reports what the user does as actions. It holds no business
/// logic and never dismisses itself.
final class LoginViewController: UIViewController {
  private(set) var state: LoginStore.State
  /// Where user actions go; the Builder connects it to the store.
  var output: ((LoginStore.Action) -> Void)?

  private let stateLabel = UILabel()

  init(state: LoginStore.State) {
    self.state = state
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    stateLabel.numberOfLines = 0
    stateLabel.textAlignment = .center
    stateLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stateLabel)
    NSLayoutConstraint.activate([
      stateLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stateLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    render(state: state)
  }

  func render(state newState: LoginStore.State) {
    state = newState
    guard isViewLoaded else { return }
    stateLabel.text = String(describing: newState)
  }
}
