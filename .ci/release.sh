#!/usr/bin/env bash
# Makes a release's files: the artifact bundle, a plain binary archive per platform, the file that
# points archgen's Package.swift at the bundle, and the Homebrew formula:
#   1. .ci/build-artifactbundle.sh (release: a universal binary on macOS, a static one on Linux,
#      plus each --variant built elsewhere) → OUT/archgen.artifactbundle
#   2. zips it → OUT/archgen.artifactbundle.zip, and `swift package compute-checksum` on the zip
#   3. zips each variant's binary alone → OUT/archgen-macos.zip, OUT/archgen-linux-x86_64.zip
#      (one per platform of the bundle: unzip and run, or what the Homebrew formula installs)
#   4. writes Release/ArtifactBundle.json: {"url": ..., "checksum": ...}
#   5. fills Formula/archgen.rb: its version, homepage, and each archive's url and sha256
# Commit those two files on the release's tag only (the release workflow does): Package.swift then
# declares the bundle as a binaryTarget by URL and checksum, so a package that depends on archgen
# by URL runs the prebuilt binary in its plugins. Any other commit has no such JSON file, and a
# plain `swift build` downloads nothing. Nothing here uploads: the workflow publishes OUT's zips.
#
# usage: .ci/release.sh VERSION [--url-base URL] [--variant TRIPLE=BINARY]...
#                               [--configuration release|debug] [--release-file PATH]
#                               [--formula PATH] [--output DIR] [--dry-run]
#   --url-base: where the release's files are downloaded from (default:
#     https://github.com/$GITHUB_REPOSITORY/releases/download); a file's URL is
#     URL-BASE/VERSION/NAME.
#   --release-file: where to write the JSON (default Release/ArtifactBundle.json).
#   --formula: the formula to fill (default Formula/archgen.rb, filled in place).
#   --output: the folder of the bundle and the zips (default .artifacts).
#   --dry-run: a trial: OUT defaults to a new temporary folder, and the JSON and the filled formula
#     are written there (OUT/ArtifactBundle.json, OUT/archgen.rb), so that the work tree's
#     Package.swift keeps building from source and its formula stays the template. A formula
#     archive that this machine cannot build (archgen-macos.zip on Linux) is left as it was, with a
#     warning; a real run fails on it.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: .ci/release.sh VERSION [--url-base URL] [--variant TRIPLE=BINARY]... [--dry-run]}"
shift
url_base=""
homepage=""
if [ -n "${GITHUB_REPOSITORY:-}" ]; then
  url_base="https://github.com/$GITHUB_REPOSITORY/releases/download"
  homepage="https://github.com/$GITHUB_REPOSITORY"
fi
release_file=""
formula=Formula/archgen.rb
output=""
dry_run=""
bundle_arguments=()
while [ $# -gt 0 ]; do
  case "$1" in
    --url-base) url_base="$2"; shift 2 ;;
    --variant) bundle_arguments+=(--variant "$2"); shift 2 ;;
    --configuration) bundle_arguments+=(--configuration "$2"); shift 2 ;;
    --release-file) release_file="$2"; shift 2 ;;
    --formula) formula="$2"; shift 2 ;;
    --output) output="$2"; shift 2 ;;
    --dry-run) dry_run=1; shift ;;
    *) echo "release.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$url_base" ] || { echo "release.sh: give --url-base (or set GITHUB_REPOSITORY)" >&2; exit 2; }
[ -f "$formula" ] || { echo "release.sh: no formula at $formula" >&2; exit 2; }
# The homepage is the repository the downloads come from (https://github.com/OWNER/NAME).
[ -n "$homepage" ] || homepage="$(echo "$url_base" | sed -E 's#/releases/download/?$##')"
if [ -n "$dry_run" ]; then
  [ -n "$output" ] || output="$(mktemp -d "${TMPDIR:-/tmp}/archgen-release.XXXXXX")"
  mkdir -p "$output"
  output="$(cd "$output" && pwd)"
  [ -n "$release_file" ] || release_file="$output/ArtifactBundle.json"
  cp "$formula" "$output/archgen.rb"
  formula="$output/archgen.rb"
