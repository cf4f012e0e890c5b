#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus8 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the eight sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus7/score.py, itself a copy of InitCorpus6's, InitCorpus5's, InitCorpus4's,
InitCorpus3's and InitCorpus2's; only this docstring and STYLES differ).
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
    "2fas-ios": "none (shared factories, rule 30)",
    "ForPDA": "TCA + swift-dependencies",
    "appdb": "none (static API namespace)",
    "breadwallet-ios": "static locator with mutators",
    "count-biki": "swift-dependencies, type keys",
    "pera-ios": "two singleton locators + AppDelegate",
    "visits-ios": "none (TCA environment passed)",
    "vlc-ios": "ObjC singleton locator",
    "wsdot-ios-app": "none (singletons, static stores)",
    "wxyc-ios-64": "none (singleton via SwiftUI env)",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
