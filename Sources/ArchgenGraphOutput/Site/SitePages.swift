import ArchgenGraph

/// The HTML of the site's pages. Every page is standalone: its own CSS and script files next to
/// it, no network.
package enum SitePages {
  package static let generator = "archgen graph --site"

  package static func head(title: String, root: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="\(generator)">
    <title>\(SiteText.html(title))</title>
    <link rel="stylesheet" href="\(root)style.css">
    </head>

    """
  }

  /// The search box; on a machine page it sends its query to the index (`index.html?q=...`).
  package static func searchForm(root: String) -> String {
    """
    <form class="search" action="\(root)index.html" method="get" role="search">
    <input id="q" name="q" type="search" placeholder="Find a machine or a state" \
    aria-label="Find a machine or a state" autocomplete="off">
    </form>
    """
  }

  package static func machinePage(_ entry: SiteMachine, links: SiteLinks) -> String {
    let machine = entry.machine
    let source = links.source(machine.file, line: machine.line, from: SiteWriter.machinesFolder)
    var out = head(title: "\(machine.name) state machine", root: "../")
    out += "<body>\n<header>\n<a class=\"home\" href=\"../index.html\">All machines</a>\n"
    out += searchForm(root: "../") + "\n</header>\n<main>\n"
    out += "<h1>\(SiteText.html(machine.name))</h1>\n<dl class=\"facts\">\n"
    var facts: [(String, String)] = []
    if let function = machine.function { facts.append(("function", code(function))) }
    if let stateType = machine.stateType { facts.append(("state", code(stateType))) }
    if let eventType = machine.eventType { facts.append(("event", code(eventType))) }
    if let initial = machine.initial { facts.append(("initial", code(initial))) }
    facts.append(
      (
        "source",
        "<a href=\"\(SiteText.html(source))\">\(SiteText.html(machine.file)):\(machine.line)</a>"
      ))
    facts.append(
      (
        "counts",
        "\(entry.searchableStates.count) states, \(machine.transitions.count) transitions, "
          + "\(entry.findings.count) findings"
      ))
    for (term, value) in facts { out += "<dt>\(term)</dt><dd>\(value)</dd>\n" }
    out += "</dl>\n<figure class=\"diagram\">\n\(entry.svg)\n</figure>\n"
    if !entry.findings.isEmpty {
      out += "<h2>Strict findings</h2>\n<ul class=\"findings\">\n"
      for finding in entry.findings {
        let link = links.source(finding.file, line: finding.line, from: SiteWriter.machinesFolder)
        out +=
          "<li><a href=\"\(SiteText.html(link))\">\(SiteText.html(finding.file)):\(finding.line)</a> "
          + "\(SiteText.html(finding.message)) <code>\(SiteText.html(finding.rule))</code></li>\n"
      }
      out += "</ul>\n"
    }
    out += "<h2>Transitions</h2>\n"
    out += transitionTable(machine, links: links)
    out += "</main>\n</body>\n</html>\n"
    return out
  }

  private static func transitionTable(_ machine: StateMachine, links: SiteLinks) -> String {
    guard !machine.transitions.isEmpty else { return "<p>No transitions.</p>\n" }
    var out = "<table class=\"transitions\">\n<thead><tr><th>from</th><th>event</th>"
    out += "<th>guard</th><th>effect</th><th>to</th><th>source</th></tr></thead>\n<tbody>\n"
    for transition in machine.transitions {
      let link = links.source(machine.file, line: transition.line, from: SiteWriter.machinesFolder)
      out += "<tr><td>\(code(transition.from))</td><td>\(code(transition.event))</td>"
      out += "<td>\(transition.guardText.map(code) ?? "")</td>"
      out += "<td>\(transition.effect.map(code) ?? "")</td><td>\(code(transition.to))</td>"
      out += "<td><a href=\"\(SiteText.html(link))\">line \(transition.line)</a></td></tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }

  package static func code(_ text: String) -> String { "<code>\(SiteText.html(text))</code>" }
}
