import LateKit
import UIKit

// Both views are made at once, in a tuple; the catalog comes from the library's container.
final class LibraryViewController: UIViewController {
  @Deferred var table: TrackTable
  @Deferred var header: LibraryHeader
  @Provided var catalog: Catalog

  override func viewDidLoad() {
    super.viewDidLoad()
    (table, header) = (TrackTable(), LibraryHeader(title: "Library"))
  }
}
