import Foundation

public var installedHub: BaseHub?

/// Installs the hub each target runs with.
public func installHub(_ kind: BaseHub.Type, logger: EventLogger) {
  installedHub = kind.init(logger: logger)
}

open class BaseHub {
  public let logger: EventLogger
  public let settings: SettingsStore
  public let network: NetworkClient
  private var uploads: [String: UploadTicket] = [:]

  /// What a hub logs to before one is installed.
  public static let fallbackLogger = ConsoleLogger()

  open class var current: BaseHub { installedHub! }

  public required init(logger: EventLogger) {
    self.logger = logger
    settings = SettingsStore()
    network = NetworkClient()
  }

  /// Keeps a ticket it makes, under the name it is given: work, not a service it is handed.
  public func beginUpload(_ name: String) {
    uploads[name] = UploadQueue.main.start(label: "upload-\(name)")
  }
}
