// A sample app of the Hardware framework, with a locator of its own: not the app's.
import Hardware

final class ServiceLocator {
  static let printerService: PrinterService = AirPrintService()
}
