// sink(receiveValue:) only exists when Failure == Never.
// expect-error: 'sink(receiveValue:)' on 'Publisher' requires the types 'any Error' and 'Never' be equivalent
import Combine

final class Loader {
    let results = PassthroughSubject<Int, Error>()
    var cancellables = Set<AnyCancellable>()

    func start() {
        results.sink { print($0) }.store(in: &cancellables)
    }
}
