//
//  AuthService+Event.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

extension AuthService {
  /// Everything that changes the state: the callers' actions and what the effects report back.
  enum Event {
    case action(Action)
    case didAuthenticate(Token)
    case didFail(message: String)
  }
}
