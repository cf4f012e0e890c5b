//
//  LoginStoreTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import Combine
import Foundation
import XCTest

@testable import MyApp

/// Given/when/then tests of LoginStore.
final class LoginStoreTests: XCTestCase {
  private var cancellables = Set<AnyCancellable>()

  private func makeStore(
    initial: LoginStore.State = .initial
  ) -> LoginStore {
    LoginStore(initial: initial, dependencies: .init(now: { Date(timeIntervalSince1970: 0) }))
  }

  func testStartsInIdle() {
    // Given
    var received: [LoginStore.State] = []
    let store = makeStore()
    // When
    store.state.sink { received.append($0) }.store(in: &cancellables)
    // Then
    XCTAssertEqual(received.count, 1)
    XCTAssertTrue(store.currentState.isIdle)
  }

  func testCancel() {
    // Given
    var received: [LoginStore.State] = []
    let store = makeStore()
    store.state.sink { received.append($0) }.store(in: &cancellables)
    // When
    store.dispatch(.cancel)
    // Then
    XCTAssertEqual(received.count, 2)
    XCTAssertTrue(store.currentState.isIdle)
  }

  func testShowHelp() {
    // Given
    var received: [LoginStore.State] = []
    let store = makeStore()
    store.state.sink { received.append($0) }.store(in: &cancellables)
    // When
    store.dispatch(.showHelp)
    // Then
    XCTAssertEqual(received.count, 2)
    XCTAssertTrue(store.currentState.isIdle)
  }

  func testShowHelpAsksForShowHelp() {
    // Given
    var received: [LoginStore.Route] = []
    let store = makeStore()
    store.routes.sink { received.append($0) }.store(in: &cancellables)
    // When
    store.dispatch(.showHelp)
    // Then
    XCTAssertEqual(received.count, 1)
  }
}
