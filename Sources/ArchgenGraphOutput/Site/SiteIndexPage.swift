/// The site's `index.html`: every machine by folder, with its counts, and the search index.
package enum SiteIndexPage {
  package static func render(_ entries: [SiteMachine], links: SiteLinks) -> String {
    let states = entries.map(\.searchableStates.count).reduce(0, +)
    let transitions = entries.map(\.machine.transitions.count).reduce(0, +)
    let findings = entries.map(\.findings.count).reduce(0, +)
    var out = SitePages.head(title: "State machines", root: "")
    out += "<body>\n<header>\n<span class=\"home\">State machines</span>\n"
    out += SitePages.searchForm(root: "") + "\n</header>\n<main>\n<h1>State machines</h1>\n"
    out +=
      "<p class=\"summary\">\(entries.count) machines, \(states) states, \(transitions) "
      + "transitions, \(findings) strict findings.</p>\n"
    out += "<p id=\"search-status\" aria-live=\"polite\"></p>\n<ul id=\"results\"></ul>\n"
    var groups: [String: [Int]] = [:]
    for (index, entry) in entries.enumerated() { groups[entry.group, default: []].append(index) }
    for group in groups.keys.sorted() {
      out += "<section class=\"group\">\n<h2>\(SiteText.html(group))</h2>\n"
      out += "<table class=\"machines\">\n<thead><tr><th>machine</th><th>state type</th>"
      out += "<th>states</th><th>transitions</th><th>findings</th><th>source</th></tr></thead>\n"
      out += "<tbody>\n"
      for index in groups[group] ?? [] {
        let entry = entries[index]
        let machine = entry.machine
        let source = links.source(machine.file, line: machine.line, from: "")
        let file = machine.file.split(separator: "/").last.map(String.init) ?? machine.file
        out += "<tr data-machine=\"\(index)\">"
        out +=
          "<td><a href=\"\(SiteWriter.machinesFolder)/\(SiteText.href(entry.page))\">"
          + "\(SiteText.html(machine.name))</a></td>"
        out += "<td>\(machine.stateType.map(SitePages.code) ?? "")</td>"
        out += "<td>\(entry.searchableStates.count)</td><td>\(machine.transitions.count)</td>"
        out += "<td\(entry.findings.isEmpty ? "" : " class=\"warn\"")>\(entry.findings.count)</td>"
        out +=
          "<td><a href=\"\(SiteText.html(source))\">\(SiteText.html(file)):\(machine.line)</a></td>"
        out += "</tr>\n"
      }
      out += "</tbody>\n</table>\n</section>\n"
    }
    out += "</main>\n<script>\nvar SITE_INDEX = \(searchIndex(entries));\n</script>\n"
    out += "<script src=\"search.js\"></script>\n</body>\n</html>\n"
    return out
  }

  /// `[{"name", "page", "type", "states": [...]}, ...]`, one line per machine.
  package static func searchIndex(_ entries: [SiteMachine]) -> String {
    let items = entries.map { entry in
      let states = entry.searchableStates.map(SiteText.scriptString).joined(separator: ", ")
      let page = SiteText.scriptString(SiteWriter.machinesFolder + "/" + SiteText.href(entry.page))
      let type = entry.machine.stateType.map(SiteText.scriptString) ?? "null"
      return "  {\"name\": \(SiteText.scriptString(entry.machine.name)), \"page\": \(page), "
        + "\"type\": \(type), \"states\": [\(states)]}"
    }
    return items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]"
  }
}
