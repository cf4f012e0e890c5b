#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus12 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the twelve sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus11/score.py, itself a copy of InitCorpus10's and the earlier sets'; only this
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
    "Chronos": "Factory, call sites only",
    "Friendly-Competitions": "Factory wrappers + run-time register",
    "Neebla": "session locator + static setup",
    "ReadingListV1": "none (one-concern, XcodeGen)",
    "RobotControllerIOS": "Swinject on app singleton",
    "WeiWallet-iOS": "Swinject assembler on Container",
    "beam": "locator on app delegate",
    "mtp": "protocol-extension locator",
    "muna": "ServiceLocator + replace function",
    "safetrace-ios": "none (environment passed)",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
