#!/usr/bin/env bash
# The install routes of the README, each as it runs for a user (issue 34), in a fresh shallow clone
# of this commit (uncommitted changes are not in it):
#   - Mint (`mint install OWNER/archgen@TAG`; Mint itself is not installable here, so this runs
#     what it runs): `swift package resolve`, `archgen` the one executable product in
#     `swift package dump-package`, then `swift build -c release --product archgen` with no step
#     before it; the build changes no tracked file and .build/release/archgen runs.
#   - `swift package experimental-install --product archgen`, with HOME a temporary folder: it puts
#     that same binary in HOME/.swiftpm/bin (as root on Linux, where SwiftPM takes root's home
#     whatever HOME says, in root's: removed afterwards, and an archgen found there put back), and
#     it runs.
#   - The release, `.ci/release.sh VERSION --dry-run` (nothing committed or uploaded): the artifact
#     bundle's info.json, the bundle zip's checksum, the plain archive and the filled Homebrew
#     formula agree with each other and with the JSON written for Release/ArtifactBundle.json;
#     Package.swift turns that JSON into the `ArchgenBinary` binaryTarget, and declares no binary
#     target without it (a plain `swift build` downloads nothing).
#   - Formula/archgen.rb parses (`ruby -c`, template and filled) and names the archives the
#     release workflow makes: archgen-macos.zip and archgen-linux-x86_64.zip.
# usage: .ci/install-check.sh [WORK]   (WORK: a folder kept afterwards; default a temporary one)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
keep=""
if [ -n "${1:-}" ]; then
  work="$1"
  keep=1
  rm -rf "$work"
  mkdir -p "$work"
  work="$(cd "$work" && pwd)"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/archgen-install.XXXXXX")"
fi
# experimental-install's binary, when it is not in the temporary HOME, and the archgen it would have
# replaced (see below): put back as they were on any exit.
installed=""
own_bin=""
restore() {
  if [ -n "$installed" ] && [ "$installed" != "$work/home/.swiftpm/bin/archgen" ]; then
    rm -f "$installed"
  fi
  installed=""
  if [ -e "$work/archgen.before" ]; then mv "$work/archgen.before" "$own_bin/archgen"; fi
}
trap 'restore; [ -n "$keep" ] || rm -rf "$work"' EXIT
fail() { echo "install: FAIL: $*" >&2; exit 1; }
ok() { echo "install: ok: $*"; }
started=$SECONDS
step() { echo "install: -- $* ($((SECONDS - started)) s so far)"; }
unset ARCHGEN_PLUGINS_FROM_SOURCE   # Package.swift as a user evaluates it
command -v ruby >/dev/null 2>&1 || fail "ruby is not installed (.ci/run installs Debian's ruby)"
url_base="https://github.com/OWNER/archgen/releases/download"

if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
  echo "install: warning: uncommitted changes in $root are not in the clone checked here" >&2
fi
step "clone"
git clone -q --depth 1 "file://$root" "$work/archgen"
cd "$work/archgen"

step "Mint: swift package resolve, dump-package, swift build -c release --product archgen"
swift package resolve >"$work/resolve.log" 2>&1 || { cat "$work/resolve.log"; fail "swift package resolve"; }
swift package --manifest-cache none dump-package >"$work/manifest.json" 2>"$work/dump.log" \
  || { cat "$work/dump.log"; fail "swift package dump-package"; }
python3 - "$work/manifest.json" <<'PY' || fail "the manifest"
import json, sys
manifest = json.load(open(sys.argv[1]))
executables = [p["name"] for p in manifest["products"] if "executable" in p["type"]]
binaries = [t["name"] for t in manifest["targets"] if t["type"] == "binary"]
if executables != ["archgen"]: sys.exit(f"executable products {executables}, not ['archgen']")
if binaries: sys.exit(f"binary targets {binaries} without Release/ArtifactBundle.json: a plain build would download")
PY
ok "one executable product, archgen, and no binary target to download"
build_started=$SECONDS
swift build -c release --product archgen >"$work/mint-build.log" 2>&1 \
  || { tail -n 40 "$work/mint-build.log"; fail "swift build -c release --product archgen"; }
