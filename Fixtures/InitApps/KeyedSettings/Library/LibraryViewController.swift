import UIKit

final class LibraryViewController: UIViewController {
  private var items: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = Preferences.shared.syncAccount?.name ?? "Library"
    reload(for: Preferences.shared.selectedLibrary)
  }

  private func reload(for library: LibraryChoice) {
    items = LibraryList(order: Preferences.shared.sortOrder).titles(in: library)
  }
}
