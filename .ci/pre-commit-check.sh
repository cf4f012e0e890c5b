#!/usr/bin/env bash
# Runs this repository's pre-commit hooks the way a team would (`pre-commit try-repo`, then a
# `.pre-commit-config.yaml` naming this repository at its HEAD commit) on a scratch repository: archgen-lint passes a clean file and fails a planted violation;
# archgen-graph-check passes a fresh diagram and fails a stale one.
# usage: .ci/pre-commit-check.sh path/to/archgen
set -euo pipefail
archgen="${1:?usage: .ci/pre-commit-check.sh path/to/archgen}"
case "$archgen" in /*) ;; *) archgen="$(pwd)/$archgen" ;; esac
root="$(cd "$(dirname "$0")/.." && pwd)"
if ! command -v pre-commit >/dev/null 2>&1; then
  python3 -m pip install -q pre-commit >/dev/null 2>&1 || true
fi
if ! command -v pre-commit >/dev/null 2>&1; then
  echo "pre-commit: skipped: pre-commit cannot be installed here"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/app"
ln -s "$archgen" "$work/bin/archgen"
export PATH="$work/bin:$PATH" PRE_COMMIT_HOME="$work/cache"
cd "$work/app"
git init -q
fail() { echo "pre-commit: FAIL: $*" >&2; exit 1; }
try() { pre-commit try-repo "$root" "$@" >"$work/out.txt" 2>&1; }

cat > Door.swift <<'SWIFT'
enum Door {
  enum State { case open, closed }
  enum Event { case push, pull }
  static func reduce(state: State, event: Event) -> State {
    switch (state, event) {
    case (.closed, .push): return .open
    case (.open, .pull): return .closed
    default: return state
    }
  }
}
SWIFT
printf 'enum Bell {\n  static func ring() { _ = CurrentEnvironment.env }\n}\n' > Bell.swift
archgen graph Door.swift --output door.dot
git add .
try archgen-lint --files Door.swift || { cat "$work/out.txt"; fail "archgen-lint failed a clean file"; }
if try archgen-lint --files Bell.swift; then cat "$work/out.txt"; fail "archgen-lint passed a violation"; fi
grep -q "Bell.swift:2:" "$work/out.txt" || { cat "$work/out.txt"; fail "archgen-lint: no location"; }
echo "pre-commit: ok: archgen-lint passes a clean file and reports a planted violation"

cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $(git -C "$root" rev-parse HEAD)
    hooks:
      - id: archgen-graph-check
        args: [door.dot, Door.swift]
YAML
git add .
run() { pre-commit run archgen-graph-check --all-files >"$work/out.txt" 2>&1; }
run || { cat "$work/out.txt"; fail "graph-check failed a fresh diagram"; }
sed -i 's/return .open/return .closed/' Door.swift
git add .
if run; then cat "$work/out.txt"; fail "graph-check passed a stale diagram"; fi
echo "pre-commit: ok: archgen-graph-check passes a fresh diagram and fails a stale one"
