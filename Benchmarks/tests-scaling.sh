#!/usr/bin/env bash
# Issue 32 item 5: does `archgen tests` grow with the reducer as `archgen graph` does? One reducer
# of N cases (N = 500, 1,000, 2,000, 4,000; a chain `.sI --eI--> .sI+1` in one switch), planned
# with `tests --dry-run` and drawn with `graph --format json`, both timed in this one run (median
# CPU time, user + system, of RUNS runs: the machine is shared, and CPU time is what grows).
# Prints a row per N, the ratio tests/graph, and the growth of each from the smallest N (linear:
# 8x from 500 to 4,000).
#
#   bash Benchmarks/tests-scaling.sh ARCHGEN [RUNS]
#   e.g. bash Benchmarks/tests-scaling.sh .build/debug/archgen 3
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: $0 ARCHGEN [RUNS]" >&2; exit 64; }
archgen=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

reducer() { # N -> Swift source of one reducer of N cases
  python3 - "$1" <<'PY'
import sys
n = int(sys.argv[1])
print("enum Step: Equatable {")
for i in range(n + 1):
    print(f"  case s{i}")
print("}")
print("enum Move {")
for i in range(n):
    print(f"  case e{i}")
print("}")
print("enum Chain {")
print("  static func reduce(state: Step, event: Move) -> Step {")
print("    switch (state, event) {")
for i in range(n):
    print(f"    case (.s{i}, .e{i}): return .s{i + 1}")
print("    default: return state")
print("    }")
print("  }")
print("}")
PY
}

median() { # seconds... -> median
  sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

timed() { # command... -> CPU seconds (user + system)
  /usr/bin/time -f '%U %S' -o "$work/time" "$@" >/dev/null
  awk '{ print $1 + $2 }' "$work/time"
}

printf '%6s %10s %10s %8s\n' cases tests_s graph_s ratio
first_tests="" first_graph=""
for n in 500 1000 2000 4000; do
  mkdir -p "$work/$n"
  reducer "$n" >"$work/$n/Chain.swift"
  (cd "$work/$n" && "$archgen" tests Chain.swift --dry-run --module App --output-dir out \
    --framework xctest | tail -n 1 | sed "s/^/  $n cases: /" >&2)
  tests=$(for _ in $(seq "$runs"); do
    (cd "$work/$n" && timed "$archgen" tests Chain.swift --dry-run --module App \
      --output-dir out --framework xctest)
  done | median)
  graph=$(for _ in $(seq "$runs"); do
    (cd "$work/$n" && timed "$archgen" graph Chain.swift --format json)
  done | median)
  printf '%6d %10.3f %10.3f %8.2f\n' "$n" "$tests" "$graph" "$(echo "$tests / $graph" | bc -l)"
  first_tests=${first_tests:-$tests}
  first_graph=${first_graph:-$graph}
  last_tests=$tests last_graph=$graph
done
printf 'growth 500 -> 4000: tests %.1fx, graph %.1fx (linear: 8x)\n' \
  "$(echo "$last_tests / $first_tests" | bc -l)" "$(echo "$last_graph / $first_graph" | bc -l)"
