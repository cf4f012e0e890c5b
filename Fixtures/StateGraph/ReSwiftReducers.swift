// Issue 11 point 3: ReSwift's reducers over `Action` values matched by type.
import ReSwift

struct ShowProfile: Action { let id: Int }
struct ShowFeed: Action {}

enum Route { case feed, profile }

func routeReducer(action: Action, state: Route?) -> Route {
  var state = state ?? .feed
  switch action {
  case let show as ShowProfile:
    _ = show.id
    state = .profile
  case _ as ShowFeed:
    state = .feed
  default:
    break
  }
  return state
}

enum NoteAction: Action { case publish, archive, rename(String) }

struct Draft {
  var status: Status = .writing
  var title = ""

  enum Status { case writing, published, archived }
}

// A cast guard, then a switch in a private helper that works on a renamed copy.
func draftReducer(action: Action, state: Draft?) -> Draft? {
  guard let action = action as? NoteAction, var draft = state else { return state }
  draft = applyNote(action, to: draft)
  return draft
}

private func applyNote(_ action: NoteAction, to draft: Draft) -> Draft {
  var draft = draft
  switch action {
  case .publish: draft.status = .published
  case .archive: draft.status = .archived
  case let .rename(title): draft.title = title
  }
  return draft
}
