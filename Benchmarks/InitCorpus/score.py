#!/usr/bin/env python3
"""Scores `archgen init` and `lint` on the held-out InitCorpus apps (issue 33, item 6).

Usage: score.py BIN CHECKOUTS [APP ...]

BIN is an archgen binary; CHECKOUTS the folder holding one checkout per expected file
(`<name>.yml` beside this script, checked out as CHECKOUTS/<name>). For each app it runs
`BIN init --dry-run --sources APP` from an empty temporary folder (so no caller config applies),
judges the proposal against the expected file by the rule in README.md, then runs `BIN lint`
on the app with `--config` pointed at (a) the expected file and (b) the proposal, and counts the
findings of the environment rules. Output is deterministic; the exit status is 0.
"""

import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RULES = ("direct-environment-access", "environment-mutation", "environment-default-argument")
KEYS = ("accessor", "names", "mutators", "property_wrappers", "resolvers")
DEFAULT_MUTATORS = ["setEnvironment"]


def strip_comment(value):
    """Drops a trailing `# comment` that is outside quotes."""
    quote = None
    for index, char in enumerate(value):
        if char in "'\"":
            quote = None if quote == char else (quote or char)
        elif char == "#" and quote is None and (index == 0 or value[index - 1] in " \t"):
            return value[:index].rstrip()
    return value.rstrip()


def scalar(text):
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    return text


def parse_value(text):
    text = text.strip()
    if text.startswith("[") and text.endswith("]"):
        inner = text[1:-1].strip()
        return [scalar(item) for item in inner.split(",") if item.strip()] if inner else []
    return scalar(text)


def parse_config(text):
    """Reads the two sections score needs (environment, scaffold) from a YAML config.

    Handles the subset init writes and the expected files use: `section:` at column 0,
    `key: value` two spaces in, flow lists `[a, b]` and block lists `- a`.
    """
    config = {"environment": {}, "scaffold": {}}
    section = None
    key = None
    for raw in text.splitlines():
        line = strip_comment(raw)
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        body = line.strip()
        if indent == 0:
            section = body[:-1] if body.endswith(":") else None
            key = None
            continue
        if section not in config:
            continue
        if indent == 2 and ":" in body:
            key, _, value = body.partition(":")
            key = key.strip()
            config[section][key] = parse_value(value) if value.strip() else []
        elif body.startswith("- ") and key is not None and indent > 2:
            items = config[section].setdefault(key, [])
            if isinstance(items, list):
                items.append(scalar(body[2:]))
    return config


def score_notes(text):
    """`# score.KEY: [..]` comments of an expected file."""
    notes = {}
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("# score.") and ":" in line:
            key, _, value = line[len("# score."):].partition(":")
            notes[key.strip()] = parse_value(value)
    return notes


def as_list(value):
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def bare(accessor):
    return accessor[: -len(".self")] if accessor.endswith(".self") else accessor


def judge(expected_text, proposal):
    """Returns (right, reason) by the rule in README.md."""
    expected = parse_config(expected_text)
    notes = score_notes(expected_text)
    want = expected["environment"]
    got = proposal["environment"]

    names = sorted(as_list(got.get("names")))
    allowed_names = [sorted(as_list(want.get("names")))]
    if "names_also" in notes:
        allowed_names.append(sorted(as_list(notes["names_also"])))
    if names not in allowed_names:
        return False, f"names {names}, expected {allowed_names[0]}"

    accessor = bare(str(got.get("accessor", "")))
    accessors = [bare(a) for a in as_list(notes.get("accessors", want.get("accessor")))]
    if accessor not in accessors:
        return False, f"accessor {got.get('accessor')}, expected one of {accessors}"

    for key in ("property_wrappers", "resolvers"):
        have = sorted(set(as_list(got.get(key))))
        need = sorted(set(as_list(want.get(key))))
        if have != need:
            return False, f"{key} {have}, expected {need}"

    have = sorted(set(as_list(got.get("mutators")) or DEFAULT_MUTATORS))
    need = sorted(set(as_list(want.get("mutators")) or DEFAULT_MUTATORS))
    if have != need:
        return False, f"mutators {have}, expected {need}"

    project = proposal["scaffold"].get("project")
    if project != expected["scaffold"].get("project"):
        return False, f"project {project}, expected {expected['scaffold'].get('project')}"
    return True, "names, accessor, wrappers, resolvers, mutators and project as expected"


def run(command, cwd):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, errors="replace")


def proposal_yaml(stdout):
    """The proposed file within `init --dry-run`'s output (after the summary lines)."""
    lines = stdout.splitlines()
    for index, line in enumerate(lines):
        if line.startswith("# archgen configuration"):
            return "\n".join(lines[index:]) + "\n"
    for index, line in enumerate(lines):
        if line.rstrip() == "environment:":
            return "\n".join(lines[index:]) + "\n"
    return ""


