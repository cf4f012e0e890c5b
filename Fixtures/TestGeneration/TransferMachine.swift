// A static `inout` reducer in an extension, states with payloads (not Equatable), an initial
// value, a source state reachable only through events, and a free reducer function.
struct Receipt { let id: String }

enum TransferState {
  case idle
  case sending(amount: Int)
  case sent(Receipt)
  case failed(reason: String)
}

enum TransferEvent {
  case send(amount: Int)
  case confirmed(Receipt)
  case rejected(String)
  case reset
}

enum Transfer {}

extension Transfer {
  static let initial = TransferState.idle

  static func reduce(state: inout TransferState, event: TransferEvent) {
    switch (state, event) {
    case (.idle, .send(let amount)) where amount > 0:
      state = .sending(amount: amount)
    case (.sending, .confirmed(let receipt)):
      state = .sent(receipt)
    case (.sending, .rejected(let reason)):
      state = .failed(reason: reason)
    case (.sent, .reset), (.failed, .reset):
      state = .idle
    default:
      break
    }
  }
}

enum Dimmer: Equatable { case off, low, high }

enum Knob { case turn(steps: Int), press }

func reduceDimmer(state: Dimmer, event: Knob) -> Dimmer {
  switch (state, event) {
  case (.off, .turn(let steps)) where steps >= 2:
    return .high
  case (.off, .turn):
    return .low
  case (.low, .turn), (.high, .turn):
    return .high
  case (_, .press):
    return .off
  }
}
