import UIKit

// A DI library's wrappers (declared in the library, not here) fill these properties: nothing in
// the app assigns them.
final class FeedViewModel {
  @InjectService var api: FeedAPI
  @InjectService var images: ImageLoader
  @Published var title: String = ""
  @IBOutlet weak var table: UITableView!
  @InjectLazy var router: FeedRouter
}

struct FeedView {
  @Perception.Bindable var feed: FeedStore
}
