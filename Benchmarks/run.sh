#!/usr/bin/env bash
# archgen benchmark: lint and graph on a generated iOS app corpus at 1x, 2x and 4x its base size,
# side by side with grep -rl and swift format lint measured in the same run. See
# Benchmarks/README.md. Not part of `swift test` or CI.
#
#   bash Benchmarks/run.sh                      # base 5,000 files (~500,000 lines)
#   BENCH_FILES=200 bash Benchmarks/run.sh      # quick run
#   BENCH_DIR=/path BENCH_RUNS=10 bash Benchmarks/run.sh
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
BASE=${BENCH_FILES:-5000}
BENCH_DIR=${BENCH_DIR:-/tmp/archgen-bench}
RUNS=${BENCH_RUNS:-5}
SCRATCH=.build-bench
RESULTS=$BENCH_DIR/results
LOGS=$BENCH_DIR/logs
BROKEN=0

say() { printf '\n== %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

[[ $BASE =~ ^[1-9][0-9]*$ ]] || die "BENCH_FILES must be a positive integer, not '$BASE'"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "BENCH_RUNS must be a positive integer, not '$RUNS'"
case $BENCH_DIR in
  /*) ;;
  *) BENCH_DIR=$ROOT/$BENCH_DIR ;;
esac
mkdir -p "$BENCH_DIR"
BENCH_DIR=$(cd "$BENCH_DIR" && pwd)
RESULTS=$BENCH_DIR/results
LOGS=$BENCH_DIR/logs
rm -rf "$RESULTS" "$LOGS"
mkdir -p "$RESULTS" "$LOGS"

# Prints the tables from the files under results/: `report table DIR LABEL`, `report summary
# RESULTS LABEL...`.
report() {
  python3 - "$@" <<'PY'
import json, os, sys

ROWS = [  # hyperfine name, rss file, shown as
    ("grep -rl", "grep", "grep -rl CurrentEnvironment"),
    ("archgen lint", "lint", "archgen lint --reporter json"),
    ("archgen graph", "graph", "archgen graph --format json"),
    ("archgen lint --no-prefilter", "lint-np", "archgen lint --no-prefilter"),
    ("archgen graph --no-prefilter", "graph-np", "archgen graph --no-prefilter"),
    ("swift format lint -r --parallel", None, "swift format lint -r --parallel"),
]


def corpus(d):
    words = open(os.path.join(d, "corpus.txt")).read().split()
    fields = dict(w.split("=", 1) for w in words if "=" in w)
    return {k: int(fields[k]) for k in ("files", "lines", "bytes", "env_files")}


def rss_mb(d, key):
    path = os.path.join(d, f"rss-{key}.txt") if key else ""
    if not key or not os.path.exists(path):
        return None
    lines = [l for l in open(path).read().splitlines() if l.strip()]
    try:
        return int(lines[-1]) / 1024
    except (IndexError, ValueError):
        return None


def times(d):
    found = {}
    for name in ("hyperfine.json", "swift-format.json"):
        path = os.path.join(d, name)
        if os.path.exists(path):
            for r in json.load(open(path))["results"]:
                found[r["command"]] = r
    return found


def fmt(value, spec, none="-"):
    return none if value is None else format(value, spec)


def ratio(a, b):
    return a / b if a and b else None


def table(d, label):
    c, t = corpus(d), times(d)
    print(f"\n{label}: {c['files']:,} files, {c['lines']:,} lines, {c['bytes'] / 1e6:.1f} MB; "
          f"{c['env_files']:,} files ({100 * c['env_files'] / c['files']:.1f}%) mention CurrentEnvironment")
    print(f"{'command':<34}{'mean (s)':>10}{'+/- (s)':>9}{'runs':>6}{'files/s':>11}{'MB/s':>9}"
          f"{'peak RSS (MB)':>15}")
    for name, key, shown in ROWS:
        r = t.get(name)
        if not r:
            continue
        mean = r["mean"]
        print(f"{shown:<34}{mean:>10.3f}{fmt(r.get('stddev'), '.3f'):>9}{len(r['times']):>6}"
              f"{c['files'] / mean:>11,.0f}{c['bytes'] / 1e6 / mean:>9.1f}"
              f"{fmt(rss_mb(d, key), '.1f'):>15}")
    mean = lambda n: t[n]["mean"] if n in t else None
    print(f"archgen lint / grep -rl: {fmt(ratio(mean('archgen lint'), mean('grep -rl')), '.1f')}x")
    sf = ratio(mean("swift format lint -r --parallel"), mean("archgen lint"))
    if sf:
        print(f"swift format lint / archgen lint: {sf:.1f}x")
    findings = json.load(open(os.path.join(d, "lint.json")))
    rules = {}
    for f in findings:
        rules[f["rule"]] = rules.get(f["rule"], 0) + 1
    machines = json.load(open(os.path.join(d, "graph.json"))).get("machines", [])
    print(f"lint reported {len(findings)} findings ("
          + ", ".join(f"{k} {v}" for k, v in sorted(rules.items()))
          + f"); graph read {len(machines)} state machines")


def summary(root, labels):
    dirs = {l: os.path.join(root, l) for l in labels}
    cs = {l: corpus(dirs[l]) for l in labels}
    ts = {l: times(dirs[l]) for l in labels}
    head = "".join(f"{l + ' (' + format(cs[l]['files'], ',') + ')':>16}" for l in labels)
    print("\n== Growth with corpus size")
    print(f"{'':<40}{head}")
    for name, key, shown in ROWS[:3]:
        mean = {l: ts[l].get(name, {}).get("mean") for l in labels}
        print(f"{shown + ', mean (s)':<40}" + "".join(f"{fmt(mean[l], '.3f'):>16}" for l in labels))
        print(f"{'  per 1k files (ms)':<40}" + "".join(
            f"{fmt(mean[l] and 1000 * mean[l] / (cs[l]['files'] / 1000), '.1f'):>16}" for l in labels))
        print(f"{'  peak RSS (MB)':<40}" + "".join(
            f"{fmt(rss_mb(dirs[l], key), '.1f'):>16}" for l in labels))
    first, last = labels[0], labels[-1]
    scale = cs[last]["files"] / cs[first]["files"]
    for name in ("archgen lint", "archgen graph"):
        grow = ratio(ts[last].get(name, {}).get("mean"), ts[first].get(name, {}).get("mean"))
        print(f"{name}: time {last}/{first} = {fmt(grow, '.2f')}x for {scale:.0f}x the files "
              f"(linear = {scale:.0f}x)")

    print("\n== Targets (informational)")
    def verdict(ok):
        return "n/a" if ok is None else ("PASS" if ok else "FAIL")
    lint_grep = {l: ratio(ts[l].get("archgen lint", {}).get("mean"),
                          ts[l].get("grep -rl", {}).get("mean")) for l in labels}
    ok = None if None in lint_grep.values() else all(v <= 15 for v in lint_grep.values())
    print(f"{'archgen lint <= 15x grep -rl':<50}"
          + ", ".join(f"{l} {fmt(v, '.1f')}x" for l, v in lint_grep.items()) + f"  {verdict(ok)}")
    sf = ratio(ts[first].get("swift format lint -r --parallel", {}).get("mean"),
               ts[first].get("archgen lint", {}).get("mean"))
    print(f"{'archgen lint >= 50x faster than swift format lint':<50}{first} {fmt(sf, '.1f')}x  "
          f"{verdict(None if sf is None else sf >= 50)}")
    peaks = [(rss_mb(dirs[l], k), f"{k} {l}") for l in labels for k in ("lint", "graph")]
    peaks = [p for p in peaks if p[0] is not None]
    top = max(peaks) if peaks else None
    print(f"{'peak memory < 150 MB (lint, graph, every size)':<50}"
          + (f"max {top[0]:.1f} MB ({top[1]})  {verdict(top[0] < 150)}" if top else "-  n/a"))
    scene = os.path.join(root, "scene.json")
    if os.path.exists(scene):
        mean = json.load(open(scene))["results"][0]["mean"]
        print(f"{'archgen scene Login < 0.1 s':<50}{mean:.3f} s  {verdict(mean < 0.1)}")


if sys.argv[1] == "table":
    table(sys.argv[2], sys.argv[3])
else:
    summary(sys.argv[2], sys.argv[3:])
PY
}

# --- 1. Tools -------------------------------------------------------------------------------------
missing=()
command -v hyperfine >/dev/null 2>&1 || missing+=(hyperfine)
[[ -x /usr/bin/time ]] || missing+=(time)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if ((${#missing[@]})); then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    say "Installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    die "missing ${missing[*]}; install them (apt-get install ${missing[*]}) or run as root"
  fi
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && ! git check-ignore -q "$SCRATCH"; then
  warn "$SCRATCH is not ignored by git; add '$SCRATCH/' to .gitignore"
fi

# --- 2. Release build, in its own scratch path so it never fights the debug build ---------------
# Through the Benchmarks package (Benchmarks/Package.swift), which has the tools and depends on
# the root by path: archgen is the root's product, built from the root's sources, and one release
# build of swift-syntax serves all three.
say "Building release products into $SCRATCH (logs in $LOGS)"
swift_build() { swift build -c release --package-path Benchmarks --scratch-path "$SCRATCH" "$@"; }
build() {
  local started=$SECONDS
  if swift_build --product "$1" >"$LOGS/build-$1.log" 2>&1; then
    echo "built $1 ($((SECONDS - started)) s)"
  else
    return 1
  fi
}
for product in archgen archgen-bench; do
  build "$product" || {
    tail -n 30 "$LOGS/build-$product.log" >&2
    die "building $product failed"
  }
done
FUZZ=1
build archgen-fuzz || {
  warn "building archgen-fuzz failed (see $LOGS/build-archgen-fuzz.log); skipping the fuzz run"
  FUZZ=0
}
BIN=$(swift_build --show-bin-path)
ARCHGEN=$BIN/archgen
"$ARCHGEN" --version >/dev/null || die "$ARCHGEN does not run"

# Commands run from BENCH_DIR, whose .archgen.yml pins the defaults whatever lies above it.
printf 'lint:\n  environment:\n    names: [CurrentEnvironment]\n' >"$BENCH_DIR/.archgen.yml"
cd "$BENCH_DIR"
q() { printf '%q' "$1"; }

# --- 3. Corpora -----------------------------------------------------------------------------------
say "Generating corpora in $BENCH_DIR"
LABELS=(1x 2x 4x)
declare -A SIZE=([1x]=$BASE [2x]=$((BASE * 2)) [4x]=$((BASE * 4)))
for label in "${LABELS[@]}"; do
  mkdir -p "$RESULTS/$label"
  "$BIN/archgen-bench" corpus "$BENCH_DIR/corpus-$label" --files "${SIZE[$label]}" --seed 1 \
    --force | tee "$RESULTS/$label/corpus.txt"
done

# Runs a command once under /usr/bin/time for its peak RSS (KB), keeping its stdout; a status
# outside ALLOWED means the command is broken.
peak_rss() {
  local dir=$1 name=$2 allowed=$3 out=$4 rc=0
  shift 4
  /usr/bin/time -f '%M' -o "$dir/rss-$name.txt" "$@" >"$out" 2>"$dir/stderr-$name.txt" || rc=$?
  if [[ " $allowed " != *" $rc "* ]]; then
    printf 'error: %s exited with status %s:\n' "$*" "$rc" >&2
    head -n 20 "$dir/stderr-$name.txt" >&2
    return 1
  fi
}

# --- 8 (first, so that 1x can time it). Is the hidden --no-prefilter flag there yet? --------------
PREFILTER=0
probe=0
"$ARCHGEN" lint "$BENCH_DIR/corpus-1x" --reporter json --no-prefilter --no-cache >/dev/null \
  2>"$LOGS/prefilter-probe.txt" || probe=$?
if [[ $probe == 0 || $probe == 1 ]]; then
  PREFILTER=1
else
  PREFILTER_NOTE="archgen lint does not accept --no-prefilter yet (status $probe); skipped"
fi

# --- 4. Measurements per size ---------------------------------------------------------------------
for label in "${LABELS[@]}"; do
  dir=$RESULTS/$label
  corpus=$BENCH_DIR/corpus-$label
  say "Measuring $label (${SIZE[$label]} files)"
  lint_cmd="$(q "$ARCHGEN") lint $(q "$corpus") --reporter json --no-cache"
  graph_cmd="$(q "$ARCHGEN") graph $(q "$corpus") --format json"
  grep_cmd="grep -rl CurrentEnvironment $(q "$corpus")"
  peak_rss "$dir" grep "0 1" /dev/null grep -rl CurrentEnvironment "$corpus" || BROKEN=1
  peak_rss "$dir" lint "0 1" "$dir/lint.json" "$ARCHGEN" lint "$corpus" --reporter json --no-cache || BROKEN=1
  peak_rss "$dir" graph "0" "$dir/graph.json" "$ARCHGEN" graph "$corpus" --format json || BROKEN=1
  commands=(-n "grep -rl" "$grep_cmd" -n "archgen lint" "$lint_cmd" -n "archgen graph" "$graph_cmd")
  if [[ $label == 1x && $PREFILTER == 1 ]]; then
    peak_rss "$dir" lint-np "0 1" "$dir/lint-np.json" \
      "$ARCHGEN" lint "$corpus" --reporter json --no-prefilter --no-cache || BROKEN=1
    peak_rss "$dir" graph-np "0" "$dir/graph-np.json" \
      "$ARCHGEN" graph "$corpus" --format json --no-prefilter || BROKEN=1
    for kind in lint graph; do
      if ! cmp -s "$dir/$kind.json" "$dir/$kind-np.json"; then
        diff "$dir/$kind.json" "$dir/$kind-np.json" | head -n 20 >&2 || true
        die "prefilter: archgen $kind gives different results with and without --no-prefilter"
      fi
    done
    echo "prefilter: identical results (lint and graph, with and without --no-prefilter)"
    commands+=(-n "archgen lint --no-prefilter" "$lint_cmd --no-prefilter")
    commands+=(-n "archgen graph --no-prefilter" "$graph_cmd --no-prefilter")
  fi
  hyperfine --style basic --warmup 1 --runs "$RUNS" --ignore-failure --output=null \
    --export-json "$dir/hyperfine.json" "${commands[@]}" >"$LOGS/hyperfine-$label.log" 2>&1 || {
    tail -n 30 "$LOGS/hyperfine-$label.log" >&2
    die "hyperfine failed for $label"
  }
  if [[ $label == 1x ]]; then
    echo "swift format lint (one run; this takes a while)"
    hyperfine --style basic --runs 1 --ignore-failure --output=null \
      --export-json "$dir/swift-format.json" \
      -n "swift format lint -r --parallel" "swift format lint -r --parallel $(q "$corpus")" \
      >"$LOGS/hyperfine-swift-format.log" 2>&1 || {
      tail -n 30 "$LOGS/hyperfine-swift-format.log" >&2
      die "hyperfine failed for swift format lint"
    }
  fi
  report table "$dir" "$label"
done
if [[ $PREFILTER == 0 ]]; then echo "note: $PREFILTER_NOTE"; fi

# --- 5b. One file that is large in itself: lint must stay linear in the file ---------------------
# Two single files (issue 12): 20,000 environment references in one type, and a 5 MB generated
# file on one line (a table of literals with a reference every ~1 KB). Each must lint in < 1 s.
say "archgen lint on one large file"
single=$BENCH_DIR/single
rm -rf "$single" && mkdir -p "$single"
printf 'lint:\n  environment:\n    names: [Current]\n' >"$single/.archgen.yml"
python3 - "$single" <<'PY'
import sys
root = sys.argv[1]
lines = ["final class Generated {"]
lines += [f"  let value{i} = Current.value{i}" for i in range(20000)]
open(f"{root}/OneType20k.swift", "w").write("\n".join(lines + ["}", ""]))
parts, size, i = [], 0, 0
while size < 5_000_000:
    part = f'Current.key{i}, ' if i % 40 == 0 else f'"generated literal number {i:08d}", '
    parts.append(part)
    size += len(part)
    i += 1
open(f"{root}/SingleLine5MB.swift", "w").write("let table: [Any] = [" + "".join(parts) + "]\n")
PY
hyperfine --style basic --warmup 1 --runs "$RUNS" --ignore-failure --output=null \
  --export-json "$RESULTS/single.json" \
  -n "lint, 20,000 references in one type" \
  "cd $(q "$single") && $(q "$ARCHGEN") lint OneType20k.swift --reporter json --quiet --no-cache" \
  -n "lint, 5 MB on one line" \
  "cd $(q "$single") && $(q "$ARCHGEN") lint SingleLine5MB.swift --reporter json --quiet --no-cache" \
  >"$LOGS/hyperfine-single.log" 2>&1 || {
  tail -n 30 "$LOGS/hyperfine-single.log" >&2
  die "hyperfine failed for the single-file cases"
}
python3 - "$RESULTS/single.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    verdict = "PASS" if r["mean"] < 1 else "FAIL"
    print(f"{r['command']:<40}{r['mean']:>8.3f} s  (< 1 s: {verdict})")
PY

# --- 6. archgen scene Login, end to end, into a fresh folder each run -----------------------------
say "archgen scene Login"
scene=$BENCH_DIR/scene
hyperfine --style basic --warmup 1 --runs $((RUNS * 4)) --output=null \
  --prepare "rm -rf $(q "$scene") && mkdir -p $(q "$scene")" \
  --export-json "$RESULTS/scene.json" \
  -n "archgen scene Login" "$(q "$ARCHGEN") scene Login --output $(q "$scene/Sources")" \
  >"$LOGS/hyperfine-scene.log" 2>&1 || {
  tail -n 30 "$LOGS/hyperfine-scene.log" >&2
  die "archgen scene Login failed"
}
find "$scene" -type f | sed "s|^$scene/|  wrote |" | sort

# --- 7. Fuzzing the readers -----------------------------------------------------------------------
say "archgen-fuzz"
if [[ $FUZZ == 1 ]]; then
  started=$(date +%s.%N)
  # Its default seeds are the repository's fixtures, relative to the repository root. --current
  # keeps the index of the input being read, so that a crash names its input.
  if (cd "$ROOT" && "$BIN/archgen-fuzz" --count 100000 --seed 1 --current "$LOGS/fuzz-current"); then
    python3 -c "import sys; print(f'archgen-fuzz took {float(sys.argv[2]) - float(sys.argv[1]):.1f} s')" \
      "$started" "$(date +%s.%N)"
  else
    echo "error: archgen-fuzz --count 100000 --seed 1 failed: see the PROBLEM or HANG lines above;" \
      "a crash happened on input $(cat "$LOGS/fuzz-current" 2>/dev/null)" >&2
    echo "  replay one: archgen-fuzz --seed 1 --first N --count 1; write it: --first N --dump FILE" >&2
    BROKEN=1
  fi
  # Mutated files of real apps through the built archgen (issue 22): FUZZ_SEEDS names folders of
  # real Swift (colon-separated), FUZZ_COUNT how many mutated files (default 10,000).
  if [[ -n ${FUZZ_SEEDS:-} ]]; then
    say "archgen-fuzz --binary (real apps: $FUZZ_SEEDS)"
    IFS=: read -r -a fuzz_folders <<<"$FUZZ_SEEDS"
    seed_args=()
    for folder in "${fuzz_folders[@]}"; do seed_args+=(--seeds "$folder"); done
    if ! "$BIN/archgen-fuzz" --binary "$BIN/archgen" "${seed_args[@]}" --seed 22 \
      --count "${FUZZ_COUNT:-10000}" --input-limit 300 --work "$BENCH_DIR/fuzz-work"; then
      echo "error: archgen-fuzz --binary found problems: see the PROBLEM lines above;" \
        "the folders at fault are kept in $BENCH_DIR/fuzz-work" >&2
      BROKEN=1
    fi
  fi
else
  echo "note: archgen-fuzz did not build; skipped"
fi

# --- 5. Growth and targets ------------------------------------------------------------------------
report summary "$RESULTS" "${LABELS[@]}"

echo
echo "Results and logs: $BENCH_DIR"
exit "$BROKEN"
