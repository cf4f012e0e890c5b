#!/usr/bin/env bash
# Makes a release's artifact bundle and the file that points archgen's Package.swift at it:
#   1. .ci/build-artifactbundle.sh (release: a universal binary on macOS, a static one on Linux,
#      plus each --variant built elsewhere) → .artifacts/archgen.artifactbundle
#   2. zips it → .artifacts/archgen.artifactbundle.zip
#   3. `swift package compute-checksum` on the zip
#   4. writes Release/ArtifactBundle.json: {"url": ..., "checksum": ...}
# Commit that file on the release's tag only (the release workflow does): Package.swift then
# declares the bundle as a binaryTarget by URL and checksum, so a package that depends on archgen
# by URL runs the prebuilt binary in its plugins. Any other commit has no such file, and a plain
# `swift build` downloads nothing.
#
# usage: .ci/release.sh VERSION [--url-base URL] [--variant TRIPLE=BINARY]...
#                               [--configuration release|debug] [--release-file PATH]
#   --url-base: where the release's files are downloaded from (default:
#     https://github.com/$GITHUB_REPOSITORY/releases/download); the zip's URL is
#     URL-BASE/VERSION/archgen.artifactbundle.zip.
#   --release-file: where to write the JSON (default Release/ArtifactBundle.json); a trial run
#     writes elsewhere, so that the work tree's Package.swift keeps building from source.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:?usage: .ci/release.sh VERSION [--url-base URL] [--variant TRIPLE=BINARY]...}"
shift
url_base=""
if [ -n "${GITHUB_REPOSITORY:-}" ]; then
  url_base="https://github.com/$GITHUB_REPOSITORY/releases/download"
fi
release_file=Release/ArtifactBundle.json
bundle_arguments=()
while [ $# -gt 0 ]; do
  case "$1" in
    --url-base) url_base="$2"; shift 2 ;;
    --variant) bundle_arguments+=(--variant "$2"); shift 2 ;;
    --configuration) bundle_arguments+=(--configuration "$2"); shift 2 ;;
    --release-file) release_file="$2"; shift 2 ;;
    *) echo "release.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$url_base" ] || { echo "release.sh: give --url-base (or set GITHUB_REPOSITORY)" >&2; exit 2; }

# The bundle is built from source: never from a bundle an earlier release run pointed at.
export ARCHGEN_PLUGINS_FROM_SOURCE=1
bundle="$(bash .ci/build-artifactbundle.sh ${bundle_arguments[@]+"${bundle_arguments[@]}"})"
zip_file=.artifacts/archgen.artifactbundle.zip
rm -f "$zip_file"
if command -v zip >/dev/null 2>&1; then
  (cd "$(dirname "$bundle")" && zip -qry "$(basename "$zip_file")" "$(basename "$bundle")")
else
  (cd "$(dirname "$bundle")" && python3 -m zipfile -c "$(basename "$zip_file")" "$(basename "$bundle")")
fi
checksum="$(swift package compute-checksum "$zip_file")"
[[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || { echo "release.sh: bad checksum '$checksum'" >&2; exit 1; }

mkdir -p "$(dirname "$release_file")"
cat > "$release_file" <<JSON
{
  "url": "$url_base/$version/archgen.artifactbundle.zip",
  "checksum": "$checksum"
}
JSON
echo "$zip_file"
echo "checksum $checksum"
echo "wrote $release_file"
