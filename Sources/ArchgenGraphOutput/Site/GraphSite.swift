import ArchgenCore
import ArchgenGraph
import Foundation

/// `archgen graph --site DIR`: where the site goes and how its pages link to the source.
public struct GraphSiteOptions: Sendable {
  /// The site's folder.
  public var folder: String
  /// `{file}` and `{line}` make a source link (`https://github.com/o/r/blob/main/{file}#L{line}`);
  /// nil links to the files relative to the pages.
  public var sourceURL: String?
  /// Write into a folder that holds other files.
  public var force: Bool
  /// Compare the folder with the site instead of writing it.
  public var check: Bool
  /// `auto` (the default) resolves a direction per machine, as single diagrams do.
  public var direction: GraphDirectionChoice

  public init(
    folder: String, sourceURL: String? = nil, force: Bool = false, check: Bool = false,
    direction: GraphDirectionChoice = .auto
  ) {
    self.folder = folder
    self.sourceURL = sourceURL
    self.force = force
    self.check = check
    self.direction = direction
  }
}

/// Builds the static diagram site: an index and one page per machine, each with its SVG.
public enum GraphSite {
  /// Draws one DOT text as an SVG document.
  public typealias Draw = @Sendable (String) -> Result<String, Diagnostic>

  /// Graphviz `dot`, as `--render svg` runs it.
  public static let graphviz: Draw = { dot in
    Result { () throws(Diagnostic) -> String in
      String(decoding: try GraphvizRunner.render(dot, as: .svg), as: UTF8.self)
    }
  }

  /// Whether `folder` holds a site archgen wrote.
  public static func isSite(_ folder: String) -> Bool { SiteWriter.listed(in: folder) != nil }

  /// Reads, draws and writes (or checks) the site; `--strict` findings are counted on the pages
  /// always, and reported and turned into exit 1 only when `options.strict` asks.
  public static func run(
    _ options: GraphOptions, site: GraphSiteOptions, reporters: [ReporterOutput] = [],
    draw: @escaping Draw = graphviz
  ) -> CommandOutcome {
    var reading = options
    reading.strict = true
    let result = StateGraph.analyze(reading)
    var outcome = CommandOutcome(diagnostics: result.diagnostics)
    if result.diagnostics.hasErrors {
      outcome.escalate(to: .failure)
      return outcome
    }
    do throws(Diagnostic) {
      let files = try files(
        result.machines, findings: result.findings, roots: options.paths, site: site, draw: draw)
      if site.check {
        let problems = SiteWriter.differences(files, in: site.folder)
        if !problems.isEmpty {
          outcome.diagnostics.append(
            .error(
              "site is stale (\(problems.joined(separator: "; "))); regenerate it with --site "
                + site.folder, file: site.folder))
          outcome.escalate(to: .actionNeeded)
        }
      } else {
        let written = try SiteWriter.write(files, to: site.folder, force: site.force)
        outcome.notes.append(
          "wrote \(site.folder): \(result.machines.count) machines, \(written.count) files changed")
      }
    } catch {
      outcome.diagnostics.append(error)
      outcome.escalate(to: .failure)
      return outcome
    }
    guard options.strict else { return outcome }
    let report = StrictReport.publish(result.findings, to: reporters)
    outcome.standardOutput += report.standardOutput
    outcome.diagnostics += report.diagnostics
    if report.couldNotWrite { outcome.escalate(to: .failure) }
    if !result.findings.isEmpty { outcome.escalate(to: .actionNeeded) }
    return outcome
  }

  /// Every file of the site, in a fixed order; nothing is written. A drawing that fails fails all.
  package static func files(
    _ machines: [StateMachine], findings: [LintFinding], roots: [String], site: GraphSiteOptions,
    draw: @escaping Draw
  ) throws(Diagnostic) -> [SiteWriter.File] {
    let dots = machines.map {
      DOTRenderer(direction: site.direction.resolved(for: $0)).render($0)
    }
    let drawings = Drawings(count: machines.count)
    Parallel.forEach(dots.count) { index in drawings.set(index, draw(dots[index])) }
    let pages = GraphPublisher.fileNames(machines, extension: "html")
    let byMachine = SiteMachine.findings(findings, for: machines)
    var entries: [SiteMachine] = []
    for (index, machine) in machines.enumerated() {
      let svg = try drawings.get(index).get()
      entries.append(
        SiteMachine(
          machine: machine, page: pages[index].0,
          group: SiteMachine.group(of: machine.file, roots: roots),
          findings: byMachine[index], svg: SiteText.inlineSVG(svg)))
    }
    let links = SiteLinks(
      template: site.sourceURL, siteFolder: SiteText.absolute(site.folder),
      currentFolder: SiteText.absolute("."))
    var files = [
      SiteWriter.File(path: "index.html", contents: SiteIndexPage.render(entries, links: links)),
      SiteWriter.File(path: "style.css", contents: SiteAssets.stylesheet),
      SiteWriter.File(path: "search.js", contents: SiteAssets.script),
    ]
    for entry in entries {
      files.append(
        SiteWriter.File(
          path: SiteWriter.machinesFolder + "/" + entry.page,
          contents: SitePages.machinePage(entry, links: links)))
    }
    return files
  }
}

/// The drawings made in parallel, by machine.
private final class Drawings: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<String, Diagnostic>?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<String, Diagnostic>) {
    lock.lock()
    defer { lock.unlock() }
    results[index] = result
  }

  func get(_ index: Int) -> Result<String, Diagnostic> {
    lock.lock()
    defer { lock.unlock() }
    return results[index] ?? .failure(.error("no drawing was made"))
  }
}
