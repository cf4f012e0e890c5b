public protocol PrinterService {}
public final class AirPrintService: PrinterService {
  public init() {}
}
