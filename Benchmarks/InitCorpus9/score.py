#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus9 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the nine sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus8/score.py, itself a copy of InitCorpus7's, InitCorpus6's, InitCorpus5's,
InitCorpus4's, InitCorpus3's and InitCorpus2's; only this docstring and STYLES differ).
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
    "Bitgouel-iOS": "none (Needle components passed)",
    "Dotori-iOS": "none (Swinject at the roots)",
    "Metal-Archives-iOS": "own Factory container + resolve",
    "OctoPod": "app delegate locator via cast",
    "eduid-app-ios": "library singleton locator",
    "nextcloud-passwords-ios": "Factory Container + wrappers",
    "pfadi-seesturm-app-ios": "none (modules via SwiftUI env)",
    "summit-app-ios": "singleton data facade locator",
    "websocket-client-ios": "TCA + swift-dependencies",
    "wxm-ios": "Swinject behind own singleton",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
