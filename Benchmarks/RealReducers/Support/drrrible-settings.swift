// What SettingsViewReactor names from the rest of Drrrible (ours, for archgen's real-reducer
// benchmark): the settings sections and items, the user service, and the two string helpers.
import Foundation
import ReactorKit

struct User {
  var name: String = ""
}

protocol UserServiceType {
  var currentUser: Observable<User?> { get }
}

final class SettingItemCellReactor {
  let text: String
  let detailText: String?

  init(text: String, detailText: String?) {
    self.text = text
    self.detailText = detailText
  }
}

enum SettingsViewSectionItem {
  case version(SettingItemCellReactor)
  case github(SettingItemCellReactor)
  case icons(SettingItemCellReactor)
  case openSource(SettingItemCellReactor)
  case logout(SettingItemCellReactor)
}

enum SettingsViewSection {
  case about([SettingsViewSectionItem])
  case logout([SettingsViewSectionItem])
}

extension String {
  var localized: String { self }
}

extension Bundle {
  var version: String? { nil }
}
