// The seed's AuthService on the team's FeedbackSystem (with the seed's
// `override func dispatch` dropped: AuthService has no superclass).
import FeedbackSystem
import RxRelay
import RxSwift

struct Credentials: Equatable {
    let login: String
    let password: String
}

struct Token: Equatable {
    let value: String
}

protocol APIService {
    func authenticate(with credentials: Credentials) -> Observable<Result<Token, Error>>
}

extension AuthService {
    enum State {
        case idle
        case unauthenticated(Error?)
        case authenticating(Credentials)
        case authenticated(Token)

        static let initial: State = .idle
    }

    enum Action {
        case authenticate(Credentials)
    }

    enum Event {
        case action(Action)
        case didAuthenticate(Result<Token, Error>)
    }
}

extension AuthService.State {
    static func reduce(state: inout AuthService.State, event: AuthService.Event) {
        switch event {
        case let .action(.authenticate(credentials)):
            state = .authenticating(credentials)
        case let .didAuthenticate(.success(token)):
            state = .authenticated(token)
        case let .didAuthenticate(.failure(error)):
            state = .unauthenticated(error)
        }
    }

    var authenticatingCredentials: Credentials? {
        guard case let .authenticating(credentials) = self else {
            return nil
        }
        return credentials
    }
}

final class AuthService {
    private let system: FeedbackSystem<State, Event>
    private let actions = PublishRelay<Action>()

    var state: ObservableProperty<State> { system.state }
    var currentState: State { system.state.value }

    init(
        apiService: APIService,
        scheduler: SchedulerType = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "auth")
    ) {
        system = FeedbackSystem(
            initial: State.initial,
            scheduler: scheduler,
            reduce: State.reduce,
            feedbacks: [
                Feedback.just(effects: actions.map(Event.action)),
                Self.performAuthentication(apiService: apiService),
                Feedback.lensing(state: { $0.authenticatingCredentials?.login }, effects: { _ in .empty() }),
                Feedback(effects: { context in
                    context.source
                        .compactMap { $0.authenticatingCredentials }
                        .observe(on: context.scheduler)
                        .flatMapLatest { apiService.authenticate(with: $0) }
                        .map(Event.didAuthenticate)
                }),
            ]
        )
    }

    func dispatch(_ action: Action) {
        actions.accept(action)
    }

    static func performAuthentication(apiService: APIService) -> Feedback<State, Event> {
        Feedback.lensingSkippingRepeated(state: \.authenticatingCredentials, effects: { creds in
            apiService.authenticate(with: creds).map(Event.didAuthenticate)
        })
    }
}

func observe(_ service: AuthService, bag: DisposeBag) {
    service.state
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { state in print(state) })
        .disposed(by: bag)
    _ = service.state.asObservable().map { "\($0)" }
}
