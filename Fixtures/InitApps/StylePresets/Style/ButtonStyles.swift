// Presets of a button's look: values the views copy, not services the app shares.
enum ButtonStyles {
  static let primary: ButtonModel = {
    var model = ButtonModel()
    model.cornerRadius = 12
    return model
  }()

  static let border: ButtonModel = {
    var model = ButtonModel()
    model.borderWidth = 1
    return model
  }()

  static let plain: ButtonModel = {
    var model = ButtonModel()
    model.cornerRadius = 0
    return model
  }()
}

struct ButtonModel {
  var cornerRadius = 8
  var borderWidth = 0
}
