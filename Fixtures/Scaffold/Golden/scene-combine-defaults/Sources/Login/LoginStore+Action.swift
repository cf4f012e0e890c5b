//
//  LoginStore+Action.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

extension LoginStore {
  /// What the Login screen asks the store to do.
  enum Action {
    case load
    case dismiss
  }
}