fi
[ -n "$output" ] || output=.artifacts
[ -n "$release_file" ] || release_file=Release/ArtifactBundle.json

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1
  else shasum -a 256 "$1" | cut -d' ' -f1; fi
}
# zip_into ZIP FOLDER NAME: ZIP holds FOLDER/NAME as NAME (a folder's tree, or one file).
zip_into() {
  local zip_file="$1" folder="$2" name="$3"
  rm -f "$zip_file"
  if command -v zip >/dev/null 2>&1; then
    (cd "$folder" && zip -qry "$zip_file" "$name")
  else
    (cd "$folder" && python3 -m zipfile -c "$zip_file" "$name")
  fi
}

# The bundle is built from source: never from a bundle an earlier release run pointed at.
export ARCHGEN_PLUGINS_FROM_SOURCE=1
bundle="$(bash .ci/build-artifactbundle.sh --output "$output" \
  ${bundle_arguments[@]+"${bundle_arguments[@]}"})"
bundle="$(cd "$bundle" && pwd)"
zip_file="$output/archgen.artifactbundle.zip"
zip_into "$(cd "$output" && pwd)/archgen.artifactbundle.zip" "$(dirname "$bundle")" \
  "$(basename "$bundle")"
checksum="$(swift package compute-checksum "$zip_file")"
[[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || { echo "release.sh: bad checksum '$checksum'" >&2; exit 1; }

# One archive per variant, named after the variant's folder (archgen-VERSION-PLATFORM):
# archgen-PLATFORM.zip holds the executable alone, as `archgen`.
archives=()
for folder in "$bundle"/archgen-"$version"-*/; do
  folder="${folder%/}"
  platform="${folder##*/archgen-"$version"-}"
  archive="$(cd "$output" && pwd)/archgen-$platform.zip"
  zip_into "$archive" "$folder/bin" archgen
  archives+=("$archive")
done
[ ${#archives[@]} -gt 0 ] || {
  echo "release.sh: the bundle has no archgen-$version-* variant: archgen --version must print $version" >&2
  exit 1
}

mkdir -p "$(dirname "$release_file")"
cat > "$release_file" <<JSON
{
  "url": "$url_base/$version/archgen.artifactbundle.zip",
  "checksum": "$checksum"
}
JSON

# The formula: each `url "…/NAME"` whose NAME is an archive written above gets this release's URL,
# and the `sha256` line after it that archive's checksum.
formula_arguments=()
for archive in "${archives[@]}"; do
  formula_arguments+=("$(basename "$archive")=$(sha256 "$archive")")
done
python3 - "$formula" "$version" "$url_base" "$homepage" "${dry_run:-0}" \
  "${formula_arguments[@]}" <<'PY'
import re, sys
path, version, url_base, homepage, dry_run = sys.argv[1:6]
sums = dict(item.split("=", 1) for item in sys.argv[6:])
lines = open(path, encoding="utf-8").read().split("\n")
named, pending, missing = set(), None, []
for index, line in enumerate(lines):
    indent = line[: len(line) - len(line.lstrip())]
    if re.match(r'\s*version "[^"]*"$', line):
        lines[index] = f'{indent}version "{version}"'
    elif re.match(r'\s*homepage "[^"]*"$', line):
        lines[index] = f'{indent}homepage "{homepage}"'
    elif (match := re.match(r'\s*url "([^"]*)"$', line)):
        name = match.group(1).rsplit("/", 1)[-1]
        named.add(name)
        if name in sums:
            lines[index] = f'{indent}url "{url_base}/{version}/{name}"'
            pending = name
        else:
            missing.append(name)
            pending = None
    elif pending and re.match(r'\s*sha256 "[^"]*"$', line):
        lines[index] = f'{indent}sha256 "{sums[pending]}"'
        pending = None
unnamed = sorted(set(sums) - named)
if unnamed:
    sys.exit(f"release.sh: {path} names no url for {', '.join(unnamed)}")
for name in missing:
    if dry_run != "1":
        sys.exit(f"release.sh: {path} names {name}, which this release did not build")
    print(f"release.sh: warning: {name} not built here (dry run): its url and sha256 are left as they were", file=sys.stderr)
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY

echo "$zip_file"
echo "checksum $checksum"
for archive in "${archives[@]}"; do echo "$archive sha256 $(sha256 "$archive")"; done
echo "wrote $release_file"
echo "filled $formula"
if [ -n "$dry_run" ]; then echo "dry run: nothing committed or uploaded; everything is in $output"; fi
