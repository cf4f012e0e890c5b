/// Services: small state machines reduced by events, repositories and their protocols.
extension FileRenderer {
  /// A service that is a small state machine reduced by events.
  mutating func statefulService() {
    let name = file.name
    let base = stem(name, dropping: "Service")
    out.add("import Foundation\n")
    out.open("final class \(name)")
    out.add(
      """
      enum State: Equatable {
        case idle
        case running(progress: Int)
        case finished(Date)
        case failed(String)
      }

      enum Event {
        case start
        case progressed(Int)
        case finished(Date)
        case failed(String)
        case reset
      }

      private(set) var state: State = .idle
      private var observers: [(State) -> Void] = []

      func observe(_ observer: @escaping (State) -> Void) {
        observers.append(observer)
        observer(state)
      }

      func send(_ event: Event) {
        Self.reduce(state: &state, event: event)
        for observer in observers { observer(state) }
      }

      static func reduce(state: inout State, event: Event) {
        switch event {
        case .start:
          state = .running(progress: 0)
        case .progressed(let progress):
          guard case .running = state else { return }
          state = .running(progress: min(progress, 100))
        case .finished(let date):
          state = .finished(date)
        case .failed(let message):
          state = .failed(message)
        case .reset:
          state = .idle
        }
      }

      """)
    out.open("func start\(base)()")
    out.add("send(.start)")
    plantedViolation(reading: "analytics")
    if file.violation == .read { out.add("analytics.track(\"\(lowerFirst(base))_start\")") }
    out.close()
    fill(reserve: 1)
    out.close()
  }

  mutating func repository() {
    let name = file.name
    let model = stem(name, dropping: "Repository")
    out.add("import Foundation\n")
    out.open("final class \(name)")
    out.add(
      """
      private let apiService: APIServicing
      private var cache: [String: \(model)] = [:]
      private let queue = DispatchQueue(label: "\(name.lowercased()).cache")

      init(apiService: APIServicing) {
        self.apiService = apiService
      }

      func item(id: String, completion: @escaping (Result<\(model), APIError>) -> Void) {
        if let cached = queue.sync(execute: { cache[id] }) {
          completion(.success(cached))
          return
        }
        apiService.request(\(model)Endpoint.detail(id: id)) { [weak self] (result: Result<\(model), APIError>) in
          if case .success(let item) = result {
            self?.queue.async { self?.cache[id] = item }
          }
          completion(result)
        }
      }
      """)
    fill(reserve: 1)
    out.close()
  }

  mutating func serviceProtocol() {
    let name = file.name
    let service = stem(name, dropping: "Protocol")
    out.add("import Foundation\n")
    out.open("protocol \(name): AnyObject")
    if service.contains("Repository") {
      let model = stem(service, dropping: "Repository")
      out.add("func item(id: String, completion: @escaping (Result<\(model), APIError>) -> Void)")
    } else {
      out.add("func observe(_ observer: @escaping (\(service).State) -> Void)")
      out.add("func send(_ event: \(service).Event)")
    }
    out.close()
    out.add("\nextension \(service): \(name) {}")
    fillInExtension(of: service)
  }

  /// `name` without trailing digits (from de-duplication) and without `suffix`.
  func stem(_ name: String, dropping suffix: String) -> String {
    var result = name
    while let last = result.last, last.isNumber { result.removeLast() }
    return result.hasSuffix(suffix) ? String(result.dropLast(suffix.count)) : result
  }

  /// Pads a file whose main declaration is closed already with an extension of `type`.
  mutating func fillInExtension(of type: String) {
    guard out.count + 4 < file.targetLines else { return }
    out.add("")
    out.open("extension \(type)")
    fill(reserve: 1)
    out.close()
  }
}
