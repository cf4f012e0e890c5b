#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus11 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the eleven sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus10/score.py, itself a copy of InitCorpus9's and the earlier sets'; only this
docstring and STYLES differ).
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
    "CaroDiario": "swift-dependencies, Tuist",
    "Conjugar": "var Current world",
    "Krystal-iOS-Legacy": "static services + Swinject",
    "criticalmaps-ios": "swift-dependencies, TCA",
    "flowcrypt-ios": "none (AppContext passed)",
    "iBurn-iOS": "container on ObjC app delegate",
    "mymonero-app-ios": "none (one-concern singletons)",
    "say-their-names-ios": "own wrapper, private registry",
    "sentinel-ios-client": "factory keeping services",
    "toshi-ios-client": "session locator + setup mutator",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
