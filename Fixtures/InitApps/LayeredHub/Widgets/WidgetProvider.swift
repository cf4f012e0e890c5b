final class WidgetProvider {
  func timeline() { BaseHub.current.logger.log("timeline"); _ = BaseHub.current.settings.theme }
}
