#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus5 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the five sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus4/score.py, itself a copy of InitCorpus3's and InitCorpus2's; only this
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
    "Hummingbird": "global world (var Current)",
    "JOBIS-DSM-iOS": "Needle (none)",
    "JOBIS-DSM-iOS-v2": "Swinject passed through inits",
    "Lockdown-iOS": "none",
    "berkeley-mobile-ios": "Factory (library Container)",
    "equater-archive": "Resolver",
    "halloapp-ios-pub": "singleton locator hierarchy",
    "mage-ios": "own property wrapper",
    "moers-ios": "Factory, filled at start-up",
    "piction-ios": "global Swinject container",
    "snutt-ios": "swift-dependencies",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
