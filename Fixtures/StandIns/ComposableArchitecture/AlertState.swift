// composable-architecture's `AlertState` and `TextState` (from swift-navigation), the part
// archgen's generated tests use, written for archgen: an alert built with a title, compared by
// its title.

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
