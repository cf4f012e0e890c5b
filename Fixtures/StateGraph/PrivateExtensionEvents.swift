import UIKit

// A controller whose helpers sit in a `private extension`: they take that extension's access,
// so they are followed where they are called and are no events of their own; a method the
// system calls back through `#selector` stays an event there.
enum ComposerStage {
  case editing
  case checking
  case rejected
  case accepted
}

final class ComposerController: UIViewController {
  private var stage: ComposerStage = .editing
  private let sendButton = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    sendButton.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)
  }

  func textChanged() {
    guard stage == .rejected else { return }
    stage = .editing
  }
}

private extension ComposerController {
  @objc func sendTapped() {
    submit()
  }

  func submit() {
    guard stage == .editing else { return }
    stage = .checking
    validate { [weak self] ok in
      self?.stage = ok ? .accepted : .rejected
    }
  }

  func validate(_ done: @escaping (Bool) -> Void) { done(true) }
}
