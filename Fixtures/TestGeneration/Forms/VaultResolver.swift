// A resolver over any event of a protocol: it casts the event to the event types it knows, each
// carrying a case of its own enum, and answers the next state wrapped with the effects to run.
public protocol VaultEvent {
  var source: String { get }
}

public struct VaultResolution<S> {
  public let newState: S
  public let effects: [String]

  public init(newState: S, effects: [String] = []) {
    self.newState = newState
    self.effects = effects
  }

  public static func from(_ state: S) -> VaultResolution<S> {
    VaultResolution(newState: state)
  }
}

public struct HatchEvent: VaultEvent {
  public enum Kind: Equatable {
    case open
    case close
    case lock(code: Int)
  }

  public let source: String
  public let kind: Kind

  public init(source: String = "keypad", kind: Kind) {
    self.source = source
    self.kind = kind
  }
}

public struct SirenEvent: VaultEvent {
  public enum Kind {
    case trip
    case reset
  }

  public let source: String
  public let kind: Kind
  public let silent: Bool

  public init(source: String = "sensor", kind: Kind, silent: Bool) {
    self.source = source
    self.kind = kind
    self.silent = silent
  }
}

public enum Vault: Equatable {
  case closed
  case open
  case locked(code: Int)
  case alarmed
}

extension Vault {
  public struct Resolver {
    public typealias StateType = Vault

    public init() {}

    public func resolve(oldState: StateType, byApplying event: VaultEvent)
      -> VaultResolution<StateType>
    {
      switch oldState {
      case .closed:
        guard let hatchEvent = event as? HatchEvent else {
          return .from(oldState)
        }
        return resolveClosed(byApplying: hatchEvent, from: oldState)
      case .open:
        if let hatchEvent = event as? HatchEvent, case .close = hatchEvent.kind {
          return VaultResolution(newState: .closed, effects: ["latch"])
        }
        return .from(oldState)
      case .locked:
        if let sirenEvent = event as? SirenEvent, case .trip = sirenEvent.kind {
          return VaultResolution(newState: .alarmed, effects: ["siren"])
        }
        return .from(oldState)
      case .alarmed:
        guard let sirenEvent = event as? SirenEvent else {
          return .from(oldState)
        }
        switch sirenEvent.kind {
        case .reset:
          return .from(.closed)
        default:
          return .from(oldState)
        }
      }
    }

    private func resolveClosed(byApplying hatchEvent: HatchEvent, from oldState: StateType)
      -> VaultResolution<StateType>
    {
      switch hatchEvent.kind {
      case .open:
        return VaultResolution(newState: .open, effects: ["unlatch"])
      case .lock(let code):
        return VaultResolution(newState: .locked(code: code))
      default:
        return .from(oldState)
      }
    }
  }
}
