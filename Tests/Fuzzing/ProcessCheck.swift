import Foundation

/// Runs the built `archgen` on a folder of fuzz inputs as a user would: lint, graph, enum-props
/// and tests, with JSON asked wherever a command prints it, each run bounded in time. What must
/// hold: no signal, no hang, only the documented exit statuses (0, 1, 2), and output that parses
/// as JSON whenever JSON was asked.
public struct ProcessCheck: Sendable {
  public struct Command: Sendable {
    public var name: String
    public var arguments: [String]
    public var json: Bool
  }

  /// Every reader parses every file (`--no-prefilter`), so that mutated files reach the walks.
  public static let commands: [Command] = [
    Command(
      name: "lint",
      arguments: ["lint", "--reporter", "json", "--no-cache", "--no-prefilter", "Sources"],
      json: true),
    Command(
      name: "graph", arguments: ["graph", "--format", "json", "--no-prefilter", "Sources"],
      json: true),
    Command(name: "enum-props", arguments: ["enum-props", "--all", "Sources"], json: false),
    Command(
      name: "tests", arguments: ["tests", "Sources", "--json", "--force", "--output", "Tests"],
      json: true),
  ]

  /// The exit statuses of the README's table.
  public static let documentedStatuses: Set<Int32> = [0, 1, 2]

  /// One run of one command.
  public struct Result: Sendable {
    public var command: String
    /// The exit status, or the signal's number when `signalled`.
    public var status: Int32
    public var signalled: Bool
    public var hung: Bool
    public var seconds: Double
    /// Whether the output parsed as JSON; nil when none was asked.
    public var validJSON: Bool?

    /// What is wrong with this run, or nil.
    public var problem: String? {
      if hung { return "\(command): still running after the limit (a hang)" }
      if signalled { return "\(command): killed by signal \(status)" }
      if !ProcessCheck.documentedStatuses.contains(status) {
        return "\(command): undocumented exit status \(status)"
      }
      if validJSON == false { return "\(command): the JSON output does not parse" }
      return nil
    }
  }

  public var binary: URL
  /// A run longer than this many seconds is a hang.
  public var limit: Double

  public init(binary: URL, limit: Double) {
    self.binary = binary
    self.limit = limit
  }

  /// Runs `command` in `folder` (which holds `Sources/`).
  public func run(_ command: Command, in folder: URL) -> Result {
    let output = folder.appendingPathComponent(".\(command.name).out")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = command.arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent(".cache").path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try? FileHandle(forWritingTo: output)
    process.standardError = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let start = Date()
    do { try process.run() } catch {
      return Result(
        command: command.name, status: 127, signalled: false, hung: false, seconds: 0,
        validJSON: nil)
    }
    var hung = false
    if done.wait(timeout: .now() + limit) == .timedOut {
      hung = true
      process.terminate()
      if done.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        done.wait()
      }
    }
    let seconds = Date().timeIntervalSince(start)
    let signalled = !hung && process.terminationReason == .uncaughtSignal
    let status = process.terminationStatus
    var validJSON: Bool?
    if command.json && !hung && !signalled {
      let data = (try? Data(contentsOf: output)) ?? Data()
      // A run that could not start (status 2) may print nothing; any other prints its JSON.
      validJSON =
        (data.isEmpty && status == 2)
        || (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }
    return Result(
      command: command.name, status: status, signalled: signalled, hung: hung, seconds: seconds,
      validJSON: validJSON)
  }
}
