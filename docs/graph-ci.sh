#!/bin/sh
# Keeps docs/graph-example.dot in step with the reducer it is drawn from.
# Usage: docs/graph-ci.sh path/to/archgen   (exit 1 when the committed diagram is stale)
set -eu
archgen="${1:?usage: docs/graph-ci.sh path/to/archgen}"
case "$archgen" in /*) ;; *) archgen="$(pwd)/$archgen" ;; esac
cd "$(dirname "$0")/.."
"$archgen" graph Fixtures/StateGraph/PlayerReducer.swift --check docs/graph-example.dot
