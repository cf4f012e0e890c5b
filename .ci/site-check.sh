#!/usr/bin/env bash
# The diagram site in a real browser (issue 25 item 4):
#   bash .ci/site-check.sh ARCHGEN [SOURCES] [OUT]
# writes `archgen graph SOURCES --site OUT/site` (SOURCES defaults to Fixtures/StateGraph), opens
# the index and one machine page in headless Chromium (Debian's `chromium`, installed with apt-get
# when missing), keeps a screenshot of each (OUT/index.png, OUT/machine.png), and checks through
# the DOM Chromium built that
#   - every machine page shows its SVG, with something drawn in it (one page's DOM from
#     Chromium, the others as written; SITE_CHECK_ALL_PAGES=1 takes every page's DOM from Chromium),
#   - every href and src in every page resolves to a file (or is an http(s) source link),
#   - `index.html?q=STATE` lists the machine that has that state.
# Exits 1 when a check fails.
set -euo pipefail

archgen="${1:?usage: site-check.sh ARCHGEN [SOURCES] [OUT]}"
sources="${2:-Fixtures/StateGraph}"
out="${3:-.build/site-check}"

browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  apt-get install -y chromium >/dev/null
  browser="$(command -v chromium)"
fi

rm -rf "$out"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
"$archgen" graph "$sources" --site "$out/site" 2>"$out/graph.log" || {
  cat "$out/graph.log" >&2
  exit 1
}

headless() {
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --disable-extensions --allow-file-access-from-files "$@" 2>/dev/null
}

python3 - "$out" <<'PY' >"$out/plan.txt"
import json, re, sys
site = sys.argv[1] + "/site"
text = open(site + "/index.html", encoding="utf-8").read()
index = json.loads(re.search(r"var SITE_INDEX = (.*?);\n</script>", text, re.S).group(1))
# A state only one machine has, of a machine with a few states: the search must find it.
counts = {}
for entry in index:
    for state in set(entry["states"]):
        counts[state.lower()] = counts.get(state.lower(), 0) + 1
for entry in sorted(index, key=lambda e: -len(e["states"])):
    unique = [s for s in entry["states"] if counts[s.lower()] == 1 and s.isidentifier() and len(s) > 3]
    if unique:
        print(unique[0]); print(entry["page"]); break
else:
    # No state is one machine's own: any state of a machine still lists that machine.
    entry = next((e for e in index if any(s.isidentifier() for s in e["states"])), None)
    if entry is None: sys.exit("no machine has a state to search for")
    print(next(s for s in entry["states"] if s.isidentifier())); print(entry["page"])
PY
query="$(sed -n 1p "$out/plan.txt")"
page="$(sed -n 2p "$out/plan.txt")"
echo "search: ?q=$query should list $page"

headless --window-size=1280,900 --screenshot="$out/index.png" "file://$out/site/index.html?q=$query" \
  >/dev/null
headless --window-size=1280,1400 --screenshot="$out/machine.png" "file://$out/site/$page" >/dev/null
headless --dump-dom "file://$out/site/index.html?q=$query" >"$out/index-search.dom.html"
# The DOM Chromium built for the searched index and the screenshotted machine page; the other
# machine pages are read as written (their SVG is in the HTML, no script adds it), unless
# SITE_CHECK_ALL_PAGES=1 asks for the DOM of every page (about 2 s a page).
mkdir -p "$out/dom"
for file in "$out"/site/machines/*.html; do
  name="$(basename "$file")"
  if [ "${SITE_CHECK_ALL_PAGES:-0}" = 1 ] || [ "machines/$name" = "$page" ]; then
    headless --dump-dom "file://$file" >"$out/dom/$name"
  else
    cp "$file" "$out/dom/$name"
  fi
done

python3 - "$out" "$query" "$page" <<'PY'
import html.parser, os, re, sys, urllib.parse
out, query, page = sys.argv[1:4]
site = out + "/site"
failures = []

class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.links = []; self.svgs = 0; self.drawn = 0; self.results = []; self.in_results = False
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "svg": self.svgs += 1
        if tag == "text" and self.svgs: self.drawn += 1
        if tag == "ul" and attrs.get("id") == "results": self.in_results = True
        for name in ("href", "src"):
            if attrs.get(name) is not None: self.links.append(attrs[name])
        if self.in_results and tag == "a": self.results.append(attrs.get("href"))
    def handle_endtag(self, tag):
        if tag == "ul": self.in_results = False

def parse(path):
    parser = Links(); parser.feed(open(path, encoding="utf-8").read()); return parser

# Links, from the DOM of every page (the index as searched, each machine page).
pages = [("index.html", out + "/index-search.dom.html")] + [
    ("machines/" + name, out + "/dom/" + name) for name in sorted(os.listdir(out + "/dom"))]
for relative, dom in pages:
    parsed = parse(dom)
    for link in parsed.links:
        url = urllib.parse.urlsplit(link)
        if url.scheme in ("http", "https"): continue
        if url.scheme == "file": target = urllib.parse.unquote(url.path)
        else: target = os.path.normpath(os.path.join(site, os.path.dirname(relative), urllib.parse.unquote(url.path)))
        if not os.path.exists(target): failures.append(f"{relative}: {link} does not resolve")
    if relative.startswith("machines/") and parsed.svgs == 0:
        failures.append(f"{relative}: no SVG in the page")
    elif relative.startswith("machines/") and parsed.drawn == 0:
        failures.append(f"{relative}: its SVG draws nothing (no text: no state, no edge label)")

searched = parse(out + "/index-search.dom.html")
if page not in searched.results:
    failures.append(f"index.html?q={query}: {page} not among the results {searched.results}")
else:
    print(f"search ?q={query}: {len(searched.results)} result(s), {page} among them")
print(f"{len(pages)} pages checked, {len(pages) - 1} machine pages with an SVG" if not failures else "")
for failure in failures: print("site-check: " + failure, file=sys.stderr)
sys.exit(1 if failures else 0)
PY
echo "screenshots: $out/index.png $out/machine.png"
