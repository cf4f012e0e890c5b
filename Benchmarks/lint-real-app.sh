#!/usr/bin/env bash
# The real-app check of issue 12: lint a checkout of a public app with a config naming its
# service locator, before and after a change, and try the baseline from the parent folder.
# Nothing of the app is copied into this repository; the config is written into the checkout.
#
#   bash Benchmarks/lint-real-app.sh CHECKOUT LOCATOR AFTER_BINARY [BEFORE_BINARY]
#   e.g. bash Benchmarks/lint-real-app.sh /work/real/ha Current .build/debug/archgen /tmp/archgen-main
#
# Prints: findings per rule (before, after), time and peak memory, 40 findings picked with a fixed
# seed, each with its line and the lines around it (to be read by hand), and the baseline round
# trip (written from the parent folder; then zero new and zero stale from inside and elsewhere).
set -euo pipefail
[[ $# -ge 3 ]] || { echo "usage: $0 CHECKOUT LOCATOR AFTER_BINARY [BEFORE_BINARY]" >&2; exit 64; }
app=$(cd "$1" && pwd)
locator=$2
after=$(cd "$(dirname "$3")" && pwd)/$(basename "$3")
before=${4:+$(cd "$(dirname "$4")" && pwd)/$(basename "$4")}
name=$(basename "$app")
parent=$(dirname "$app")
out=$(mktemp -d)
printf 'environment:\n  names: [%s]\n' "$locator" >"$app/.archgen.yml"

per_rule() {
  python3 -c '
import collections, json, sys
d = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]}: {len(d)} findings", dict(sorted(collections.Counter(x["rule"] for x in d).items())))
' "$1" "$2"
}

if [[ -n $before ]]; then
  (cd "$app" && /usr/bin/time -f "before: wall %e s, max RSS %M KB" "$before" lint --reporter json \
    >"$out/before.json" 2>"$out/before.err") || true
  tail -n 1 "$out/before.err"
  per_rule "$out/before.json" before
fi
(cd "$parent" && /usr/bin/time -f "after: wall %e s, max RSS %M KB" "$after" lint "$name" \
  --verbose --reporter json >"$out/after.json" 2>"$out/after.err") || true
tail -n 3 "$out/after.err"
per_rule "$out/after.json" after

echo "== 40 findings (seed 12), to read by hand"
python3 - "$out/after.json" "$parent" <<'PY'
import json, os, random, sys
d = json.load(open(sys.argv[1]))
random.seed(12)
for i, f in enumerate(sorted(random.sample(d, min(40, len(d))), key=lambda x: (x["file"], x["line"]))):
    lines = open(os.path.join(sys.argv[2], f["file"]), encoding="utf-8", errors="replace").read().split("\n")
    print(f"#{i + 1} {f['file']}:{f['line']}:{f['column']} [{f['rule']}] {f['message']}")
    for k in range(max(1, f["line"] - 2), min(len(lines), f["line"] + 1) + 1):
        print(("> " if k == f["line"] else "  ") + lines[k - 1][:160])
PY

echo "== baseline round trip"
(cd "$parent" && "$after" lint --config "$name/.archgen.yml" "$name" \
  --write-baseline "$name/baseline.json" --quiet >/dev/null) || true
count() { python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))))' "$1"; }
(cd "$app" && "$after" lint --baseline baseline.json --reporter json --quiet >"$out/inside.json") || true
echo "from inside the app: $(count "$out/inside.json") new or stale"
mkdir -p "$out/elsewhere"
(cd "$out/elsewhere" && "$after" lint --config "$app/.archgen.yml" "$app" \
  --baseline "$app/baseline.json" --reporter json --quiet >"$out/elsewhere.json") || true
echo "from another folder: $(count "$out/elsewhere.json") new or stale"
rm -f "$app/baseline.json"
rm -rf "$out"
