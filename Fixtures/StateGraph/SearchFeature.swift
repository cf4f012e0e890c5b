// UniFlow (seed 004): transitions are static functions of a Feature; the function is the event.
enum Search: Feature {
  struct Preparing: SimpleState { typealias UFLFeature = Search }

  struct InProgress: FeatureState {
    typealias UFLFeature = Search
    let keyword: String
  }

  struct Finished: FeatureState {
    typealias UFLFeature = Search
    let keyword: String
    let results: [Any]
  }
}

extension Search {
  static func setup() -> Action {
    return initialization(into: Preparing.self)
  }

  static func begin(with word: String) -> Action {
    return transition(from: Preparing.self, into: InProgress.self) { _, become, submit in
      become { InProgress(keyword: word) }
      submit { finished(with: word, results: []) }
    }
  }

  static func finished(with word: String, results list: [Any]) -> Action {
    return transition(from: InProgress.self, into: Finished.self) { _, become, _ in
      become { Finished(keyword: word, results: list) }
    }
  }

  static func reset() -> Action {
    return transition(from: Finished.self, into: Preparing.self) { _, become, _ in
      become { Preparing() }
    }
  }

  static func close() -> Action {
    return deinitialization(from: Finished.self)
  }
}
