// A given/when/then test of a FeedbackSystem-based store, as in the seed.
import FeedbackSystem
import RxRelay
import RxSwift
import RxTest
import StoreVerification
import XCTest

final class LoginStore {
    enum State: Equatable {
        case idle
        case loggingIn(String)
        case loggedIn(String)
    }

    enum Event {
        case login(String)
        case didLogin(String)
    }

    private let system: FeedbackSystem<State, Event>
    private let events = PublishRelay<Event>()

    var state: ObservableProperty<State> { system.state }

    init(scheduler: SchedulerType) {
        system = FeedbackSystem(
            initial: .idle,
            scheduler: scheduler,
            reduce: { state, event in
                switch event {
                case let .login(user): state = .loggingIn(user)
                case let .didLogin(user): state = .loggedIn(user)
                }
            },
            feedbacks: [
                Feedback.just(effects: events.asObservable()),
                Feedback.lensing(
                    state: { (state: State) -> String? in
                        guard case let .loggingIn(user) = state else { return nil }
                        return user
                    },
                    effects: { user in Observable.just(Event.didLogin(user)) }
                ),
            ]
        )
    }

    func loginAsGuest() {
        events.accept(.login("guest"))
    }
}

final class LoginStoreTests: XCTestCase {
    func testLoginAsGuest() {
        let sut = StoreVerification<LoginStore, LoginStore.State>(given: { scheduler in
            let store = LoginStore(scheduler: scheduler)
            return (store, store.state.asObservable())
        })

        sut.verify(
            when: { store, scheduler in
                scheduler.advanceBy(10)
                store.loginAsGuest()
                scheduler.advanceBy(10)
            },
            then: { events in
                XCTAssertRecordedElements(events, [
                    .idle,
                    .loggingIn("guest"),
                    .loggedIn("guest"),
                ])
            }
        )
    }

    func testSeedStyleGivenAndSplitSteps() {
        // The seed returns `(store, store.state)` with an ObservableProperty.
        let sut = StoreVerification<LoginStore, LoginStore.State>(given: { scheduler in
            let store = LoginStore(scheduler: scheduler)
            return (store, store.state)
        })
        sut.when { store, scheduler in
            scheduler.advanceBy(1)
            store.loginAsGuest()
            scheduler.advanceTo(100)
        }
        sut.then { events in
            XCTAssertEqual(events.count, 3)
            XCTAssertEqual(events.last, .next(102, .loggedIn("guest")))
        }
    }
}
