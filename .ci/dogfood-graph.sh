#!/bin/sh
# Keeps Documentation/images/graph-example.dot in step with the reducer it is drawn from.
# Usage: bash .ci/dogfood-graph.sh path/to/archgen   (exit 1 when the committed diagram is stale)
set -eu
archgen="${1:?usage: bash .ci/dogfood-graph.sh path/to/archgen}"
case "$archgen" in /*) ;; *) archgen="$(pwd)/$archgen" ;; esac
cd "$(dirname "$0")/.."
"$archgen" graph Fixtures/StateGraph/PlayerReducer.swift --check Documentation/images/graph-example.dot
