#!/usr/bin/env python3
"""Score `archgen tests` on the eleventh never-opened set (TestsCorpus11) in labels.txt.

Usage: Benchmarks/TestsCorpus11/score.py ARCHGEN [--root /work/fresh13/tests11] [--dump DIR]
       [--json FILE] [--verdicts FILE] [--reuse FILE] [MACHINE ...]

The scorer is Benchmarks/TestsCorpus/score.py (its docstring says what it prints), run with this
set's checkouts (/work/fresh13/tests11) and the labels.txt beside this file.
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "testscorpus_score", os.path.join(HERE, "..", "TestsCorpus", "score.py"))
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

if __name__ == "__main__":
    base.main(root="/work/fresh13/tests11", labels=os.path.join(HERE, "labels.txt"))
