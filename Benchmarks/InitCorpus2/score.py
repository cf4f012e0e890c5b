#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus2 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the two sets are scored alike.
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "initcorpus_score", os.path.join(HERE, "..", "InitCorpus", "score.py"))
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

STYLES = {
    "pola-ios": "global Swinject container",
    "nos": "swift-dependencies",
    "ivpn-ios-app": "singleton locator",
    "phoenix": "computed global (var Biz)",
    "session-ios": "container passed around",
    "covid-19-app-ios-ag-public": "services passed through inits",
    "immuni-app-ios": "Katana side-effect dependencies",
    "KeePassium": "none",
    "GitHawk": "none",
    "Meshtastic-Apple": "none",
    "habitica-ios": "none",
    "Lilico-iOS": "none (unused import Resolver)",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
