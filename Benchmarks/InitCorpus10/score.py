#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus10 apps.

Usage: score.py ARCHGEN CHECKOUTS [APP ...]

The scorer is Benchmarks/InitCorpus/score.py, run with this folder's expected <app>.yml files and
this set's styles, so the ten sets are scored alike (this wrapper is a copy of
Benchmarks/InitCorpus9/score.py, itself a copy of InitCorpus8's, InitCorpus7's, InitCorpus6's,
InitCorpus5's, InitCorpus4's, InitCorpus3's and InitCorpus2's; only this docstring and STYLES
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
    "BookPlayer": "AppServices.shared locator",
    "KanguroKmp": "Resolver + LazyInjected + register",
    "SimplyFilterSMS-iOS": "locator via default arguments",
    "Vessel-AI-Chat-iOS": "vendored Resolver, @Resolved",
    "WABLE-iOS": "own container + own @Injected",
    "cakk-client": "Swinject behind own singleton",
    "dashwallet-ios": "ObjC locator + switch mutators",
    "jami-client-ios": "none (InjectionBag passed)",
    "mammoth": "none (one-concern singletons)",
    "readeck-ios": "shared factory keeping services",
}


if __name__ == "__main__":
    sys.exit(base.main(sys.argv, here=HERE, styles=STYLES))
