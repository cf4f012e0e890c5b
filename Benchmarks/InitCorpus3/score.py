#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus3 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the three sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus2/score.py; only this docstring and STYLES differ).
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
    "blokada": "Factory + a global of services",
    "com.ruuvi.station.ios": "Swinject container behind a singleton",
    "wakmusic-iOS": "Needle (none)",
    "tree-tracker-ios": "Resolver",
    "ios-SwissTransfer": "library property wrappers",
    "approach": "TCA / swift-dependencies",
    "safe-ios-legacy": "static service registries",
    "puffery": "global world (var Current)",
    "deltachat-ios": "context passed through inits",
    "nightguard": "none",
    "orbot-apple": "none",
    "daily-dozen-ios": "none",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
