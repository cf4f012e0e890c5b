// Added to the copy of Fixtures/StandIns/ComposableArchitecture for the real TCA features
// (archgen's real-reducer benchmark, not TCA's code): alerts and confirmation dialogs built with
// buttons and a message, as the case studies write them; the buttons are kept, not shown.
public struct ButtonState<Action> {
  public enum Role { case cancel, destructive }

  public let action: Action?

  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.action = action
    _ = label()
  }
}

@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  public static func buildBlock(_ buttons: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
}

extension AlertState {
  public init(
    title: () -> TextState, @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>],
    message: () -> TextState
  ) {
    self.init(title: title)
  }
}

extension ConfirmationDialogState {
  public init(
    title: () -> TextState, @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>],
    message: () -> TextState
  ) {
    self.init(title: title)
  }
}
