// A reducer of our own writing whose events carry whole values that it stores as they come: a
// date, a struct built through its memberwise initializer, a struct whose own initializer gives
// its fields constants, and structs whose initializers draw a random id or the clock in their
// bodies. A test sends a value that differs from the field's start (a later date, the value with
// one field changed) and expects that very value. A value no test can build the same way twice
// (every initializer draws anew) is built once, sent and expected as itself where the field
// starts empty (nil), and gets no test where it starts from another such value; a type with a
// deterministic initializer beside a random one is built through the deterministic one.
import Foundation

struct Recipient: Equatable {
  var name: String
  var floor: Int
}

struct Preferences: Equatable {
  var leaveAtDoor: Bool
  var notes: [String]

  init() {
    self.leaveAtDoor = false
    self.notes = []
  }
}

/// Built anew each time: its only initializer draws an id and a date.
struct Scan: Equatable {
  let id: UUID
  let at: Date
  var place: String

  init(place: String) {
    self.id = UUID()
    self.at = Date()
    self.place = place
  }
}

/// Its shortest initializer draws an id; the other takes one.
struct Sticker: Equatable {
  let code: String
  var color: String

  init(color: String) {
    self.code = UUID().uuidString
    self.color = color
  }

  init(code: String, color: String) {
    self.code = code
    self.color = color
  }
}

struct ParcelState {
  var due: Date
  var recipient = Recipient(name: "", floor: 0)
  var preferences = Preferences()
  var lastScan: Scan?
  var firstScan = Scan(place: "dock")
  var stickers: [Sticker] = []
  var isLate = false
}

enum ParcelEvent {
  case rescheduled(to: Date)
  case recipientChanged(Recipient)
  case preferencesSaved(Preferences)
  case scanned(Scan)
  case rescanned(Scan)
  case stickersPrinted([Sticker])
  case markedLate
}

enum ParcelReducer {
  static func reduce(_ state: inout ParcelState, _ event: ParcelEvent) {
    switch event {
    case .rescheduled(let day):
      state.due = day
    case .recipientChanged(let person):
      state.recipient = person
    case .preferencesSaved(let chosen):
      state.preferences = chosen
    case .scanned(let scan):
      state.lastScan = scan
    case .rescanned(let scan):
      state.firstScan = scan
    case .stickersPrinted(let printed):
      state.stickers = printed
    case .markedLate:
      state.isLate = true
    }
  }
}
