// A feature's reducer whose state holds a type of the domain project: a test building that
// value names a module the manifests do not name, so the value stays a placeholder that says so.
import Foundation

struct BadgeShelfState: Equatable {
  var featured: Badge? = nil
  var isEditing = false
}

enum BadgeShelfEvent {
  case feature(Badge)
  case clear
  case edit
}

func reduceBadgeShelf(_ state: inout BadgeShelfState, _ event: BadgeShelfEvent) {
  switch event {
  case .feature(let badge):
    state.featured = badge
  case .clear:
    state.featured = nil
  case .edit:
    state.isEditing = true
  }
}
