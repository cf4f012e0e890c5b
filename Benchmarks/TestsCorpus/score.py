#!/usr/bin/env python3
"""Score `archgen tests` on the never-opened set in labels.txt.

Usage: Benchmarks/TestsCorpus/score.py ARCHGEN [--root /work/fresh/tests] [--dump DIR]
                                       [--verdicts FILE] [--json OUT] [--reuse JSON] [Mnn ...]

For each repository the labels name, at the checkout's root (graph's default exclusions):
  ARCHGEN graph . --format json
  ARCHGEN tests . --dry-run --format json --module App --output-dir <empty temporary folder>
Each labelled machine is matched to graph's machine in its file whose line falls in the label's
lines, and that machine to its suite by name and file (as Benchmarks/tests-coverage.py does).
Per machine it prints the tests written, the complete ones (no placeholder), and, with
--verdicts, the labelled transitions a complete test read by hand covers and the verdicts.

--dump DIR also runs `tests` without --dry-run into a second temporary folder and writes, per
labelled machine, DIR/Mnn-<suite file>.swift (the whole generated file) and DIR/Mnn.tests.txt
(each complete test's name), for reading by hand. Nothing is written under the checkouts.

--reuse JSON takes the per-machine figures from an earlier run's --json and only applies
--verdicts (no archgen run).
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def read_labels(path):
    machines = []
    current = None
    for raw in open(path, encoding="utf-8"):
        line = raw.rstrip("\n")
        if line.startswith("#") or not line.strip():
            continue
        if line.startswith("== "):
            current = {"id": line[3:].strip(), "transitions": []}
            machines.append(current)
            continue
        found = re.match(r"^(T\d+) ", line)
        if found:
            current["transitions"].append(found.group(1))
            continue
        key, _, value = line.partition(": ")
        current.setdefault(key, value.strip())
    for machine in machines:
        first, _, last = machine["lines"].partition("-")
        machine["first"], machine["last"] = int(first), int(last or first)
        machine["name"] = os.path.basename(machine["repo"])
    return machines


def read_verdicts(path):
    """Lines `Mnn Tk|- <test name> : right|wrong|useless [why]`."""
    verdicts = collections.defaultdict(list)
    if not path:
        return verdicts
    for raw in open(path, encoding="utf-8"):
        found = re.match(r"^(M\d+)\s+(T\d+|-)\s+(\S+)\s*:\s*(right|wrong|useless)\b(.*)$", raw.strip())
        if found:
            verdicts[found.group(1)].append(
                {"transition": found.group(2), "test": found.group(3), "verdict": found.group(4),
                 "why": found.group(5).strip()})
    return verdicts


def run_json(arguments, cwd):
    done = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        sys.exit(f"{cwd}: {' '.join(arguments)} exited {done.returncode}: {done.stderr[:500]}")


def clean(path):
    return path[2:] if path.startswith("./") else path


def complete(test):
    text = json.dumps(test)
    return "<#" not in text


def measure(archgen, checkout, dump):
    graph = run_json([archgen, "graph", ".", "--format", "json"], checkout)
    with tempfile.TemporaryDirectory() as output:
        tests = run_json([archgen, "tests", ".", "--dry-run", "--format", "json", "--module", "App",
                          "--output-dir", output], checkout)
    sources = {}
    if dump:
        output = tempfile.mkdtemp()
        try:
            subprocess.run([archgen, "tests", ".", "--format", "json", "--module", "App",
                            "--output-dir", output], cwd=checkout, capture_output=True, text=True)
            for name in os.listdir(output):
                with open(os.path.join(output, name), encoding="utf-8") as handle:
                    sources[name] = handle.read()
        finally:
            shutil.rmtree(output)
    return graph, tests["report"], sources


def suite_source(suite, sources):
    """The generated file whose header names the machine (`Name` or `Name.function`) and file."""
    for name, text in sorted(sources.items()):
        header = text.splitlines()[0] if text else ""
        named = f"({suite['machine']})" in header or f"({suite['machine']}." in header
        if named and clean(suite["file"]) in header:
            return name, text
    return None, None


def drawn_machines(machine, graph, labelled):
    """graph's machines for a label: in its file, at its lines, else by name, else the only one."""
    here = [g for g in graph["machines"] if clean(g["file"]) == machine["file"]]
    found = [g for g in here if machine["first"] - 3 <= g["line"] <= machine["last"]]
    if found:
        return found
    found = [g for g in here if machine["machine"] in (g["name"], f"{g['name']}.{g.get('function')}")]
    if found:
        return found
    siblings = [m for m in labelled if m["file"] == machine["file"]]
    return here if len(here) == 1 and len(siblings) == 1 else []


