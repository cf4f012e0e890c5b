#!/usr/bin/env python3
"""Score `archgen graph` against the hand-labelled real-world corpus in labels.txt.

Usage:
  score.py --archgen BIN --checkouts DIR [--labels FILE] [--detail] [--only TEXT] [--json OUT]
  score.py --table NAME=RESULTS.json [NAME=RESULTS.json ...]   (Markdown table of saved runs)
  score.py --repos [--labels FILE]                              (repositories and commits to check out)
  score.py ... --by KEY      also print recall and precision per value of a block key (style, repo, kind)

DIR holds one checkout per repository, named after the repository (DIR/isowords for
pointfreeco/isowords), at the commit given in the labels. For every labelled file the script
runs `BIN graph --format json FILE [ALSO...]` in that checkout, attributes the machines' edges
to the labelled reducers by line, normalises them and compares (from, to, event) exactly.
It needs nothing but python3 and prints recall and precision per reducer and in total.
"""

import argparse
import json
import os
import subprocess
import sys
from collections import OrderedDict


def parse_labels(path):
    """Returns the list of labelled reducers, in file order."""
    reducers = []
    current = None
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if " -> " in line and not line.startswith(("note:", "function:")):
                if current is None:
                    sys.exit(f"{path}:{number}: a transition before any reducer:")
                edge = parse_edge(line)
                if edge is None:
                    sys.exit(f"{path}:{number}: expected 'FROM -> TO : EVENT': {line}")
                current["expected"].append(edge)
                continue
            key, sep, value = line.partition(":")
            if not sep:
                sys.exit(f"{path}:{number}: expected 'key: value' or a transition: {line}")
            key, value = key.strip(), value.strip()
            if key == "reducer":
                current = {"id": value, "also": [], "expected": [], "notes": []}
                reducers.append(current)
            elif current is None:
                sys.exit(f"{path}:{number}: '{key}' before any 'reducer:'")
            elif key == "also":
                current["also"].append(value)
            elif key == "note":
                current["notes"].append(value)
            elif key == "lines":
                first, _, last = value.partition("-")
                current["lines"] = (int(first), int(last or first))
            else:
                current[key] = value
    for reducer in reducers:
        for key in ("repo", "commit", "path", "lines", "kind"):
            if key not in reducer:
                sys.exit(f"{path}: reducer {reducer['id']} has no '{key}:'")
    return reducers


def parse_edge(line):
    left, sep, event = line.rpartition(" : ")
    if not sep:
        return None
    source, sep, target = left.partition(" -> ")
    if not sep:
        return None
    return (norm_state(source), norm_state(target), norm_event(event))


def strip_dots(text):
    return text.strip().lstrip(".").strip()


def norm_state(text):
    """`.loading` -> `loading`; `user = .loading` -> `user=loading`; whitespace dropped."""
    text = "".join(text.split())
    if "=" in text and text not in ("=",):
        field, _, value = text.partition("=")
        return f"{strip_dots(field)}={strip_dots(value)}"
    return strip_dots(text)


def norm_event(text):
    """Drops a side effect shown after ' / ', leading dots and whitespace."""
    text = text.split(" / ")[0]
    text = "".join(text.split())
    return ".".join(strip_dots(part) for part in text.split(".")) if text not in ("*",) else text


