#!/usr/bin/env python3
"""How many of the machines `archgen graph` draws get tests from `archgen tests`, per repository.

Usage: Benchmarks/tests-coverage.py ARCHGEN [--root /work/real] [--reasons] [--json OUT] [REPO ...]

For each checkout under --root it runs, at the checkout's root (default exclusions on both sides):
  archgen graph . --format json
  archgen tests . --dry-run --format json --module App --output-dir <a temporary folder>
and prints machines, machines with at least one test, tests, and complete tests (no placeholder).
A machine is matched to its suite by name and file. --reasons also tallies why the machines
without tests get none: the machine's own reason, else its transitions' reasons.
"""

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

REPOSITORIES = [
    "swift-composable-architecture", "isowords", "amplify-swift", "workflow-swift", "ReactorKit",
    "CombineFeedback", "RxFeedback.swift", "ReactiveFeedback", "ReSwift-Todo-Example",
    "AwesomeQuotesReSwift", "Actomaton-Gallery", "RxTodo", "Drrrible", "zashi-ios",
    "babylon-wallet-ios",
]


def run_json(arguments, cwd):
    done = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        sys.exit(f"{cwd}: {' '.join(arguments)} exited {done.returncode}: {done.stderr[:500]}")


def measure(archgen, checkout):
    graph = run_json([archgen, "graph", ".", "--format", "json"], checkout)
    with tempfile.TemporaryDirectory() as output:
        tests = run_json(
            [archgen, "tests", ".", "--dry-run", "--format", "json", "--module", "App",
             "--output-dir", output], checkout)
    report = tests["report"]
    suites = {(s["machine"], s["file"]): s for s in report["suites"]}
    skipped = {(m["machine"], m["file"]): m["reason"] for m in report["skippedMachines"]}
    machines = graph["machines"]
    with_tests = 0
    reasons = collections.Counter()
    for machine in machines:
        key = (machine["name"], machine["file"])
        suite = suites.get(key)
        if suite and suite["tests"]:
            with_tests += 1
            continue
        if suite:
            found = collections.Counter(item["reason"] for item in suite["skipped"])
            reasons["transitions: " + (found.most_common(1)[0][0] if found else "none")] += 1
        else:
            reasons["machine: " + skipped.get(key, "not planned")] += 1
    return {
        "machines": len(machines), "withTests": with_tests, "tests": report["tests"],
        "complete": report["complete"], "reasons": reasons,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("archgen")
    parser.add_argument("--root", default="/work/real")
    parser.add_argument("--reasons", action="store_true")
    parser.add_argument("--json")
    parser.add_argument("repositories", nargs="*")
    options = parser.parse_intermixed_args()
    archgen = os.path.abspath(options.archgen)
    names = options.repositories or REPOSITORIES
    rows = {}
    print("| Repository | Machines | With tests | Tests | Complete |")
    print("|---|---:|---:|---:|---:|")
    for name in names:
        row = measure(archgen, os.path.join(options.root, name))
        rows[name] = row
        print(f"| {name} | {row['machines']} | {row['withTests']} | {row['tests']} | "
              f"{row['complete']} |", flush=True)
    total = {key: sum(row[key] for row in rows.values())
             for key in ("machines", "withTests", "tests", "complete")}
    share = 100 * total["withTests"] // max(total["machines"], 1)
    complete = 100 * total["complete"] // max(total["tests"], 1)
    print(f"| **Total ({len(rows)})** | **{total['machines']}** | **{total['withTests']} "
          f"({share}%)** | **{total['tests']}** | **{total['complete']} ({complete}%)** |")
    if options.reasons:
        for name, row in rows.items():
            print(f"\n{name}: machines without tests, by reason")
            for reason, count in row["reasons"].most_common():
                print(f"  {count:4d}  {reason}")
    if options.json:
        with open(options.json, "w") as out:
            json.dump({name: {**row, "reasons": dict(row["reasons"])} for name, row in rows.items()},
                      out, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
