final class SettingsViewModel {
  var autofill: Bool { AppDependencyProvider.shared.appSettings.autofill }
  func tint() { ThemeManager.shared.apply() }
}