def lint_count(binary, config, app, workdir):
    result = run([binary, "lint", "--no-cache", "--quiet", "--format", "json",
                  "--config", config, app], workdir)
    try:
        findings = json.loads(result.stdout or "[]")
    except json.JSONDecodeError:
        return None, f"lint exit {result.returncode}, no JSON"
    count = sum(1 for finding in findings if finding.get("rule") in RULES)
    return count, f"lint exit {result.returncode}"


def describe(environment):
    parts = [f"accessor {environment.get('accessor', '-')}",
             f"names {as_list(environment.get('names'))}"]
    for key in ("mutators", "property_wrappers", "resolvers"):
        if environment.get(key):
            parts.append(f"{key} {as_list(environment.get(key))}")
    return ", ".join(parts)


STYLES = {
    "p2p-wallet-ios": "Resolver",
    "anytype-swift": "Factory",
    "Trio": "Swinject + property wrapper",
    "adamant-iOS": "container passed around",
    "EhPanda": "TCA @Dependency",
    "cryptomator-ios": "swift-dependencies",
    "goma-sportsbook-ios": "global world (let Env)",
    "NetNewsWire": "none",
    "ef-app_ios": "none",
    "openedx-app-ios": "global Swinject container",
    "Hackers": "singleton locator",
    "tinode-ios": "locator, non-environment name",
}


def style(name, styles=None):
    return (STYLES if styles is None else styles).get(name, "-")


def main(argv, here=HERE, styles=None):
    """Scores the apps whose expected <app>.yml files are in `here` (this folder by default);
    `styles` names their styles in the table (this set's STYLES by default). InitCorpus2 runs
    this with its own folder and styles."""
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2])
        return 0
    binary = os.path.abspath(argv[1])
    checkouts = os.path.abspath(argv[2])
    names = argv[3:] or sorted(f[:-4] for f in os.listdir(here) if f.endswith(".yml"))

    rows = []
    for name in names:
        expected_path = os.path.join(here, name + ".yml")
        app = os.path.join(checkouts, name)
        with open(expected_path, encoding="utf-8") as handle:
            expected_text = handle.read()
        print(f"== {name}")
        if not os.path.isdir(app):
            print(f"   missing checkout {app}")
            rows.append((name, None, None, None))
            continue
        with tempfile.TemporaryDirectory() as workdir:
            result = run([binary, "init", "--dry-run", "--sources", app], workdir)
            text = proposal_yaml(result.stdout)
            proposal = parse_config(text)
            right, reason = judge(expected_text, proposal) if text else (False, "no proposal")
            print(f"   init exit {result.returncode}: {describe(proposal['environment'])}; "
                  f"project {proposal['scaffold'].get('project', '-')}")
            print(f"   {'✓' if right else '✗'} {reason}")
            proposal_path = os.path.join(workdir, "proposal.yml")
            with open(proposal_path, "w", encoding="utf-8") as handle:
                handle.write(text)
            expected_count, expected_note = lint_count(binary, expected_path, app, workdir)
            proposal_count, proposal_note = lint_count(binary, proposal_path, app, workdir)
        print(f"   lint expected: {expected_count} ({expected_note}); "
              f"proposal: {proposal_count} ({proposal_note})")
        rows.append((name, style(name, styles), right, (expected_count, proposal_count)))

    print()
    print("| app | style | init | lint expected | lint proposal | ratio |")
    print("|---|---|---|---|---|---|")
    right_count = 0
    met = 0
    total_expected = 0
    total_proposal = 0
    for name, app_style, right, counts in rows:
        if counts is None:
            print(f"| {name} | - | missing | - | - | - |")
            continue
        expected_count, proposal_count = counts
        right_count += 1 if right else 0
        if expected_count is None or proposal_count is None:
            ratio = "error"
        elif expected_count == 0:
            ratio = "n/a"
            met += 1 if proposal_count == 0 else 0
        else:
            value = proposal_count / expected_count
            ratio = f"{value:.2f}"
            met += 1 if value >= 0.9 else 0
        total_expected += expected_count or 0
        total_proposal += proposal_count or 0
        print(f"| {name} | {app_style} | {'✓' if right else '✗'} | {expected_count} | "
              f"{proposal_count} | {ratio} |")
    print()
    print(f"init right on {right_count} of {len(rows)} apps; "
          f"lint with the proposal ≥ 90% of the expected (or 0 of 0) on {met} of {len(rows)}; "
          f"findings {total_proposal} with proposals, {total_expected} with expected configs")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
