import Foundation

final class SearchModel {
  func find(_ text: String) -> [Note] {
    Session.current.search.matches(text, at: Session.current.clock())
  }
}
