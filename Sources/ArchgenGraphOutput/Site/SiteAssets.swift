/// The site's stylesheet and search script, written next to `index.html`.
package enum SiteAssets {
  package static let stylesheet = """
    :root { color-scheme: light dark; --line: #8884; --muted: #777; --warn: #b35900; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
    header { display: flex; gap: 1em; align-items: center; padding: .6em 1.2em;
      border-bottom: 1px solid var(--line); position: sticky; top: 0; background: Canvas; }
    header .home { font-weight: 600; margin-right: auto; }
    .search input { width: 22em; max-width: 60vw; padding: .35em .6em; font: inherit;
      border: 1px solid var(--line); border-radius: 4px; }
    main { padding: 0 1.2em 2em; max-width: 80em; }
    h1 { font-size: 1.6em; margin: .6em 0 .3em; }
    h2 { font-size: 1.15em; margin: 1.4em 0 .4em; }
    code { font: 13px/1.3 ui-monospace, Menlo, Consolas, monospace; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: .3em .6em; border-bottom: 1px solid var(--line);
      vertical-align: top; }
    th { font-weight: 600; color: var(--muted); font-size: .85em; }
    td.warn { color: var(--warn); font-weight: 600; }
    .summary, #search-status { color: var(--muted); }
    #results:empty { display: none; }
    #results li .states { color: var(--muted); margin-left: .5em; }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2em 1em; }
    dl.facts dt { color: var(--muted); }
    dl.facts dd { margin: 0; }
    figure.diagram { margin: 1em 0; padding: 1em; overflow: auto; background: #fff;
      border: 1px solid var(--line); border-radius: 6px; }
    figure.diagram svg { max-width: 100%; height: auto; }
    .findings li { margin: .2em 0; }
    [hidden] { display: none !important; }

    """

  /// Filters the index by machine or state name; reads `?q=` on load so a link can search.
  package static let script = """
    (function () {
      "use strict";
      var input = document.getElementById("q");
      var status = document.getElementById("search-status");
      var results = document.getElementById("results");
      var index = window.SITE_INDEX || [];

      function matches(entry, query) {
        var found = [];
        for (var i = 0; i < entry.states.length; i++) {
          if (entry.states[i].toLowerCase().indexOf(query) >= 0) { found.push(entry.states[i]); }
        }
        var named = entry.name.toLowerCase().indexOf(query) >= 0 ||
          (entry.type !== null && entry.type.toLowerCase().indexOf(query) >= 0);
        return { hit: named || found.length > 0, states: found };
      }

      function search(text) {
        var query = text.trim().toLowerCase();
        results.textContent = "";
        var rows = document.querySelectorAll("tr[data-machine]");
        var count = 0;
        for (var r = 0; r < rows.length; r++) {
          var entry = index[Number(rows[r].getAttribute("data-machine"))];
          var result = query === "" ? { hit: true, states: [] } : matches(entry, query);
          rows[r].hidden = !result.hit;
          if (!result.hit || query === "") { continue; }
          count += 1;
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.href = entry.page;
          link.textContent = entry.name;
          item.appendChild(link);
          if (result.states.length > 0) {
            var states = document.createElement("span");
            states.className = "states";
            states.textContent = "states: " + result.states.join(", ");
            item.appendChild(states);
          }
          results.appendChild(item);
        }
        var groups = document.querySelectorAll("section.group");
        for (var g = 0; g < groups.length; g++) {
          groups[g].hidden = groups[g].querySelectorAll("tr[data-machine]:not([hidden])").length === 0;
        }
        status.textContent = query === "" ? "" :
          count + (count === 1 ? " machine matches " : " machines match ") + "\\u201c" + text.trim() + "\\u201d";
      }

      if (input && status && results) {
        var form = input.form;
        if (form) { form.addEventListener("submit", function (event) { event.preventDefault(); }); }
        input.addEventListener("input", function () { search(input.value); });
        var query = new URLSearchParams(window.location.search).get("q");
        if (query) { input.value = query; search(query); }
      }
    })();

    """
}
