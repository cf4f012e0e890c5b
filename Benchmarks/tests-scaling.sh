#!/usr/bin/env bash
# Issue 32 item 5: does `archgen tests` grow with the reducer as `archgen graph` does? One reducer
# of N cases (N = 500, 1,000, 2,000, 4,000; a chain `.sI --eI--> .sI+1` in one switch), planned
# with `tests --dry-run` and drawn with `graph --format json`, both timed in this one run (median
# CPU time, user + system, of RUNS runs: the machine is shared, and CPU time is what grows).
# Prints a row per N, the ratio tests/graph, and the growth of each from the smallest N (linear:
# 8x from 500 to 4,000). With a BEFORE binary, its `tests` and `graph` are timed in the same run,
# each right after the other binary's, and printed beside them.
#
#   bash Benchmarks/tests-scaling.sh ARCHGEN [RUNS] [BEFORE]
#   e.g. bash Benchmarks/tests-scaling.sh .build/debug/archgen 3 /work/bin/archgen-59b90ae
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: $0 ARCHGEN [RUNS]" >&2; exit 64; }
archgen=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
runs=${2:-3}
before=""
if [[ $# -ge 3 ]]; then before=$(cd "$(dirname "$3")" && pwd)/$(basename "$3"); fi
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

cpu() { # BINARY COMMAND N -> median CPU seconds of RUNS runs of `tests --dry-run` or `graph`
  local binary=$1 command=$2 n=$3
  for _ in $(seq "$runs"); do
    if [[ "$command" == tests ]]; then
      (cd "$work/$n" && timed "$binary" tests Chain.swift --dry-run --module App \
        --output-dir out --framework xctest)
    else
      (cd "$work/$n" && timed "$binary" graph Chain.swift --format json)
    fi
  done | median
}

if [[ -n "$before" ]]; then
  printf '%6s %10s %10s %8s %12s %12s %8s\n' cases tests_s graph_s ratio before_tests \
    before_graph ratio
else
  printf '%6s %10s %10s %8s\n' cases tests_s graph_s ratio
fi
first_tests="" first_graph="" first_before=""
for n in 500 1000 2000 4000; do
  mkdir -p "$work/$n"
  reducer "$n" >"$work/$n/Chain.swift"
  (cd "$work/$n" && "$archgen" tests Chain.swift --dry-run --module App --output-dir out \
    --framework xctest | tail -n 1 | sed "s/^/  $n cases: /" >&2)
  tests=$(cpu "$archgen" tests "$n")
  graph=$(cpu "$archgen" graph "$n")
  if [[ -n "$before" ]]; then
    before_tests=$(cpu "$before" tests "$n")
    before_graph=$(cpu "$before" graph "$n")
    printf '%6d %10.3f %10.3f %8.2f %12.3f %12.3f %8.2f\n' "$n" "$tests" "$graph" \
      "$(echo "$tests / $graph" | bc -l)" "$before_tests" "$before_graph" \
      "$(echo "$before_tests / $before_graph" | bc -l)"
    first_before=${first_before:-$before_tests}
    last_before=$before_tests
  else
    printf '%6d %10.3f %10.3f %8.2f\n' "$n" "$tests" "$graph" "$(echo "$tests / $graph" | bc -l)"
  fi
  first_tests=${first_tests:-$tests}
  first_graph=${first_graph:-$graph}
  last_tests=$tests last_graph=$graph
done
printf 'growth 500 -> 4000: tests %.1fx, graph %.1fx (linear: 8x)\n' \
  "$(echo "$last_tests / $first_tests" | bc -l)" "$(echo "$last_graph / $first_graph" | bc -l)"
if [[ -n "$before" ]]; then
  printf 'before: tests %.1fx\n' "$(echo "$last_before / $first_before" | bc -l)"
fi
