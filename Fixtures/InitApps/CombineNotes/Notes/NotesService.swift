import Combine
import Foundation
import Loop

final class NotesService {
  private var system: FeedbackSystem<Int, Int>?
}
