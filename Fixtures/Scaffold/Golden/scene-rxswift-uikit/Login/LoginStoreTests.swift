//
//  LoginStoreTests.swift
//  MyApp
//
//  Created by Jane Appleseed on 2026-01-02.
//  Copyright © 2026 Example Ltd. All rights reserved.
//

import Foundation
import RxSwift
import RxTest
import XCTest

@testable import MyApp

/// Given/when/then tests of LoginStore.
final class LoginStoreTests: XCTestCase {
  private var disposeBag = DisposeBag()

  private func makeStore(
    initial: LoginStore.State = .initial
  ) -> LoginStore {
    LoginStore(initial: initial, dependencies: .init(now: { Date(timeIntervalSince1970: 0) }))
  }

  func testStartsInIdle() {
    // Given
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(LoginStore.State.self)
    let store = makeStore()
    // When
    store.state.subscribe(observer).disposed(by: disposeBag)
    // Then
    XCTAssertEqual(observer.events.count, 1)
    XCTAssertTrue(store.currentState.isIdle)
  }

  func testCancel() {
    // Given
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(LoginStore.State.self)
    let store = makeStore()
    store.state.subscribe(observer).disposed(by: disposeBag)
    // When
    store.dispatch(.cancel)
    // Then
    XCTAssertEqual(observer.events.count, 2)
    XCTAssertTrue(store.currentState.isIdle)
  }

  func testShowHelp() {
    // Given
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(LoginStore.State.self)
    let store = makeStore()
    store.state.subscribe(observer).disposed(by: disposeBag)
    // When
    store.dispatch(.showHelp)
    // Then
    XCTAssertEqual(observer.events.count, 2)
    XCTAssertTrue(store.currentState.isIdle)
  }

  func testShowHelpAsksForShowHelp() {
    // Given
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(LoginStore.Route.self)
    let store = makeStore()
    store.routes.subscribe(observer).disposed(by: disposeBag)
    // When
    store.dispatch(.showHelp)
    // Then
    XCTAssertEqual(observer.events.count, 1)
  }
}
