final class TabSwitcher {
  let settings = AutofillSettingStatus.appSettings
  func tint() { ThemeManager.shared.apply() }
}
