// A composable-architecture feature of our own writing whose effects call dependencies. A test
// store fails on a dependency the test does not override when its key has no `testValue`
// (`DigestClient`, only `liveValue`) or one that fails (`Archive`, `unimplemented`): those tests
// override it with a placeholder to fill (the test needs a value). `ReadingLog`'s own
// `testValue` works, so its test needs nothing. `load` receives the answer by its case key path
// (`@Reducer`): `receive(\.loaded)`. Not built in CI (the placeholders); its generated files are
// goldens.
import ComposableArchitecture

struct DigestClient {
  var fetch: @Sendable () async throws -> [String]
}

extension DigestClient: DependencyKey {
  static let liveValue = Self(fetch: { ["today"] })
}

struct ReadingLog {
  var record: @Sendable (String) async -> Void
}

extension ReadingLog: DependencyKey {
  static let liveValue = Self(record: { _ in })
  static let testValue = Self(record: { _ in })
}

struct Archive {
  var save: @Sendable ([String]) async -> Void
}

extension Archive: DependencyKey {
  static let liveValue = Self(save: { _ in })
  static let testValue = Self(save: unimplemented("Archive.save"))
}

extension DependencyValues {
  var digestClient: DigestClient {
    get { self[DigestClient.self] }
    set { self[DigestClient.self] = newValue }
  }

  var readingLog: ReadingLog {
    get { self[ReadingLog.self] }
    set { self[ReadingLog.self] = newValue }
  }

  var archive: Archive {
    get { self[Archive.self] }
    set { self[Archive.self] = newValue }
  }
}

@Reducer
struct DigestFeature {
  struct State: Equatable {
    var isLoading = false
    var entries: [String] = []
    var isStale = true
  }

  enum Action {
    case load
    case loaded([String])
    case markStale
    case archive
  }

  @Dependency(\.digestClient) var digestClient
  @Dependency(\.readingLog) var readingLog
  @Dependency(\.archive) var archive

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .load:
        state.isLoading = true
        return .run { send in
          let entries = try await digestClient.fetch()
          await send(.loaded(entries))
        }
      case let .loaded(entries):
        state.isLoading = false
        state.isStale = false
        state.entries = entries
        return .none
      case .markStale:
        state.isStale = true
        return .run { _ in await readingLog.record("stale") }
      case .archive:
        state.isStale = true
        state.entries = []
        return .run { [entries = state.entries] _ in await archive.save(entries) }
      }
    }
  }
}
