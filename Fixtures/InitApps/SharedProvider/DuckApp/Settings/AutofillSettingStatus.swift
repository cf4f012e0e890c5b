// A shortcut to one member of the provider: not another environment.
enum AutofillSettingStatus {
  static let appSettings = AppDependencyProvider.shared.appSettings
}