def apply_verdicts(row, verdicts, dump):
    read = verdicts.get(row["id"], [])
    row["read"] = len(read)
    row["right"] = sum(1 for v in read if v["verdict"] == "right")
    row["wrong"] = sum(1 for v in read if v["verdict"] == "wrong")
    row["useless"] = sum(1 for v in read if v["verdict"] == "useless")
    row["covered"] = len({v["transition"] for v in read if v["transition"] != "-"})
    row["coveredRight"] = len({v["transition"] for v in read
                               if v["transition"] != "-" and v["verdict"] == "right"})
    if dump and row["completeTests"]:
        with open(os.path.join(dump, f"{row['id']}.tests.txt"), "w", encoding="utf-8") as out:
            out.write("\n".join(row["completeTests"]) + "\n")


def print_row(row):
    print(f"{row['id']} {row['repo']}: tests {row['tests']}, complete {row['complete']}, "
          f"labelled transitions {row['labelled']}, covered by a complete test read "
          f"{row['covered']} (right {row['coveredRight']}); read {row['read']}: right "
          f"{row['right']}, wrong {row['wrong']}, useless {row['useless']}"
          + (f"; no test: {row['reason']}" if not row["tests"] else ""), flush=True)


def main(root="/work/fresh/tests", labels=os.path.join(HERE, "labels.txt")):
    """`root` and `labels` are the defaults of --root and --labels (TestsCorpus2 runs this with
    its own)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("archgen")
    parser.add_argument("--root", default=root)
    parser.add_argument("--labels", default=labels)
    parser.add_argument("--dump")
    parser.add_argument("--verdicts")
    parser.add_argument("--json")
    parser.add_argument("--reuse", help="a --json file of an earlier run: apply --verdicts to "
                        "its figures without running archgen again")
    parser.add_argument("only", nargs="*")
    options = parser.parse_intermixed_args()
    archgen = os.path.abspath(options.archgen)
    machines = [m for m in read_labels(options.labels) if not options.only or m["id"] in options.only]
    verdicts = read_verdicts(options.verdicts)
    if options.dump:
        os.makedirs(options.dump, exist_ok=True)
    by_repo = collections.OrderedDict()
    for machine in machines:
        by_repo.setdefault(machine["name"], []).append(machine)
    rows = []
    if options.reuse:
        with open(options.reuse, encoding="utf-8") as handle:
            rows = [r for r in json.load(handle)["machines"]
                    if not options.only or r["id"] in options.only]
        for row in rows:
            apply_verdicts(row, verdicts, None)
            print_row(row)
        by_repo = {}
    for repo, labelled in by_repo.items():
        checkout = os.path.join(options.root, repo)
        graph, report, sources = measure(archgen, checkout, options.dump)
        suites = {(s["machine"], clean(s["file"])): s for s in report["suites"]}
        skipped = {(m["machine"], clean(m["file"])): m["reason"] for m in report["skippedMachines"]}
        for machine in labelled:
            drawn = drawn_machines(machine, graph, labelled)
            row = {"id": machine["id"], "repo": machine["repo"], "file": machine["file"],
                   "style": machine["style"], "labelled": len(machine["transitions"]),
                   "graph": [g["name"] for g in drawn], "tests": 0, "complete": 0,
                   "reason": "", "completeTests": []}
            for g in drawn:
                key = (g["name"], clean(g["file"]))
                suite = suites.get(key)
                if not suite:
                    row["reason"] = skipped.get(key, "not planned")
                    continue
                row["tests"] += len(suite["tests"])
                done = [t for t in suite["tests"] if complete(t)]
                row["complete"] += len(done)
                row["completeTests"] += [t["name"] for t in done]
                if not suite["tests"]:
                    found = collections.Counter(item["reason"] for item in suite["skipped"])
                    row["reason"] = found.most_common(1)[0][0] if found else "no test"
                if options.dump:
                    name, text = suite_source(suite, sources)
                    if text:
                        with open(os.path.join(options.dump, f"{machine['id']}-{name}"), "w",
                                  encoding="utf-8") as out:
                            out.write(text)
            if not drawn:
                row["reason"] = "graph draws no machine for it"
            rows.append(row)
            apply_verdicts(row, verdicts, options.dump)
            print_row(row)
    total = {key: sum(r[key] for r in rows) for key in
             ("labelled", "tests", "complete", "covered", "coveredRight", "read", "right", "wrong",
              "useless")}
    with_tests = sum(1 for r in rows if r["tests"])
    with_complete = sum(1 for r in rows if r["complete"])
    repos = len({r["repo"] for r in rows})
    print(f"\nmachines {len(rows)} from {repos} repositories; with tests {with_tests} "
          f"({100 * with_tests / max(len(rows), 1):.1f}%), with a complete test {with_complete}; "
          f"tests {total['tests']}, complete {total['complete']}; labelled transitions "
          f"{total['labelled']}, covered by a complete test read {total['covered']} (right "
          f"{total['coveredRight']}); read {total['read']}: right {total['right']} "
          f"({100 * total['right'] / max(total['read'], 1):.1f}%), wrong {total['wrong']}, "
          f"useless {total['useless']}")
    if options.json:
        with open(options.json, "w", encoding="utf-8") as out:
            json.dump({"machines": rows, "total": total, "withTests": with_tests}, out, indent=1)


if __name__ == "__main__":
    main()
