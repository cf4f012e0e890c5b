#!/usr/bin/env bash
# Dogfood check for CI: scaffolds every flavour with the built archgen, then lints what it wrote.
# Generated code must follow the architecture's rules: only the Builder reads the environment.
# Usage: docs/scaffold-ci.sh path/to/archgen
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
