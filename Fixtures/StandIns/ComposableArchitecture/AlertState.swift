// composable-architecture's `AlertState`, `ConfirmationDialogState` and `TextState` (from
// swift-navigation) and `AnyHashableSendable`, the part archgen's generated tests use, written
// for archgen: an alert or a dialog built with a title, compared by its title.

public struct TextState: Equatable {
  let text: String

  public init(_ text: String) { self.text = text }
}

public struct AlertState<Action> {
  public let title: TextState

  public init(title: () -> TextState) { self.title = title() }
}

extension AlertState: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

/// A confirmation dialog, built with a title and compared by it, as the alert is.
public struct ConfirmationDialogState<Action> {
  public let title: TextState

  public init(title: () -> TextState) { self.title = title() }
}

extension ConfirmationDialogState: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
}

/// A type-erased hashable and sendable value (from swift-concurrency-extras, which
/// composable-architecture exports).
public struct AnyHashableSendable: Hashable, @unchecked Sendable {
  public let base: AnyHashable

  public init(_ base: some Hashable & Sendable) { self.base = AnyHashable(base) }
}
