import Foundation

// A helper whose parameter has the held state's name stores what it is handed through
// `self.`: `update(viewState: .loading)` sets `loading`, the callbacks `loaded` and `failed`.
final class ContactsViewModel {
  enum ViewAction {
    case refresh
    case close
  }

  enum ContactsViewState {
    case loading
    case loaded(count: Int)
    case failed(Error)
  }

  private var viewState: ContactsViewState?
  private let directory: Directory
  weak var viewDelegate: ContactsViewDelegate?

  init(directory: Directory) {
    self.directory = directory
  }

  func process(viewAction: ViewAction) {
    switch viewAction {
    case .refresh:
      refresh()
    case .close:
      viewDelegate?.contactsDidClose()
    }
  }

  private func refresh() {
    update(viewState: .loading)
    directory.fetch(
      success: { [weak self] contacts in
        self?.update(viewState: .loaded(count: contacts.count))
      },
      failure: { [weak self] error in
        self?.update(viewState: .failed(error))
      })
  }

  private func update(viewState: ContactsViewState) {
    self.viewState = viewState
    viewDelegate?.contacts(didUpdate: viewState)
  }
}
