#!/usr/bin/env bash
# Lint on a real app, beside its floors (issue 15): `rg -l` over the same files, the parse floor
# (parsing alone the files lint's byte search keeps, with the same SwiftParser, on one core), cold
# `archgen lint --no-cache`, and `archgen lint` answered from a warm cache. Wall and CPU (user +
# system) are medians of RUNS runs under /usr/bin/time, all in this one run. Nothing of the app is
# copied; the config is a temporary file naming the app's locator.
#
#   bash Benchmarks/lint-app-bench.sh CHECKOUT LOCATOR [RUNS]
#   e.g. bash Benchmarks/lint-app-bench.sh /work/real/ha-ios Current 7
#
# ARCHGEN and ARCHGEN_BENCH may name prebuilt binaries; else both are built in release into
# .build-bench through the Benchmarks package (as Benchmarks/run.sh does).
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 CHECKOUT LOCATOR [RUNS]" >&2; exit 64; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
app=$(cd "$1" && pwd)
locator=$2
runs=${3:-7}
if ! command -v rg >/dev/null; then apt-get update -qq && apt-get install -y -qq ripgrep >/dev/null; fi
# shellcheck source=Benchmarks/release-binaries.sh
source "$root/Benchmarks/release-binaries.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'environment:\n  names: [%s]\n' "$locator" >"$work/archgen.yml"
cache="$work/cache"

# The files lint's byte search keeps: those naming the locator, the default mutator, or holding an
# `archgen:` comment (Sources/ArchgenLinter/FileLinter.swift, `needles`).
cd "$app"
rg -l --no-ignore --hidden -F -g '*.swift' -g '!.build' -g '!Pods' -g '!Carthage' \
  -g '!DerivedData' -e "$locator" -e setEnvironment -e 'archgen:' . | sort >"$work/kept.txt"
all=$(rg --files --no-ignore --hidden -g '*.swift' -g '!.build' -g '!Pods' -g '!Carthage' \
  -g '!DerivedData' . | wc -l)

# measure NAME COMMAND...: RUNS runs; median wall, median CPU, max RSS.
measure() {
  local name=$1
  shift
  : >"$work/$name.times"
  for _ in $(seq "$runs"); do
    /usr/bin/time -a -o "$work/$name.times" -f '%e %U %S %M' "$@" >/dev/null 2>"$work/$name.err" ||
      [[ $? == 1 ]] || { cat "$work/$name.err" >&2; exit 1; }
  done
  python3 - "$name" "$work/$name.times" <<'PY'
import statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[2]) if line.strip() and not line.startswith("Command")]
wall = statistics.median(r[0] for r in rows)
cpu = statistics.median(r[1] + r[2] for r in rows)
rss = max(r[3] for r in rows) / 1024
print(f"{sys.argv[1]}\t{wall:.3f}\t{cpu:.3f}\t{rss:.1f}")
PY
}

lint=("$ARCHGEN" lint --config "$work/archgen.yml" --reporter json .)
"${lint[@]}" --no-cache >"$work/cold.json" 2>"$work/cold.err" || true
"${lint[@]}" --cache-path "$cache" >/dev/null 2>&1 || true # primes the cache
"${lint[@]}" --cache-path "$cache" >"$work/warm.json" 2>"$work/warm.err" || true
cmp -s "$work/cold.json" "$work/warm.json" || { echo "error: the cached run reports differently" >&2; exit 1; }

{
  printf 'command\twall (s)\tCPU (s)\tpeak RSS (MB)\n'
  measure "rg -l (byte search)" rg -l --no-ignore --hidden -F -g '*.swift' -e "$locator" .
  measure "parse floor (1 core)" "$ARCHGEN_BENCH" parse --list "$work/kept.txt"
  measure "archgen lint --no-cache" "${lint[@]}" --no-cache
  measure "archgen lint (warm cache)" "${lint[@]}" --cache-path "$cache"
} >"$work/table.tsv"

echo "app: $app ($(git -C "$app" rev-parse --short HEAD 2>/dev/null || echo '?')), locator $locator"
echo "Swift files: $all; kept by the byte search: $(wc -l <"$work/kept.txt"); archgen: $(tail -n 1 "$work/cold.err")"
echo "cores: $(nproc); runs per command: $runs (medians)"
python3 - "$work/table.tsv" <<'PY'
import sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
head, body = rows[0], rows[1:]
print("| " + " | ".join(head) + " |")
print("|" + "---|" * len(head))
for r in body:
    print("| " + " | ".join(r) + " |")
t = {r[0]: (float(r[1]), float(r[2])) for r in body}
floor = t["parse floor (1 core)"][1]
cold = t["archgen lint --no-cache"]
warm = t["archgen lint (warm cache)"]
rg = t["rg -l (byte search)"][0]
print()
print(f"cold lint CPU / parse floor CPU: {cold[1] / floor:.2f}x (target <= 1.3x)")
print(f"cold lint wall: {cold[0]:.3f} s (target <= 0.35 s on 2 cores)")
print(f"warm lint wall: {warm[0]:.3f} s (target <= 0.06 s); rg -l: {rg:.3f} s")
PY
