// A stand-in for the part of Amplify that the copied resolvers name, written for archgen's
// real-reducer benchmark (not Amplify's code): the error protocol, the closure alias, the model
// and API types their states carry as payloads, and a logger that does nothing.

public protocol AmplifyError: Error, CustomDebugStringConvertible {}

public typealias BasicClosure = () -> Void

public protocol APICategoryGraphQLBehavior: AnyObject {}

public struct AnyModel {
  public init() {}
}

/// A logger that drops its messages (Amplify's `Logger` writes them to the console).
public struct Logger: Sendable {
  public init() {}
  public func warn(_ message: @autoclosure () -> String) {}
  public func verbose(_ message: @autoclosure () -> String) {}
  public func error(_ message: @autoclosure () -> String) {}
}
