#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus7 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the seven sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus6/score.py, itself a copy of InitCorpus5's, InitCorpus4's, InitCorpus3's and
InitCorpus2's; only this docstring and STYLES differ).
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
    "Clipy": "static world on a stack (macOS)",
    "GCMS-iOS": "Swinject static on AppDelegate",
    "OnionBrowser": "none (singletons)",
    "ProteGO-Safe-ios": "none (container passed)",
    "amperfy": "singleton locator, extension accessor",
    "ku-ring-ios-app": "TCA + swift-dependencies",
    "metatext": "none (environment passed)",
    "mobile-ios-one-login-app": "none (config AppEnvironment)",
    "radar-covid-ios": "Swinject behind AppDelegate.shared",
    "rarime-ios-app": "none (singletons)",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
