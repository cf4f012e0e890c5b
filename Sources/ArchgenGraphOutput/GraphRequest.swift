import ArchgenCore
import ArchgenGraph

/// Everything `archgen graph` was asked to do: what to read, how to publish the diagrams, and
/// where `--strict` findings go.
public struct GraphRequest: Sendable {
  public var options: GraphOptions
  public var output: GraphOutputOptions
  /// Reporters for `--strict` findings (empty: xcode on stderr).
  public var reporters: [ReporterOutput]

  public init(options: GraphOptions, output: GraphOutputOptions, reporters: [ReporterOutput] = []) {
    self.options = options
    self.output = output
    self.reporters = reporters
  }
}

extension StateGraph {
  /// The graph command end to end: read, publish (stdout, files, an image or a `--check`), then
  /// the `--strict` report. Never prints; a file that could not be read prints what was read but
  /// writes and checks nothing.
  public static func run(_ request: GraphRequest) -> CommandOutcome {
    let result = analyze(request.options)
    var outcome = CommandOutcome(diagnostics: result.diagnostics)
    if request.options.verbose { outcome.notes += result.dropped.map(\.note) }
    let output = request.output
    if result.diagnostics.hasErrors {
      if output.output == nil && output.outputDirectory == nil && output.render == nil
        && output.check == nil
      {
        outcome.standardOutput = output.format.renderer(choosing: output.direction)
          .render(result.machines)
      }
      // Strict findings too, on stderr only: no report file from partial input either.
      outcome.diagnostics +=
        StrictReport.publish(result.findings, to: StrictReport.defaultOutputs)
        .diagnostics
      outcome.escalate(to: .failure)
      return outcome
    }
    let published: GraphOutcome
    do {
      published = try GraphPublisher.publish(result.machines, output)
    } catch {
      outcome.diagnostics.append(error)
      outcome.escalate(to: .failure)
      return outcome
    }
    switch published {
    case .text(let text): outcome.standardOutput = text
    case .written, .upToDate: break
    case .stale(let diagnostic):
      outcome.diagnostics.append(diagnostic)
      outcome.escalate(to: .actionNeeded)
    }
    guard request.options.strict else { return outcome }
    // Any finding, like a stale `--check`, needs action.
    let report = StrictReport.publish(result.findings, to: request.reporters)
    outcome.standardOutput += report.standardOutput
    outcome.diagnostics += report.diagnostics
    if report.couldNotWrite { outcome.escalate(to: .failure) }
    if !result.findings.isEmpty { outcome.escalate(to: .actionNeeded) }
    return outcome
  }
}
