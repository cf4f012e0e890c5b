#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus4 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the four sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus3/score.py, itself a copy of InitCorpus2's; only this docstring and STYLES
differ).
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
    "mars": "global world (let Current)",
    "DMS-iOS": "Needle (none)",
    "unstoppable-ios-app": "computed global over a singleton",
    "AdguardForiOS": "singleton service locator",
    "mobile-ios": "none",
    "freeotp-ios": "none",
    "ios-drive": "container passed through inits",
    "alfresco-mobile-workspace-ios": "singleton service repository",
    "ios-authenticator": "Factory (app containers)",
    "Hymns-iOS": "Resolver (default arguments)",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
