#!/usr/bin/env bash
# How far above the parse floor `lint`, `graph` and `tests` are on real apps (issue 30's speed
# bars): per app, in this one run, the CPU time (user + system, median of RUNS runs under
# /usr/bin/time) of
#   - the parse floor of every Swift file the commands read (the same SwiftParser, one core,
#     nothing else: `archgen-bench parse`),
#   - the parse floor of the files lint's byte search keeps (lint parses only those),
#   - `archgen lint --no-cache --reporter json`, `archgen graph --format json` and
#     `archgen tests --dry-run --format json` (writing nothing),
# and each command's ratio to its floor. With BEFORE set to another archgen binary, its three
# commands are timed in the same run, each right after this binary's, and printed beside them.
# Nothing of the apps is copied; the lint config is a temporary file naming the app's locator.
#
#   bash Benchmarks/parse-floor-bench.sh RUNS CHECKOUT:LOCATOR...
#   e.g. bash Benchmarks/parse-floor-bench.sh 3 /work/real/home-assistant-ios:Current
#
# ARCHGEN and ARCHGEN_BENCH may name prebuilt binaries (release builds: a debug build's ratios
# mean nothing); else both are built in release into .build-bench through the Benchmarks package,
# as Benchmarks/run.sh does.
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 RUNS CHECKOUT:LOCATOR..." >&2; exit 64; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=$1
shift
if ! command -v rg >/dev/null; then apt-get update -qq && apt-get install -y -qq ripgrep >/dev/null; fi
# shellcheck source=Benchmarks/release-binaries.sh
source "$root/Benchmarks/release-binaries.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The folders archgen never reads (Sources/ArchgenCore/Source/SwiftFileFinder.swift).
skip=(-g '!.build' -g '!Pods' -g '!Carthage' -g '!DerivedData' -g '!.git' -g '!.swiftpm')

# cpu NAME COMMAND...: RUNS runs; prints the median CPU seconds (user + system).
cpu() {
  local name=$1
  shift
  : >"$work/$name.times"
  for _ in $(seq "$runs"); do
    /usr/bin/time -a -o "$work/$name.times" -f '%U %S' "$@" >/dev/null 2>"$work/$name.err" ||
      [[ $? == 1 ]] || { echo "error: $name failed:" >&2; tail -5 "$work/$name.err" >&2; exit 1; }
  done
  python3 - "$work/$name.times" <<'PY'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1]) if l.strip() and not l.startswith("Command")]
print(f"{statistics.median(r[0] + r[1] for r in rows):.2f}")
PY
}

# ratio CPU FLOOR: CPU / FLOOR, or n/a when the floor is too small to divide by.
ratio() { python3 -c "print('n/a' if $2 < 0.05 else f'{$1 / $2:.2f}x')"; }

printf 'app\tfiles\tkept by lint\tfloor (all)\tfloor (kept)\tcommand\tCPU (s)\tratio'
[[ -n ${BEFORE:-} ]] && printf '\tbefore CPU (s)\tbefore ratio'
printf '\n'
for spec in "$@"; do
  app=$(cd "${spec%%:*}" && pwd)
  locator=${spec##*:}
  name=$(basename "$app")
  (cd "$app" && rg --files --no-ignore --hidden -g '*.swift' "${skip[@]}" . | sed "s|^\./|$app/|" |
    sort) >"$work/all.txt"
  (cd "$app" && rg -l --no-ignore --hidden -F -g '*.swift' "${skip[@]}" \
    -e "$locator" -e setEnvironment -e 'archgen:' . || true) | sed "s|^\./|$app/|" | sort >"$work/kept.txt"
  printf 'environment:\n  names: [%s]\n' "$locator" >"$work/archgen.yml"
  floor_all=$(cpu floor-all "$ARCHGEN_BENCH" parse --list "$work/all.txt")
  floor_kept=$(cpu floor-kept "$ARCHGEN_BENCH" parse --list "$work/kept.txt")
  for command in lint graph tests; do
    case $command in
    lint) args=(lint --config "$work/archgen.yml" --reporter json --no-cache "$app") floor=$floor_kept ;;
    graph) args=(graph --config "$work/archgen.yml" --format json "$app") floor=$floor_all ;;
    tests) args=(tests --config "$work/archgen.yml" --dry-run --format json --output-dir "$work/out" "$app")
      floor=$floor_all ;;
    esac
    mkdir -p "$work/out"
    now=$(cpu "$command" "$ARCHGEN" "${args[@]}")
    row="$name\t$(wc -l <"$work/all.txt")\t$(wc -l <"$work/kept.txt")\t$floor_all\t$floor_kept"
    row="$row\t$command\t$now\t$(ratio "$now" "$floor")"
    if [[ -n ${BEFORE:-} ]]; then
      was=$(cpu "before-$command" "$BEFORE" "${args[@]}")
      row="$row\t$was\t$(ratio "$was" "$floor")"
    fi
    printf "$row\n"
  done
done
echo "floors: archgen-bench parse on one core; lint's floor is the files its byte search keeps," \
  "graph's and tests' every Swift file read. Issue 30's bars: lint <= 1.3x, graph <= 1.5x," \
  "tests <= 1.8x."
