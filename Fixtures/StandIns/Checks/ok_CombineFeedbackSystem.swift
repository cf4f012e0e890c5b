// The team's feedback system API on Combine.
import Combine
import CombineFeedbackSystem
import Foundation

final class SearchStore: ObservableObject {
    struct State: Equatable {
        var query: String?
        var results: [String] = []
    }

    enum Event {
        case search(String)
        case loaded([String])
    }

    private let system: FeedbackSystem<State, Event>
    private let input = PassthroughSubject<Event, Never>()
    private var cancellables = Set<AnyCancellable>()
    @Published private(set) var current = State()

    var state: AnyPublisher<State, Never> { system.state }

    init<S: Scheduler>(scheduler: S, search: @escaping (String) -> AnyPublisher<[String], Never>) {
        system = FeedbackSystem(
            initial: State(),
            scheduler: scheduler,
            reduce: { state, event in
                switch event {
                case let .search(query): state.query = query
                case let .loaded(results): state.results = results
                }
            },
            feedbacks: [
                Feedback.just(effects: input),
                Feedback.lensingSkippingRepeated(state: \.query, effects: { query in
                    search(query).map(Event.loaded).eraseToAnyPublisher()
                }),
                Feedback.lensing(state: { $0.results.first }, effects: { _ in Empty().eraseToAnyPublisher() }),
                Feedback(effects: { states in
                    states.compactMap(\.query).map { _ in Event.loaded([]) }.eraseToAnyPublisher()
                }),
            ]
        )
        system.state
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.current = $0 }
            .store(in: &cancellables)
        _ = system.currentState.results
    }

    func dispatch(_ event: Event) {
        input.send(event)
    }
}

func makeStores() {
    _ = SearchStore(scheduler: DispatchQueue.main, search: { _ in Just([]).eraseToAnyPublisher() })
    _ = SearchStore(scheduler: ImmediateScheduler.shared, search: { _ in Empty().eraseToAnyPublisher() })
    _ = SearchStore(scheduler: RunLoop.main, search: { Just([$0]).eraseToAnyPublisher() })
}
