#!/usr/bin/env bash
# Dogfood check for CI: scaffolds every flavour with the built archgen, then lints what it wrote.
# Generated code must follow the architecture's rules (only the Builder reads the environment)
# and be drawable at once by archgen graph.
# Usage: bash .ci/dogfood-scaffold.sh path/to/archgen
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: $0 path/to/archgen" >&2
  exit 2
fi
archgen="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
for reactive in rxswift combine; do
  for ui in uikit swiftui; do
    "$archgen" scene Login --reactive "$reactive" --ui "$ui" --output "scene-$reactive-$ui" >/dev/null
  done
  "$archgen" service Auth --reactive "$reactive" --output "service-$reactive" >/dev/null
done
echo "ok   scaffolded $(find . -name '*.swift' | wc -l | tr -d ' ') files"
"$archgen" lint .
echo "ok   lint finds nothing in the generated code"
machines=$("$archgen" graph . --format json | grep -c '"name"')
if [ "$machines" -ne 6 ]; then
  echo "FAIL graph found $machines machines in the generated code, expected 6" >&2
  exit 1
fi
echo "ok   graph draws the 6 generated state machines"
if command -v dot >/dev/null 2>&1; then
  "$archgen" graph . --format dot | dot -Tsvg >/dev/null
  echo "ok   Graphviz accepts their DOT"
fi
