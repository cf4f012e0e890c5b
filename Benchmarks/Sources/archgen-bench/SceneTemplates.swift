/// The scene of the architecture: view controller, store (with its reducer), builder, router.
extension FileRenderer {
  /// Optional extra states of a feature's store, chosen by the feature's name so that the store,
  /// its view controller and its tests agree.
  var storeExtras: (empty: Bool, refresh: Bool) {
    let code = feature.name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
    return (code % 2 == 0, code % 3 != 0)
  }

  mutating func viewController() {
    let name = feature.name
    let snake = feature.snake
    let extras = storeExtras
    out.add("import UIKit\n")
    out.open("final class \(name)ViewController: UIViewController")
    out.add(
      """
      private let store: \(name)Store
      private var items: [\(feature.model)] = []

      init(store: \(name)Store) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }
      """)
    out.gap()
    out.block("override func viewDidLoad()") { out in
      out.add("super.viewDidLoad()")
      out.add("title = NSLocalizedString(\"\(snake).title\", comment: \"\")")
      out.add("view.backgroundColor = .systemBackground")
      out.add("store.onChange = { [weak self] state in self?.render(state: state) }")
      out.add("store.dispatch(.load)")
    }
    out.gap()
    out.block("override func viewDidAppear(_ animated: Bool)") { out in
      out.add("super.viewDidAppear(animated)")
      out.add("// Keeps VoiceOver focus on the title after a push.")
      out.add("UIAccessibility.post(notification: .screenChanged, argument: navigationItem.title)")
    }
    out.gap()
    out.block("func render(state: \(name)Store.State)") { out in
      out.switchBlock("switch state") { out in
        out.add("case .idle:\n  break\ncase .loading:\n  setLoading(true)")
        out.add("case .loaded(let items):\n  setLoading(false)\n  show(items)")
        if extras.empty { out.add("case .empty:\n  setLoading(false)\n  show([])") }
        if extras.refresh { out.add("case .refreshing(let items):\n  show(items)") }
        out.add("case .failed(let message):\n  setLoading(false)\n  showError(message)")
      }
    }
    out.gap()
    out.add(
      """
      private func setLoading(_ isLoading: Bool) {
        navigationItem.rightBarButtonItem?.isEnabled = !isLoading
      }

      private func show(_ items: [\(feature.model)]) {
        self.items = items
        view.setNeedsLayout()
      }

      private func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
      }
      """)
    out.gap()
    out.open("@objc private func didTapButton()")
    out.add("store.dispatch(.retry)")
    plantedViolation(reading: "analytics")
    if file.violation == .read { out.add("analytics.track(\"\(feature.snake)_retry\")") }
    out.close()
    fill(reserve: 1, uiKit: true)
    out.close()
  }
}