echo "install: swift build -c release --product archgen took $((SECONDS - build_started)) s"
[ -z "$(git status --porcelain --untracked-files=no)" ] || { git status --short; fail "the build changed tracked files"; }
binary="$PWD/.build/release/archgen"
version="$("$binary" --version)"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]] || fail "archgen --version printed '$version'"
smoke() {
  "$1" graph Fixtures/StateGraph/PlayerReducer.swift >"$work/smoke.dot" 2>"$work/smoke.err" \
    || { cat "$work/smoke.err"; fail "$1 graph"; }
  cmp -s "$work/smoke.dot" Fixtures/StateGraph/Golden/PlayerReducer.dot || fail "$1 graph: not the golden DOT"
}
smoke "$binary"
ok "Mint's build: .build/release/archgen $version draws the golden PlayerReducer.dot; no tracked file changed"

step "swift package experimental-install --product archgen"
# SwiftPM installs into HOME/.swiftpm/bin. Foundation on Linux ignores HOME for root and takes the
# password database's home, so there (CI runs as root) the binary lands in root's own
# ~/.swiftpm/bin: the check then removes it, and puts back an archgen that was there before.
mkdir -p "$work/home"
own_bin="$(python3 -c 'import os, pwd; print(pwd.getpwuid(os.getuid()).pw_dir)')/.swiftpm/bin"
if [ -e "$own_bin/archgen" ]; then mv "$own_bin/archgen" "$work/archgen.before"; fi
HOME="$work/home" swift package experimental-install --product archgen >"$work/install.log" 2>&1 \
  || { cat "$work/install.log"; fail "experimental-install"; }
installed="$(sed -n 's/^Executable product .archgen. was successfully installed to \(.*\)\.$/\1/p' "$work/install.log")"
case "$installed" in
  "$work/home/.swiftpm/bin/archgen" | "$own_bin/archgen") ;;
  *) cat "$work/install.log"; fail "experimental-install named '$installed'" ;;
esac
echo "install: experimental-install put archgen in $installed"
[ -x "$installed" ] || fail "no executable $installed"
[ "$("$installed" --version)" = "$version" ] || fail "$installed --version is not $version"
cmp -s "$installed" "$binary" || fail "$installed is not the release build"
smoke "$installed"
restore
ok "experimental-install put the release build of archgen $version in .swiftpm/bin, and it runs"

step ".ci/release.sh $version --dry-run"
release_started=$SECONDS
bash .ci/release.sh "$version" --dry-run --output "$work/release" --url-base "$url_base" \
  >"$work/release.log" 2>&1 || { cat "$work/release.log"; fail ".ci/release.sh --dry-run"; }
echo "install: .ci/release.sh --dry-run took $((SECONDS - release_started)) s"
sed 's/^/install:   /' "$work/release.log" | grep -v '^install:   \[' || true
ruby -c Formula/archgen.rb >/dev/null || fail "Formula/archgen.rb does not parse"
ruby -c "$work/release/archgen.rb" >/dev/null || fail "the filled formula does not parse"
python3 - "$work/release" "$version" "$url_base" "$(uname -s)-$(uname -m)" Formula/archgen.rb <<'PY'
import hashlib, json, os, re, subprocess, sys, zipfile
out, version, url_base, machine, template = sys.argv[1:6]
failures = []
def check(condition, message):
    if not condition: failures.append(message)
def sha256(path): return hashlib.sha256(open(path, "rb").read()).hexdigest()
def formula_urls(path):
    """(name, url, sha256) of every url line and the sha256 line after it."""
    entries, text = [], open(path).read()
    for match in re.finditer(r'url "([^"]*)"\s*\n\s*sha256 "([^"]*)"', text):
        entries.append((match.group(1).rsplit("/", 1)[-1], match.group(1), match.group(2)))
    return text, entries

bundle = os.path.join(out, "archgen.artifactbundle")
info_bytes = open(os.path.join(bundle, "info.json"), "rb").read()
info = json.loads(info_bytes)
check(info.get("schemaVersion") == "1.0", f"info.json schemaVersion {info.get('schemaVersion')}")
artifact = info["artifacts"]["archgen"]
check(artifact["version"] == version, f"info.json version {artifact['version']}, not {version}")
check(artifact["type"] == "executable", f"info.json type {artifact['type']}")
variants = {}
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    check(os.access(path, os.X_OK), f"info.json names {variant['path']}, not an executable in the bundle")
    check(bool(variant["supportedTriples"]), f"{variant['path']} supports no triple")
    platform = variant["path"].split("/")[0][len(f"archgen-{version}-"):]
    variants[platform] = path
