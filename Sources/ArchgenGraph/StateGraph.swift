import ArchgenCore
import Foundation

/// What to read and how: the library side of `archgen graph`.
public struct GraphOptions: Sendable {
  public var paths: [String]
  /// Extra function names whose switch reduces a state (`graph.functions`).
  public var functions: [String]
  /// Keep only the machines of this type (`--type`).
  public var typeName: String?
  /// Report unreachable states, dead ends, unhandled events, shadowed cases and guards that cannot
  /// hold (`--strict`).
  public var strict: Bool
  /// Say why each candidate machine was not drawn (`--verbose`).
  public var verbose: Bool
  /// Parse only the files that can matter, found by a byte search (the default). Turning it off
  /// changes only the time taken, never the result.
  public var prefilter: Bool
  /// Path globs never read (`graph.excluded`, `--exclude`), matched below each given path.
  public var excluded: [String]

  public init(
    paths: [String], functions: [String] = [], typeName: String? = nil, strict: Bool = false,
    prefilter: Bool = true, excluded: [String] = [], verbose: Bool = false
  ) {
    self.paths = paths
    self.verbose = verbose
    self.excluded = excluded
    self.functions = functions
    self.typeName = typeName
    self.strict = strict
    self.prefilter = prefilter
  }
}

/// The machines found and the problems met while reading.
public struct GraphResult: Sendable {
  public var machines: [StateMachine]
  public var diagnostics: [Diagnostic]
  /// `--strict` findings left after suppression comments, sorted by file, line and column.
  public var findings: [LintFinding] = []
  /// Candidates that are not drawn, with why, in reading order (`--verbose`).
  public var dropped: [DroppedCandidate] = []
}

/// Finds reducers in Swift source and builds their state machines.
public enum StateGraph {
  /// Reads `options.paths` (files and folders) in parallel and links what they declare.
  public static func analyze(_ options: GraphOptions) -> GraphResult {
    let (found, findDiagnostics) = SwiftFileFinder().files(in: options.paths)
    let files = found.filter { !isExcluded($0, roots: options.paths, globs: options.excluded) }
    let scan = FactsScan(
      scan: SourceScan(paths: files, decoding: .strict), extraFunctions: Set(options.functions),
      prefilter: options.prefilter)
    var result = link(scan.run(), options: options)
    result.diagnostics = findDiagnostics + result.diagnostics
    result.findings = StrictSuppression.apply(result.findings) { try? SourceText.read($0).text }
    return result
  }

  /// The same pipeline over sources already in memory (tests, editors).
  public static func analyze(sources: [SourceText], options: GraphOptions) -> GraphResult {
    let scan = FactsScan(
      scan: SourceScan(sources: sources), extraFunctions: Set(options.functions),
      prefilter: options.prefilter)
    var result = link(scan.run(), options: options)
    result.findings = StrictSuppression.apply(result.findings) { path in
      sources.first { $0.path == path }?.text
    }
    return result
  }

  /// Whether a file can hold a machine at all, by a byte search: files without one are parsed only
  /// when they name the owner of a machine found elsewhere, and their syntax errors go unreported.
  public static func mayHoldMachine(_ text: String) -> Bool {
    FileFactsReader.mightHoldMachine(text)
  }

  /// Whether a glob matches the part of `path` below the given path it was found under, so that
  /// naming an excluded folder on the command line still reads it.
  package static func isExcluded(_ path: String, roots: [String], globs: [String]) -> Bool {
    guard !globs.isEmpty else { return false }
    var relative = path
    for root in roots {
      let base = root.hasSuffix("/") ? String(root.dropLast()) : root
      // A file named on the command line is always read.
      if path == base { return false }
      if path.hasPrefix(base + "/") {
        relative = String(path.dropFirst(base.count + 1))
        break
      }
    }
    return PathPattern.matches(path: relative, anyOf: globs)
  }

  package static func link(_ all: [FileFacts], options: GraphOptions) -> GraphResult {
    let all = BodyContracts.attached(all)
    let (linked, folded) = linkedMachines(all)
    var dropped = all.flatMap(\.dropped) + folded
    var machines: [LinkedMachine] = []
    for item in linked {
      guard let reason = MachineFilter.dropReason(item.machine, heldState: item.heldState) else {
        machines.append(item)
        continue
      }
      let function =
        item.machine.function.flatMap { $0 == item.machine.name ? nil : ".\($0)" } ?? ""
      dropped.append(
        DroppedCandidate(
          name: item.machine.name + function, file: item.machine.file, line: item.machine.line,
          column: item.column, reason: reason))
    }
    if let typeName = options.typeName {
      machines = machines.filter { Self.matches($0.machine, typeName) }
    }
    var diagnostics = all.flatMap(\.diagnostics)
    if machines.isEmpty && !all.isEmpty {
      let what = options.typeName.map { "no state machine of type '\($0)'" } ?? "no reducers"
      diagnostics.append(.warning("\(what) found in the given paths"))
    }
    let findings = options.strict ? machines.flatMap(StrictAnalysis.findings) : []
    dropped.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    return GraphResult(
      machines: machines.map(\.machine), diagnostics: diagnostics, findings: findings,
      dropped: dropped)
  }

  package static func matches(_ machine: StateMachine, _ typeName: String) -> Bool {
    machine.name == typeName || machine.stateType == typeName
      || machine.name.split(separator: ".").last.map(String.init) == typeName
  }
}
