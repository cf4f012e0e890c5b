#!/usr/bin/env python3
"""Complete tests whose values come from another module of the app, before and after.

Usage: Benchmarks/tests-modules.py BEFORE AFTER [--root /work/real] REPO ...

For each checkout it runs, at its root, with each binary:
  archgen tests . --dry-run --format json --module App --output-dir <a temporary folder>
and matches the tests by file, machine, function and name. AFTER's tests say which other modules
of the app declare a type they build (`otherModules`, from the app's manifests). It prints, per
repository: the complete tests of BEFORE and AFTER; of BEFORE's complete tests, those building
another module's type (they import only `App`: they cannot compile); of AFTER's, those building
another module's type, each with `@testable import` of that module; and AFTER's tests a type of no
known module made incomplete (the placeholder says so).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

UNKNOWN = "is declared outside the modules the manifests name"


def run(archgen, checkout):
    with tempfile.TemporaryDirectory() as output:
        done = subprocess.run(
            [archgen, "tests", ".", "--dry-run", "--format", "json", "--module", "App",
             "--output-dir", output], cwd=checkout, capture_output=True, text=True)
    try:
        return json.loads(done.stdout)["report"]["suites"]
    except (json.JSONDecodeError, KeyError):
        sys.exit(f"{checkout}: exited {done.returncode}: {done.stderr[:500]}")


def lines(test):
    received = [item["action"] for item in test.get("received", [])]
    return [test["start"], test["act"], test["expected"]] + test["path"] + test.get(
        "overrides", []) + received


def tests(suites):
    found = {}
    for suite in suites:
        for test in suite["tests"]:
            key = (suite["file"], suite["machine"], suite.get("function"), test["name"])
            found[key] = (suite, test)
    return found


def complete(test):
    return not any("<#" in line for line in lines(test))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--root", default="/work/real")
    parser.add_argument("repositories", nargs="+")
    options = parser.parse_intermixed_args()
    print("| Repository | Complete before | Of them, another module's values (no import) "
          "| Complete after | Of them, another module's values (imported @testable) "
          "| Made incomplete (module unknown) |")
    print("|---|---:|---:|---:|---:|---:|")
    totals = [0] * 5
    for name in options.repositories:
        checkout = os.path.join(options.root, name)
        before = tests(run(os.path.abspath(options.before), checkout))
        after = tests(run(os.path.abspath(options.after), checkout))
        row = [0] * 5
        for key, (suite, test) in before.items():
            if not complete(test):
                continue
            row[0] += 1
            matched = after.get(key)
            if matched and (matched[1].get("otherModules") or not complete(matched[1])):
                row[1] += 1
        for key, (suite, test) in after.items():
            if complete(test):
                row[2] += 1
                if test.get("otherModules"):
                    imports = suite.get("testableImports", [])
                    assert all(module in imports for module in test["otherModules"]), key
                    row[3] += 1
            elif any(UNKNOWN in line for line in lines(test)):
                row[4] += 1
        totals = [a + b for a, b in zip(totals, row)]
        print(f"| {name} | " + " | ".join(str(value) for value in row) + " |", flush=True)
    print(f"| **Total ({len(options.repositories)})** | "
          + " | ".join(f"**{value}**" for value in totals) + " |")


if __name__ == "__main__":
    main()
