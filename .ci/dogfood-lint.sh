#!/bin/sh
# Dogfood check for CI: runs `archgen lint` on the fixture apps and checks exit statuses and
# finding counts. Usage: bash .ci/dogfood-lint.sh path/to/archgen
set -u

if [ $# -ne 1 ]; then
  echo "usage: $0 path/to/archgen" >&2
  exit 2
fi
case "$1" in
  /*) archgen="$1" ;;
  *) archgen="$(pwd)/$1" ;;
esac
if [ ! -x "$archgen" ]; then
  echo "error: $archgen is not an executable" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
failures=0

# expect NAME FIXTURE STATUS FINDINGS ARGS...: run archgen lint ARGS in FIXTURE.
expect() {
  name="$1" fixture="$2" status="$3" count="$4"
  shift 4
  output="$(cd "$root/Fixtures/$fixture" && "$archgen" lint "$@" 2>/dev/null)"
  actual=$?
  lines=$(printf '%s' "$output" | grep -c ':[0-9]*:[0-9]*: ' || true)
  if [ "$actual" -ne "$status" ] || [ "$lines" -ne "$count" ]; then
    echo "FAIL $name: exit $actual (expected $status), $lines findings (expected $count)" >&2
    printf '%s\n' "$output" >&2
    failures=$((failures + 1))
  else
    echo "ok   $name: exit $actual, $lines findings"
  fi
}

expect "service-locator app" LintApp 1 8
expect "current-world app" LintAppCurrent 1 5
expect "builders and tests are clean" LintApp 0 0 Sources/Scenes/Profile/ProfileBuilder.swift Tests
expect "missing path" LintApp 2 0 NoSuchFolder
expect "each file's own config, from the folder above" . 1 13 LintApp LintAppCurrent
expect "explicit config" LintAppCurrent 1 5 Sources Tests --config "$root/Fixtures/LintAppCurrent/.archgen.yml"

exit $((failures > 0))
