/// A scene's store with its pure reducer, its builder and its router.
extension FileRenderer {
  mutating func store() {
    let name = feature.name
    let model = feature.model
    let extras = storeExtras
    out.add("import Foundation\n")
    out.open("final class \(name)Store")
    out.block("enum State: Equatable") { out in
      out.add("case idle\ncase loading\ncase loaded([\(model)])")
      if extras.empty { out.add("case empty") }
      if extras.refresh { out.add("case refreshing([\(model)])") }
      out.add("case failed(String)")
    }
    out.gap()
    out.block("enum Action") { out in
      out.add("case load\ncase loaded([\(model)])\ncase failed(String)\ncase retry")
      if extras.refresh { out.add("case refresh") }
      out.add("case select(Int)\ncase close")
    }
    out.gap()
    out.block("enum Route: Equatable") { out in
      out.add("case detail(id: String)\ncase close")
    }
    out.add(
      """

      private(set) var state: State = .idle
      var onChange: ((State) -> Void)?
      var onRoute: ((Route) -> Void)?
      private let apiService: APIServicing

      init(apiService: APIServicing) {
        self.apiService = apiService
      }

      func dispatch(_ action: Action) {
        state = Self.reduce(state: state, action: action)
        onChange?(state)
        switch action {
        case .load, .retry:
          load()
        case .select(let index):
          if case .loaded(let items) = state, items.indices.contains(index) {
            onRoute?(.detail(id: items[index].id))
          }
        case .close:
          onRoute?(.close)
        default:
          break
        }
      }

      """)
    out.block("static func reduce(state: State, action: Action) -> State") { out in
      out.switchBlock("switch (state, action)") { out in
        out.add("case (.idle, .load), (.failed, .retry):\n  return .loading")
        if extras.empty {
          out.add("case (.loading, .loaded(let items)) where items.isEmpty:\n  return .empty")
        }
        out.add("case (.loading, .loaded(let items)):\n  return .loaded(items)")
        if extras.refresh {
          out.add("case (.loaded(let items), .refresh):\n  return .refreshing(items)")
          out.add("case (.refreshing, .loaded(let items)):\n  return .loaded(items)")
          out.add("case (.refreshing, .failed(let message)):\n  return .failed(message)")
        }
        out.add("case (.loading, .failed(let message)):\n  return .failed(message)")
        out.add("default:\n  return state")
      }
    }
    out.gap()
    out.open("private func load()")
    plantedViolation(reading: "analytics")
    if file.violation == .read { out.add("analytics.track(\"\(feature.snake)_load\")") }
    out.add(
      """
      apiService.request(\(model)Endpoint.list(page: 0)) { [weak self] (result: Result<[\(model)], APIError>) in
        switch result {
        case .success(let items):
          self?.dispatch(.loaded(items))
        case .failure(let error):
          self?.dispatch(.failed(error.localizedDescription))
        }
      }
      """)
    out.close()
    fill(reserve: 1)
    out.close()
  }

  mutating func builder() {
    let name = feature.name
    out.add("import UIKit\n")
    out.open("final class \(name)Builder")
    out.open("func build(router: \(name)Routing? = nil) -> UIViewController")
    out.add("let store = \(name)Store(apiService: CurrentEnvironment.env.apiService)")
    out.add("let viewController = \(name)ViewController(store: store)")
    out.add("store.onRoute = { [weak viewController] route in")
    out.enter()
    out.add("guard let viewController else { return }")
    out.add("router?.route(to: route, from: viewController)")
    out.close()
    if rng.chance(50) {
      out.add("viewController.navigationItem.largeTitleDisplayMode = .never")
    }
    out.add("return viewController")
    out.close()
    if rng.chance(40) {
      out.gap()
      out.block("func makePreview() -> UIViewController") { out in
        out.add("let store = \(name)Store(apiService: CurrentEnvironment.env.previewAPIService)")
        out.add("return \(name)ViewController(store: store)")
      }
    }
    fill(reserve: 1)
    out.close()
  }

  mutating func router() {
    let name = feature.name
    out.add(
      """
      import UIKit

      protocol \(name)Routing: AnyObject {
        func route(to route: \(name)Store.Route, from viewController: UIViewController)
      }

      """)
    out.open("final class \(name)Router: \(name)Routing")
    out.block("func route(to route: \(name)Store.Route, from viewController: UIViewController)") {
      out in
      out.switchBlock("switch route") { out in
        out.add("case .detail(let id):")
        out.add("  let detail = UIViewController()\n  detail.title = id")
        out.add("  viewController.navigationController?.pushViewController(detail, animated: true)")
        out.add("case .close:\n  viewController.dismiss(animated: true)")
      }
    }
    fill(reserve: 1)
    out.close()
  }
}
