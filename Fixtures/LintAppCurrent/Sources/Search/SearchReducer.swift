import Foundation

struct SearchState {
  var results: [String] = []
  var updated: Date?
}

enum SearchEvent {
  case loaded([String])
}

enum SearchReducer {
  static func reduce(state: inout SearchState, event: SearchEvent) {
    switch event {
    case .loaded(let results):
      state.results = results
      state.updated = Current.date()
      state.updated = Date()
    }
  }

  static func format(_ state: SearchState) -> String {
    "Updated at \(String(describing: state.updated))"
  }
}
