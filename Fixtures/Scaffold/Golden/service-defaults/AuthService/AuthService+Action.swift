//
//  AuthService+Action.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

extension AuthService {
  /// What callers ask the Auth service to do.
  enum Action {
    case load
    case reset
  }
}
