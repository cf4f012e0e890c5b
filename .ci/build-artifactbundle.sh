#!/usr/bin/env bash
# Builds .artifacts/archgen.artifactbundle (SE-0305 layout): info.json plus one variant of the
# archgen executable per platform, so packages that use archgen's plugins run this binary instead
# of compiling swift-syntax.
#
# usage: .ci/build-artifactbundle.sh [--configuration debug|release] [--variant TRIPLE=BINARY]...
#                                    [--output DIR]
#   Builds archgen for this machine (release by default) and adds it as this platform's variant;
#   each --variant adds a binary built elsewhere (e.g. the macOS one, arm64-apple-macosx=path).
#   --output: the folder that receives archgen.artifactbundle (default .artifacts, which
#   Package.swift's plugins pick up; a release's dry run writes elsewhere).
#   A variant's folder is named after its platform, as the release's archives are: macos (every
#   *-apple-macosx triple) or linux-ARCH (ARCH-unknown-linux-gnu).
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
extra=()
output=.artifacts
while [ $# -gt 0 ]; do
  case "$1" in
    --configuration) configuration="$2"; shift 2 ;;
    --variant) extra+=("$2"); shift 2 ;;
    --output) output="$2"; shift 2 ;;
    *) echo "build-artifactbundle.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done

# A release bundle for Linux carries the Swift runtime inside the binary (--static-swift-stdlib), as
# SwiftLint's Linux release does: it runs whatever toolchain the user has, and starts faster (no
# dynamic linking of the runtime and Foundation: a warm `archgen lint` on ha-ios takes about two
# thirds of the CPU). macOS has no static Swift runtime (it ships in the OS since 10.14.4), so a
# release bundle there is one universal binary (arm64 and x86_64) instead. A debug bundle (CI's
# plugin check) reuses the debug build as it is: this machine's architecture only.
# The static build has a build folder of its own (.build-static): SwiftPM reuses objects compiled
# for the dynamic runtime when only --static-swift-stdlib changes, and their link then fails on
# undefined CoreFoundation symbols (seen after a plain `swift build -c release`, as Mint runs).
flags=(-c "$configuration")
system="$(uname -s)"
if [ "$configuration" = release ]; then
  case "$system" in
    Linux) flags+=(--static-swift-stdlib --scratch-path .build-static) ;;
    Darwin) flags+=(--arch arm64 --arch x86_64) ;;
  esac
fi
swift build "${flags[@]}" --product archgen >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/archgen"
version="$("$binary" --version)"
case "$system" in
  Darwin)
    # The triples the binary really holds: both for a universal one, else this machine's.
    triples=""
    for arch in $(lipo -archs "$binary" 2>/dev/null || uname -m); do
      triples+="${triples:+, }\"$arch-apple-macosx\""
    done
    platform=macos ;;
  *) triples="\"$(uname -m)-unknown-linux-gnu\""; platform="linux-$(uname -m)" ;;
esac

# The folder of a triple's variant: macos, linux-x86_64, or the triple itself for any other.
platform_of() {
  case "$1" in
    *-apple-macosx*) echo macos ;;
    *-unknown-linux-gnu) echo "linux-${1%%-*}" ;;
    *) echo "$1" ;;
  esac
}

mkdir -p "$output"
bundle="$output/archgen.artifactbundle"
staging="$(mktemp -d "$output/.staging.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
chmod 755 "$staging"   # mktemp makes it private; the bundle is read by whoever builds with it
mkdir -p "$staging/archgen-$version-$platform/bin"
cp "$binary" "$staging/archgen-$version-$platform/bin/archgen"
variants="        { \"path\": \"archgen-$version-$platform/bin/archgen\", \"supportedTriples\": [$triples] }"
for item in ${extra[@]+"${extra[@]}"}; do
  triple="${item%%=*}"
  path="${item#*=}"
  folder="archgen-$version-$(platform_of "$triple")"
  [ ! -e "$staging/$folder" ] || { echo "build-artifactbundle.sh: two variants for $folder" >&2; exit 2; }
  mkdir -p "$staging/$folder/bin"
  cp "$path" "$staging/$folder/bin/archgen"
  variants+=$',\n'"        { \"path\": \"$folder/bin/archgen\", \"supportedTriples\": [\"$triple\"] }"
done
cat > "$staging/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "archgen": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
JSON
rm -rf "$bundle"
mv "$staging" "$bundle"
trap - EXIT
echo "$bundle"
