import ArchgenKit
import ArgumentParser

/// `archgen graph --site DIR`: the flags of the static diagram site.
struct GraphSiteFlags: ParsableArguments {
  @Option(
    name: .customLong("site"),
    help: """
      Write a static HTML site into this folder: an index of every machine and one page per \
      machine with its SVG (Graphviz dot) and transitions. Check it with --check DIR.
      """)
  var folder: String?

  @Option(
    name: .customLong("source-url"),
    help: """
      With --site: link file:line through this template, e.g. \
      'https://github.com/o/r/blob/main/{file}#L{line}' ({file} required, {line} optional; \
      default: the file, relative to the page).
      """)
  var sourceURL: String?

  @Flag(help: "With --site: write into a folder that holds other files.")
  var force = false

  func validate() throws {
    if let sourceURL, let problem = GraphSiteOptions.sourceURLProblem(sourceURL) {
      throw ValidationError(problem)
    }
  }
}

extension GraphCommand {
  /// The site's folder when this run writes (`--site DIR`) or checks (`--site DIR --check`, or the
  /// old spelling `--check DIR` naming a site folder) a site; nil for every other run.
  var siteFolder: String? {
    site.folder ?? (check ? paths.first { GraphSite.isSite($0) } : nil)
  }

  func runSite(_ folder: String) throws {
    if site.folder != nil && (output != nil || outputDir != nil || render != nil || format != nil) {
      throw ValidationError(
        "--site writes HTML with SVG; it takes none of --format, --output, --output-dir, "
          + "--render (check a site with --site DIR --check).")
    }
    if site.folder == nil && (site.sourceURL != nil || site.force) {
      throw ValidationError("--source-url and --force need --site.")
    }
    let loaded = try config.load()
    let options = GraphOptions(
      paths: paths.filter { $0 != folder }, functions: loaded.graph.functions,
      typeName: typeName, strict: strict, prefilter: prefilter,
      excluded: loaded.graph.excluded + exclude, verbose: verbose)
    let site = GraphSiteOptions(
      folder: folder, sourceURL: self.site.sourceURL, force: self.site.force, check: check,
      direction: direction)
    try Console.finish(
      GraphSite.run(
        options, site: site, reporters: reporter.compactMap { try? ReporterOutput(parsing: $0) }))
  }
}
