//
//  AuthServiceTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import Combine
import XCTest

@testable import MyApp

/// Given/when/then tests of AuthService on an immediate scheduler.
final class AuthServiceTests: XCTestCase {
  private var cancellables = Set<AnyCancellable>()

  func testStartsInIdle() {
    // Given
    var received: [AuthService.State] = []
    let service = AuthService(scheduler: ImmediateScheduler.shared)
    // When
    service.state.sink { received.append($0) }.store(in: &cancellables)
    // Then
    XCTAssertEqual(received.last?.isIdle, true)
  }

  func testLogout() {
    // Given
    var state = AuthService.State.initial
    // When
    AuthService.State.reduce(state: &state, event: .action(.logout))
    // Then
    XCTAssertTrue(state.isIdle)
  }
}
