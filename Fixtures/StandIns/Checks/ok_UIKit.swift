// Ordinary UIKit code that must type-check.
import UIKit

final class ProfileViewController: UIViewController {
    struct State: Equatable {
        var name: String
        var isLoading: Bool
    }

    enum Action {
        case refresh
        case close
    }

    private(set) var state: State
    var output: ((Action) -> Void)?

    private let nameLabel = UILabel()
    private let refreshButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .close, primaryAction: nil)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private lazy var stack = UIStackView(arrangedSubviews: [nameLabel, refreshButton, spinner])

    init(state: State) {
        self.state = state
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

        nameLabel.numberOfLines = 0
        nameLabel.textAlignment = .center
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.textColor = .label

        refreshButton.setTitle("Refresh", for: .normal)
        refreshButton.setTitle("Refreshing", for: [.disabled, .highlighted])
        // `#selector(refreshTapped)` needs @objc, which Linux cannot check.
        refreshButton.addTarget(self, action: Selector("refreshTapped"), for: .touchUpInside)
        closeButton.addAction(UIAction { [weak self] _ in self?.output?(.close) }, for: .primaryActionTriggered)

        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(closeButton)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.topAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            refreshButton.heightAnchor.constraint(equalToConstant: 44),
            refreshButton.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.5),
        ])
        render(state: state)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        output?(.refresh)
    }

    func render(state newState: State) {
        nameLabel.text = newState.name
        refreshButton.isEnabled = !newState.isLoading
        if newState.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
        state = newState
    }

    func showDetails() {
        let details = UIViewController()
        details.view.frame = view.bounds
        navigationController?.pushViewController(details, animated: true)
        present(UINavigationController(rootViewController: details), animated: true) {
            details.dismiss(animated: true, completion: nil)
        }
        if isViewLoaded, let loaded = viewIfLoaded {
            loaded.setNeedsLayout()
        }
        loadViewIfNeeded()
        UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("done"))
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).withAlphaComponent(0.5)
        view.tintColor = color
        let frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44)
        let custom = UIView(frame: frame)
        custom.frame.size.height = 10
        view.addSubview(custom)
    }
}

final class CardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

func makeRoot() -> UIViewController {
    let window = UIWindow(frame: .zero)
    let root = UINavigationController(rootViewController: ProfileViewController(state: .init(name: "", isLoading: false)))
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = CardView()
    return root
}
