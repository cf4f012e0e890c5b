import UIKit

enum MessageActions {
  static func reply() { _ = Client.shared.messages; _ = Client.shared.window }
}
