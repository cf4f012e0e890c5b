#!/usr/bin/env bash
# One verdict per file (issue 23): lints FOLDER of a real app whole (from the app's root), by the
# subfolder, file by file (from the root and from the file's own folder), by --use-stdin
# --stdin-path and by Xcode script input files, and says whether every way gives the same findings
# for the files under FOLDER. Nothing of the app is copied; the config is a temporary file naming
# the app's locator.
#
#   bash Benchmarks/lint-same-findings.sh CHECKOUT LOCATOR FOLDER...
#   e.g. bash Benchmarks/lint-same-findings.sh /work/real/iOS Current Sources/App/Settings Tests/App/Settings
#
# ARCHGEN may name the binary; else .build/release/archgen, else .build/debug/archgen.
set -euo pipefail
[[ $# -ge 3 ]] || { echo "usage: $0 CHECKOUT LOCATOR FOLDER..." >&2; exit 64; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
app=$(cd "$1" && pwd)
locator=$2
shift 2
archgen=${ARCHGEN:-}
[[ -n $archgen ]] || archgen=$root/.build/release/archgen
[[ -x $archgen ]] || archgen=$root/.build/debug/archgen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'environment:\n  names: [%s]\n' "$locator" >"$work/archgen.yml"
python3 - "$archgen" "$app" "$work/archgen.yml" "$@" <<'PY'
import json, os, subprocess, sys
archgen, app, config, folders = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]

def run(arguments, cwd=app, env=None, stdin=None):
    done = subprocess.run(
        [archgen, "lint", "--config", config, "--no-cache", "--quiet", "--reporter", "json"] + arguments,
        cwd=cwd, env=env, input=stdin, capture_output=True)
    if done.returncode not in (0, 1):
        sys.exit(f"archgen lint {' '.join(arguments)} failed ({done.returncode}): {done.stderr.decode()}")
    found = set()
    for item in json.loads(done.stdout or b"[]"):
        path = item["file"] if item["file"].startswith("/") else os.path.join(cwd, item["file"])
        found.add((os.path.relpath(path, app), item["line"], item["column"], item["rule"]))
    return found

whole_app = run(["."])
same = True
for folder in folders:
    files = sorted(
        os.path.relpath(os.path.join(directory, name), app)
        for directory, _, names in os.walk(os.path.join(app, folder))
        for name in names if name.endswith(".swift"))
    ways = {"whole": {f for f in whole_app if f[0].startswith(folder.rstrip("/") + "/")},
            "subfolder": run([folder]), "file": set(), "file-from-its-folder": set(), "stdin": set()}
    for file in files:
        ways["file"] |= run([file])
        ways["file-from-its-folder"] |= run([os.path.basename(file)], cwd=os.path.join(app, os.path.dirname(file)))
        ways["stdin"] |= run(["--use-stdin", "--stdin-path", file], stdin=open(os.path.join(app, file), "rb").read())
    env = dict(os.environ, SCRIPT_INPUT_FILE_COUNT=str(len(files)))
    env.update({f"SCRIPT_INPUT_FILE_{i}": os.path.join(app, f) for i, f in enumerate(files)})
    ways["script-input"] = run(["--use-script-input-files"], env=env)
    equal = all(found == ways["whole"] for found in ways.values())
    same = same and equal
    print(f"{folder}: {len(files)} files; " + ", ".join(f"{k} {len(v)}" for k, v in ways.items())
          + f"; same findings: {'yes' if equal else 'NO'}")
sys.exit(0 if same else 1)
PY
