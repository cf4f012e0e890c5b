import ArchgenCore
import ArchgenGraph
import Foundation

/// Where and how the diagrams go: stdout, a file, one file per machine, an image, or a check.
public struct GraphOutputOptions: Sendable {
  public var format: GraphFormat
  /// `auto` (the default) resolves a direction per machine before it is rendered.
  public var direction: GraphDirectionChoice
  public var render: GraphImageFormat?
  public var output: String?
  public var outputDirectory: String?
  public var check: String?

  public init(
    format: GraphFormat = .dot, direction: GraphDirectionChoice = .auto,
    render: GraphImageFormat? = nil, output: String? = nil, outputDirectory: String? = nil,
    check: String? = nil
  ) {
    self.format = format
    self.direction = direction
    self.render = render
    self.output = output
    self.outputDirectory = outputDirectory
    self.check = check
  }
}

/// What publishing did, for the command to print and turn into an exit status.
public enum GraphOutcome: Equatable, Sendable {
  case text(String)
  case written([String])
  case upToDate(String)
  case stale(Diagnostic)
}

/// Renders machines and delivers them as `GraphOutputOptions` asks.
public enum GraphPublisher {
  public static func publish(_ machines: [StateMachine], _ options: GraphOutputOptions)
    throws(Diagnostic) -> GraphOutcome
  {
    let renderer = (options.render == nil ? options.format : .dot).renderer(
      choosing: options.direction)
    if let check = options.check {
      let expected = renderer.render(machines)
      let committed = try? FileSystem.readString(at: check)
      guard committed == expected else {
        return .stale(
          .error(
            committed == nil
              ? "committed diagram is missing; generate it with --output \(check)"
              : "committed diagram is stale; regenerate it with --output \(check)", file: check))
      }
      return .upToDate(check)
    }
    if let directory = options.outputDirectory {
      var written: [String] = []
      for (name, machine) in fileNames(
        machines, extension: options.render?.rawValue ?? renderer.fileExtension)
      {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        try write(renderer.render([machine]), render: options.render, to: path)
        written.append(path)
      }
      return .written(written)
    }
    if let output = options.output {
      if options.render != nil && machines.count != 1 {
        throw .error(
          "--render with --output draws one machine, but \(machines.count) were found; "
            + "use --type NAME or --output-dir DIR")
      }
      try write(renderer.render(machines), render: options.render, to: output)
      return .written([output])
    }
    if options.render != nil {
      throw .error("--render writes an image; give --output FILE or --output-dir DIR")
    }
    return .text(renderer.render(machines))
  }

  /// `Name.ext`, made safe for a file name and unique (`Name-2.ext`).
  package static func fileNames(_ machines: [StateMachine], extension ext: String) -> [(
    String, StateMachine
  )] {
    var used: Set<String> = []
    return machines.map { machine in
      let base = String(
        machine.name.map {
          $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "_"
        })
      var name = "\(base).\(ext)"
      var counter = 2
      while !used.insert(name).inserted {
        name = "\(base)-\(counter).\(ext)"
        counter += 1
      }
      return (name, machine)
    }
  }

  /// Writes text, or the image `dot` makes of it; unchanged files are not touched.
  private static func write(_ text: String, render: GraphImageFormat?, to path: String)
    throws(Diagnostic)
  {
    guard let render else {
      if (try? FileSystem.readString(at: path)) == text { return }
      try FileSystem.writeAtomically(text, to: path)
      return
    }
    let image = try GraphvizRunner.render(text, as: render)
    if FileManager.default.contents(atPath: path) == image { return }
    if render == .svg, let svg = String(data: image, encoding: .utf8) {
      try FileSystem.writeAtomically(svg, to: path)
      return
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try image.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .error("cannot write file: \(error.localizedDescription)", file: path)
    }
  }
}
