// Ordinary Combine usage that must type-check.
import Combine
import Foundation

struct Item: Equatable {
    let id: Int
    let title: String?
}

enum LoadError: Error {
    case offline
}

final class SearchViewModel: ObservableObject {
    @Published var query: String = ""
    @Published private(set) var results: [String] = []
    @Published var isLoading = false
    var title: String = ""

    private let items = CurrentValueSubject<[Item], Never>([])
    private let refresh = PassthroughSubject<Void, Never>()
    private let failures = PassthroughSubject<Item, LoadError>()
    private var cancellables = Set<AnyCancellable>()
    private var cancellableList: [AnyCancellable] = []

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .map { $0.lowercased() }
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] query in self?.title = query }
            .store(in: &cancellables)

        items
            .map { $0.compactMap(\.title) }
            .receive(on: RunLoop.main)
            .assign(to: \.results, on: self)
            .store(in: &cancellableList)

        refresh
            .map { true }
            .merge(with: Just(false))
            .assign(to: &$isLoading)

        failures
            .compactMap { $0.title }
            .sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: break
                    case .failure(let error): print(error)
                    }
                },
                receiveValue: { print($0) }
            )
            .store(in: &cancellables)

        refresh.send()
        items.send([Item(id: 1, title: "a")])
        _ = items.value
        objectWillChange.send()
    }

    func typedChains() {
        // Real return types of the operators.
        let mapped: Publishers.Map<PassthroughSubject<Void, Never>, Int> = refresh.map { 1 }
        let fused: Publishers.Map<PassthroughSubject<Void, Never>, String> = refresh.map { 1 }.map { "\($0)" }
        let compact: Publishers.CompactMap<CurrentValueSubject<[Item], Never>, Int> = items.compactMap { $0.first?.id }
        let merged: Publishers.Merge<Just<Int>, Just<Int>> = Publishers.Merge(Just(1), Just(2))
        let merged2: Publishers.Merge<Publishers.Map<PassthroughSubject<Void, Never>, Int>, Just<Int>> = mapped.merge(with: Just(3))
        let onMain: Publishers.ReceiveOn<Just<Int>, DispatchQueue> = Just(1).receive(on: DispatchQueue.main)
        let unique: Publishers.RemoveDuplicates<Published<String>.Publisher> = $query.removeDuplicates()
        let erased: AnyPublisher<Int, Never> = merged.merge(with: Just(4)).eraseToAnyPublisher()
        let immediate = Just(5).receive(on: ImmediateScheduler.shared)
        let empty: AnyPublisher<Int, LoadError> = Empty().eraseToAnyPublisher()
        let failing: AnyPublisher<Int, LoadError> = Fail(error: LoadError.offline).eraseToAnyPublisher()
        let recovered: AnyPublisher<Int, Never> = failing.replaceError(with: 0).eraseToAnyPublisher()
        let flat: AnyPublisher<Int, Never> = refresh.flatMap { _ in Just(1) }.eraseToAnyPublisher()
        let combined = Publishers.CombineLatest(Just(1), Just("a")).map { "\($0)\($1)" }
        _ = (fused, compact, merged2, onMain, unique, erased, immediate, empty, recovered, flat, combined)
        let future = Future<Int, LoadError> { promise in promise(.success(1)) }
        _ = future.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
        let anyCancellable = AnyCancellable { print("cancelled") }
        anyCancellable.cancel()
        _ = [1, 2, 3].publisher.sink { print($0) }
    }
}