def run_graph(binary, root, files, timeout):
    """Runs graph on files (relative to root); returns (machines, stderr, status)."""
    command = [binary, "graph", "--format", "json", *files]
    try:
        result = subprocess.run(
            command, cwd=root, capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return [], f"timed out after {timeout} s", "timeout"
    try:
        machines = json.loads(result.stdout).get("machines", []) if result.stdout.strip() else []
    except json.JSONDecodeError as error:
        return [], f"unreadable JSON ({error}); stderr: {result.stderr[:400]}", "bad-json"
    return machines, result.stderr, result.returncode


def same_file(machine_file, path):
    machine_file = os.path.normpath(machine_file or "")
    path = os.path.normpath(path)
    return machine_file == path or machine_file.endswith(os.sep + path)


def attribute(machines, reducers):
    """Maps reducer id -> list of (machine, transition) drawn for it; plus the leftovers."""
    drawn = {reducer["id"]: [] for reducer in reducers}
    machines_of = {reducer["id"]: [] for reducer in reducers}
    leftovers = []
    for machine in machines:
        candidates = [r for r in reducers if same_file(machine.get("file"), r["path"])]

        def holder(line):
            for reducer in candidates:
                first, last = reducer["lines"]
                if line is not None and first <= line <= last:
                    return reducer
            return None

        home = holder(machine.get("line"))
        used = set()
        for transition in machine.get("transitions", []):
            reducer = holder(transition.get("line")) or home
            if reducer is None:
                leftovers.append((machine, transition))
                continue
            drawn[reducer["id"]].append((machine, transition))
            used.add(reducer["id"])
        if home is not None:
            used.add(home["id"])
        for reducer_id in used:
            machines_of[reducer_id].append(machine)
        if not machine.get("transitions") and home is None:
            leftovers.append((machine, None))
    return drawn, machines_of, leftovers


def ratio(numerator, denominator):
    return numerator / denominator if denominator else None


def fmt(value):
    return "  -  " if value is None else f"{value:.3f}"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--archgen", help="the archgen binary to score")
    parser.add_argument("--checkouts", help="folder with one checkout per repository")
    parser.add_argument("--table", nargs="+", metavar="NAME=JSON", help="print saved runs side by side")
    parser.add_argument("--repos", action="store_true", help="print each repository and commit, then stop")
    parser.add_argument("--labels", default=os.path.join(here, "labels.txt"))
    parser.add_argument("--detail", action="store_true", help="list missed and extra edges")
    parser.add_argument("--only", help="score only reducers whose id contains this text")
    parser.add_argument("--json", help="also write the per-reducer results to this file")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per graph run")
    parser.add_argument("--by", metavar="KEY", help="also print recall/precision per value of this block key (style, repo, kind, ...)")
    args = parser.parse_args()
    if args.table:
        print_table(args.table)
        return
    if args.repos:
        seen = OrderedDict()
        for reducer in parse_labels(args.labels):
            seen.setdefault(reducer["repo"], reducer["commit"])
        for repo, commit in seen.items():
            print(repo, commit)
        return
    if not args.archgen or not args.checkouts:
        parser.error("--archgen and --checkouts are needed (or --table)")

    reducers = parse_labels(args.labels)
    if args.only:
        reducers = [r for r in reducers if args.only in r["id"]]
    binary = os.path.abspath(args.archgen)

    groups = OrderedDict()
    for reducer in reducers:
        files = tuple([reducer["path"], *reducer["also"]])
        groups.setdefault((reducer["repo"], files), []).append(reducer)
    # A file labelled more than once is run once, with every extra file any of its blocks lists.
    runs = OrderedDict()
    for (repo, files), members in groups.items():
        key = (repo, files[0])
        entry = runs.setdefault(key, {"files": [files[0]], "reducers": []})
        for extra in files[1:]:
            if extra not in entry["files"]:
                entry["files"].append(extra)
        entry["reducers"].extend(members)

    results = []
    problems = []
    leftover_report = []
    for (repo, _), entry in runs.items():
        root = os.path.join(args.checkouts, repo.split("/")[-1])
        if not os.path.isdir(root):
            problems.append(f"{repo}: no checkout at {root}")
            machines, stderr, status = [], "", "missing"
        else:
            missing = [f for f in entry["files"] if not os.path.isfile(os.path.join(root, f))]
            if missing:
                problems.append(f"{repo}: missing {', '.join(missing)}")
            machines, stderr, status = run_graph(binary, root, entry["files"], args.timeout)
            if status not in (0, 1):
                problems.append(f"{repo} {' '.join(entry['files'])}: graph {status}: {stderr.strip()[:300]}")
        drawn, machines_of, leftovers = attribute(machines, entry["reducers"])
        for machine, transition in leftovers:
            leftover_report.append((repo, machine, transition))
        for reducer in entry["reducers"]:
            expected = OrderedDict((edge, None) for edge in reducer["expected"])
            found = OrderedDict()
            for machine, transition in drawn[reducer["id"]]:
                edge = (
                    norm_state(str(transition.get("from", ""))),
                    norm_state(str(transition.get("to", ""))),
                    norm_event(str(transition.get("event", ""))),
                )
                found.setdefault(edge, transition.get("line"))
            matched = [edge for edge in expected if edge in found]
            initials = [m.get("initial") for m in machines_of[reducer["id"]]]
            has_initial = any(value not in (None, "") for value in initials)
            results.append(
                {
                    "id": reducer["id"],
                    "repo": reducer["repo"],
                    "path": reducer["path"],
                    "kind": reducer["kind"],
                    "machines": [m.get("name") for m in machines_of[reducer["id"]]],
                    "functions": [m.get("function") for m in machines_of[reducer["id"]] if "function" in m],
                    "expected": list(expected),
                    "found": list(found),
                    "matched": matched,
                    "recall": ratio(len(matched), len(expected)),
                    "precision": ratio(len(matched), len(found)),
                    "initial_label": reducer.get("initial"),
                    "initial_found": next((v for v in initials if v not in (None, "")), None),
                    "has_initial": has_initial,
                }
            )
            if args.by:
                results[-1].setdefault(args.by, reducer.get(args.by))

    print_report(results, leftover_report, problems, args.detail)
    if args.by:
        print_breakdown(results, args.by)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(results, handle, indent=1, default=list)
    if problems:
        sys.exit(1)


def print_report(results, leftovers, problems, detail):
    header = f"{'reducer':44} {'kind':10} {'exp':>4} {'found':>5} {'match':>5} {'recall':>6} {'prec':>6}"
    print(header)
    print("-" * len(header))
    for r in results:
        print(
            f"{r['id'][:44]:44} {r['kind']:10} {len(r['expected']):4} {len(r['found']):5} "
            f"{len(r['matched']):5} {fmt(r['recall']):>6} {fmt(r['precision']):>6}"
        )
        if detail:
            for edge in r["expected"]:
                if edge not in r["matched"]:
                    print(f"      missed  {edge[0]} -> {edge[1]} : {edge[2]}")
            for edge in r["found"]:
                if edge not in r["expected"]:
                    print(f"      extra   {edge[0]} -> {edge[1]} : {edge[2]}")
    expected = sum(len(r["expected"]) for r in results)
    found = sum(len(r["found"]) for r in results)
    matched = sum(len(r["matched"]) for r in results)
    print("-" * len(header))
    print(
        f"{'TOTAL (' + str(len(results)) + ' reducers)':44} {'':10} {expected:4} {found:5} {matched:5} "
        f"{fmt(ratio(matched, expected)):>6} {fmt(ratio(matched, found)):>6}"
    )
    low_recall = [r["id"] for r in results if r["recall"] is not None and r["recall"] < 0.8]
    low_precision = [
        r["id"]
        for r in results
        if (r["precision"] is not None and r["precision"] < 0.8)
        or (r["precision"] is None and r["expected"])
    ]
    print(f"reducers with recall < 0.8: {len(low_recall)}")
    print(f"reducers with precision < 0.8 (or nothing drawn): {len(low_precision)}")
    no_machine = [r["id"] for r in results if not r["machines"]]
    print(f"reducers with no machine at all: {len(no_machine)}")

    struct_found = [e for r in results if r["kind"] == "struct" for e in r["found"]]
    struct_expected = [e for r in results if r["kind"] == "struct" for e in r["expected"]]
    star_found = sum(1 for e in struct_found if e[0] == "*")
    star_expected = sum(1 for e in struct_expected if e[0] == "*")
    print(
        f"struct-state edges starting at '*': drawn {star_found}/{len(struct_found)} "
        f"({fmt(ratio(star_found, len(struct_found)))}), labelled {star_expected}/{len(struct_expected)} "
        f"({fmt(ratio(star_expected, len(struct_expected)))})"
    )
    with_initial = [r for r in results if r["initial_label"]]
    arrows = [r for r in with_initial if r["has_initial"]]
    same = [r for r in arrows if norm_state(str(r["initial_found"])) == norm_state(r["initial_label"])]
    print(
        f"machines with a known initial state that have a start arrow: {len(arrows)}/{len(with_initial)}"
        f" (the labelled one: {len(same)})"
    )
    for r in with_initial:
        if not r["has_initial"]:
            print(f"      no start arrow: {r['id']} (expected {r['initial_label']})")
        elif r not in same:
            print(f"      other start: {r['id']} (expected {r['initial_label']}, drawn {r['initial_found']})")
    if leftovers:
        names = OrderedDict()
        for repo, machine, transition in leftovers:
            key = (repo, machine.get("file"), machine.get("name"), machine.get("line"))
            names[key] = names.get(key, 0) + (1 if transition else 0)
        print(f"edges outside every labelled reducer (other machines in labelled files): {sum(names.values())}")
        for (repo, path, name, line), count in names.items():
            print(f"      {repo} {path}:{line} {name}: {count} edges")
    for problem in problems:
        print(f"problem: {problem}")


def print_breakdown(results, key):
    """Recall and precision per value of a block key, in order of first appearance."""
    groups = OrderedDict()
    for r in results:
        value = r.get(key)
        groups.setdefault("(none)" if value in (None, "") else str(value), []).append(r)
    width = max([len(key), 12] + [len(value) for value in groups])
    header = f"{'by ' + key:{width + 3}} {'reducers':>8} {'exp':>5} {'found':>5} {'match':>5} {'recall':>6} {'prec':>6}"
    print()
    print(header)
    print("-" * len(header))
    for value, members in groups.items():
        expected = sum(len(r["expected"]) for r in members)
        found = sum(len(r["found"]) for r in members)
        matched = sum(len(r["matched"]) for r in members)
        print(
            f"{value:{width + 3}} {len(members):8} {expected:5} {found:5} {matched:5} "
            f"{fmt(ratio(matched, expected)):>6} {fmt(ratio(matched, found)):>6}"
        )


def print_table(specs):
    """Markdown: one row per reducer, recall/precision per saved run, then the totals."""
    runs = []
    for spec in specs:
        name, _, path = spec.partition("=")
        with open(path, encoding="utf-8") as handle:
            runs.append((name, json.load(handle)))
    heads = " | ".join(f"{name} R | {name} P" for name, _ in runs)
    print(f"| reducer | kind | expected | {heads} |")
    print("|---|---|---:|" + "---:|---:|" * len(runs))
    by_id = [{r["id"]: r for r in results} for _, results in runs]
    for row in runs[0][1]:
        cells = []
        for table in by_id:
            r = table.get(row["id"])
            cells.append(f"{fmt(r['recall']).strip()} | {fmt(r['precision']).strip()}" if r else "- | -")
        print(f"| {row['id']} | {row['kind']} | {len(row['expected'])} | {' | '.join(cells)} |")
    cells = []
    for _, results in runs:
        expected = sum(len(r["expected"]) for r in results)
        found = sum(len(r["found"]) for r in results)
        matched = sum(len(r["matched"]) for r in results)
        cells.append(f"**{fmt(ratio(matched, expected))}** | **{fmt(ratio(matched, found))}**")
    total = sum(len(r["expected"]) for r in runs[0][1])
    print(f"| **total** ({len(runs[0][1])} reducers) | | {total} | {' | '.join(cells)} |")


if __name__ == "__main__":
    main()