system, arch = machine.split("-", 1)
own = "macos" if system == "Darwin" else f"linux-{arch}"
check(own in variants, f"the bundle has no {own} variant: {sorted(variants)}")
if own in variants:
    ran = subprocess.run([variants[own], "--version"], capture_output=True, text=True)
    check(ran.stdout.strip() == version, f"the bundle's {own} archgen --version printed {ran.stdout!r}")

zip_path = os.path.join(out, "archgen.artifactbundle.zip")
release = json.load(open(os.path.join(out, "ArtifactBundle.json")))
check(release["url"] == f"{url_base}/{version}/archgen.artifactbundle.zip", f"ArtifactBundle.json url {release['url']}")
check(release["checksum"] == sha256(zip_path), "ArtifactBundle.json's checksum is not the zip's SHA-256")
with zipfile.ZipFile(zip_path) as archive:
    check(archive.read("archgen.artifactbundle/info.json") == info_bytes, "the zip's info.json differs from the bundle's")
    for platform, path in variants.items():
        member = "archgen.artifactbundle/" + os.path.relpath(path, bundle)
        check(archive.read(member) == open(path, "rb").read(), f"the zip's {member} differs from the bundle's")

text, entries = formula_urls(os.path.join(out, "archgen.rb"))
check(f'version "{version}"' in text, f"the filled formula's version is not {version}")
check('homepage "https://github.com/OWNER/archgen"' in text, "the filled formula's homepage")
named = {name: (url, digest) for name, url, digest in entries}
for platform, path in variants.items():
    name = f"archgen-{platform}.zip"
    archive_path = os.path.join(out, name)
    if name not in named:
        failures.append(f"the formula names no {name}, which the release wrote"); continue
    url, digest = named[name]
    before = len(failures)
    check(url == f"{url_base}/{version}/{name}", f"the formula's url for {name} is {url}")
    check(digest == sha256(archive_path), f"the formula's sha256 for {name} is not the archive's")
    with zipfile.ZipFile(archive_path) as archive:
        check(archive.namelist() == ["archgen"], f"{name} holds {archive.namelist()}, not archgen alone")
        check(archive.read("archgen") == open(path, "rb").read(), f"{name}'s archgen is not the bundle's")
        check(archive.getinfo("archgen").external_attr >> 16 & 0o111, f"{name}'s archgen is not executable")
    if len(failures) == before:
        print(f"install: {name}: url and sha256 in the formula match the archive; its archgen is the bundle's")

_, template_entries = formula_urls(template)
template_names = sorted(name for name, _, _ in template_entries)
check(template_names == ["archgen-linux-x86_64.zip", "archgen-macos.zip"],
      f"Formula/archgen.rb names {template_names}, not the release workflow's archgen-macos.zip and archgen-linux-x86_64.zip")
for failure in failures: print("install: FAIL: " + failure, file=sys.stderr)
sys.exit(1 if failures else 0)
PY
ok "the bundle's info.json, its zip's checksum, the archive and the formula agree with ArtifactBundle.json"

# Package.swift reads the release's JSON only on macOS and x86_64 Linux (the bundle's platforms).
# No manifest cache: SwiftPM's would answer from the evaluation without the file.
if [ "$(uname -s)" = Darwin ] || [ "$(uname -m)" = x86_64 ]; then
  mkdir -p Release
  cp "$work/release/ArtifactBundle.json" Release/ArtifactBundle.json
  swift package --manifest-cache none dump-package >"$work/manifest-release.json" 2>"$work/dump.log" \
    || { cat "$work/dump.log"; fail "dump-package with Release/ArtifactBundle.json"; }
  rm -f Release/ArtifactBundle.json
  python3 - "$work/manifest-release.json" "$work/release/ArtifactBundle.json" <<'PY' \
    || fail "Package.swift with the release's JSON"
import json, sys
manifest, release = (json.load(open(path)) for path in sys.argv[1:3])
binaries = [t for t in manifest["targets"] if t["type"] == "binary"]
if [t["name"] for t in binaries] != ["ArchgenBinary"]:
    sys.exit(f"binary targets {[t['name'] for t in binaries]}, not ArchgenBinary")
target = binaries[0]
if (target.get("url"), target.get("checksum")) != (release["url"], release["checksum"]):
    sys.exit(f"ArchgenBinary has {target.get('url')} {target.get('checksum')}, not the JSON's")
PY
  ok "with the JSON as Release/ArtifactBundle.json, Package.swift declares ArchgenBinary by its url and checksum"
fi
echo "install: every route checked in $((SECONDS - started)) s"
