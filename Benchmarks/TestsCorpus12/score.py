#!/usr/bin/env python3
"""Score `archgen tests` on the twelfth never-opened set (TestsCorpus12) in labels.txt.

Usage: Benchmarks/TestsCorpus12/score.py ARCHGEN [--root /work/fresh14/tests12] [--dump DIR]
       [--json FILE] [--verdicts FILE] [--reuse FILE] [MACHINE ...]

The scorer is Benchmarks/TestsCorpus/score.py (its docstring says what it prints), run with this
set's checkouts (/work/fresh14/tests12) and the labels.txt beside this file.
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "testscorpus_score", os.path.join(HERE, "..", "TestsCorpus", "score.py"))
base = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(base)

if __name__ == "__main__":
    base.main(root="/work/fresh14/tests12", labels=os.path.join(HERE, "labels.txt"))
