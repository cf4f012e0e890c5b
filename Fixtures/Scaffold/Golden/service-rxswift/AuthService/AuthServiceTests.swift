//
//  AuthServiceTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import RxSwift
import RxTest
import StoreVerification
import XCTest

@testable import MyApp

/// Given/when/then tests of AuthService on a test scheduler.
final class AuthServiceTests: XCTestCase {
  private func makeVerification() -> StoreVerification<AuthService, AuthService.State> {
    StoreVerification(given: { scheduler in
      let service = AuthService(scheduler: scheduler)
      return (service, service.state.asObservable())
    })
  }

  func testStartsInIdle() {
    let sut = makeVerification()
    sut.verify(
      when: { _, scheduler in
        scheduler.advanceBy(10)
      },
      then: { events in
        XCTAssertEqual(events.last?.value.element?.isIdle, true)
      }
    )
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
