#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus6 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the six sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus5/score.py, itself a copy of InitCorpus4's, InitCorpus3's and InitCorpus2's;
only this docstring and STYLES differ).
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
    "AirCastingiOS": "Resolver",
    "BsuirScheduleApp": "TCA + swift-dependencies",
    "CotEditor": "none (macOS)",
    "PiCK_iOS_V2": "Swinject passed through inits",
    "SMS-iOS": "Needle (none)",
    "Simple-Login-iOS": "none (session passed)",
    "covpass-ios": "none (factories)",
    "erouska-ios": "singleton locator",
    "koronavilkku-ios": "static world (Environment.default)",
    "wallabag-ios-app": "Factory (library Container)",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
