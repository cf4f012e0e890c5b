#!/usr/bin/env bash
# Proves archgen's SwiftPM plugins on Fixtures/PluginSample, a package that depends on archgen by
# path, first with the artifact bundle's binary (built here once if missing, from the debug build),
# then with archgen built from source and no bundle:
#   - `swift package plugin --list` shows the archgen and archgen-write commands;
#   - building runs ArchgenEnumProps (the sample uses the generated isOpen) and ArchgenLint;
#   - a violation added to an EXISTING file fails the next build (the lint build command reruns
#     when an input changes), and a warning-level finding shows in the build log of a build that
#     passes;
#   - `swift package archgen lint` needs no permission and reports a violation; a command that
#     writes is refused by `archgen` and points to `archgen-write`, and writes nothing;
#   - with ARCHGEN_PLUGINS_FROM_SOURCE=1 (no bundle: the plugins run archgen built from source)
#     the sample builds without any "cannot find 'BuiltinTemplates'" line, and an edited file
#     still fails the build.
# usage: .ci/plugins-check.sh [--skip-source]   (--skip-source: leave out the source build, which
#   compiles swift-syntax for the sample and takes minutes)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
skip_source=""
if [ "${1:-}" = --skip-source ]; then skip_source=1; fi
if [ ! -f "$root/.artifacts/archgen.artifactbundle/info.json" ]; then
  bash "$root/.ci/build-artifactbundle.sh" --configuration debug >/dev/null
fi
work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
cp -R "$root/Fixtures/PluginSample" "$work/sample"
export ARCHGEN_PACKAGE="$root"
unset ARCHGEN_PLUGINS_FROM_SOURCE
cd "$work/sample"
fail() { echo "plugins: FAIL: $*" >&2; exit 1; }
ok() { echo "plugins: ok: $*"; }
# Builds the sample into its log ($1); the status is swift build's.
build() { local log="$1"; shift; swift build "$@" >"$log" 2>&1; }
cp Sources/DoorKit/Door.swift "$work/Door.swift.orig"
door_line() { echo $(( $(wc -l < "$work/Door.swift.orig") + 2 )); }

swift package plugin --list >"$work/list.txt" 2>&1 || { cat "$work/list.txt"; fail "plugin --list"; }
for verb in archgen archgen-write; do
  grep -q "‘$verb’\|'$verb'" "$work/list.txt" || { cat "$work/list.txt"; fail "no $verb command"; }
done
ok "swift package plugin --list shows the archgen and archgen-write commands"

build "$work/build.txt" || { cat "$work/build.txt"; fail "the clean sample does not build"; }
generated="$(find .build -name 'DoorKit+EnumProperties.swift' | head -n 1)"
[ -n "$generated" ] && grep -q "var isOpen: Bool" "$generated" || fail "no generated isOpen"
grep -q "archgen lint DoorKit" "$work/build.txt" || { cat "$work/build.txt"; fail "lint did not run"; }
ok "the sample builds with the generated enum properties and a clean lint"

# An existing file gets a violation: the next build must lint it again and fail.
cat >> Sources/DoorKit/Door.swift <<'SWIFT'

func ringsAtNight() -> Bool { CurrentEnvironment.env.startsLocked }
SWIFT
expected="Door.swift:$(door_line):31: error:"
if build "$work/edited.txt"; then cat "$work/edited.txt"; fail "the build passed an edited file's violation"; fi
grep -q "$expected" "$work/edited.txt" || { cat "$work/edited.txt"; fail "build: no $expected"; }
ok "a violation added to an existing file fails the next build ($expected)"

# `swift package archgen lint` reads only: no permission flag.
if swift package archgen lint >"$work/command.txt" 2>&1; then
  cat "$work/command.txt"; fail "swift package archgen lint passed a violation"
fi
grep -q "$expected" "$work/command.txt" || { cat "$work/command.txt"; fail "command: no $expected"; }
ok "swift package archgen lint (no permission asked) reports the violation"
if swift package archgen scene Login >"$work/scene.txt" 2>&1; then
  cat "$work/scene.txt"; fail "swift package archgen scene was not refused"
fi
grep -q "archgen-write scene Login" "$work/scene.txt" || { cat "$work/scene.txt"; fail "no pointer to archgen-write"; }
[ ! -e Login ] || fail "the refused scene wrote files"
ok "swift package archgen scene is refused and points to archgen-write"

# The violation becomes a superfluous suppression: a warning, shown in a build that passes.
cp "$work/Door.swift.orig" Sources/DoorKit/Door.swift
cat >> Sources/DoorKit/Door.swift <<'SWIFT'

// archgen:disable:next direct-environment-access
func ringsAtDay() -> Bool { true }
SWIFT
warning="Door.swift:$(door_line):1: warning:"
build "$work/warning.txt" || { cat "$work/warning.txt"; fail "a warning failed the build"; }
grep -q "$warning.*(superfluous-disable)" "$work/warning.txt" \
  || { cat "$work/warning.txt"; fail "build log: no $warning ... (superfluous-disable)"; }
ok "a warning-level finding shows in the build log ($warning) and the build passes"

if [ -n "$skip_source" ]; then echo "plugins: source build skipped (--skip-source)"; exit 0; fi

# The same sample with archgen built from source: no artifact bundle in archgen's manifest.
export ARCHGEN_PLUGINS_FROM_SOURCE=1
cp "$work/Door.swift.orig" Sources/DoorKit/Door.swift
source_build=(--scratch-path "$work/source-build")
build "$work/source.txt" "${source_build[@]}" || { cat "$work/source.txt"; fail "the source-built sample does not build"; }
grep -q "Compiling archgen\|Compiling ArchgenKit" "$work/source.txt" \
  || { cat "$work/source.txt"; fail "archgen was not built from source"; }
if grep -q "cannot find 'BuiltinTemplates'" "$work/source.txt"; then
  grep "BuiltinTemplates" "$work/source.txt" | head -n 3; fail "the source build printed BuiltinTemplates errors"
fi
ok "the sample builds with archgen built from source and no artifact bundle"
cat >> Sources/DoorKit/Door.swift <<'SWIFT'

func ringsAtNight() -> Bool { CurrentEnvironment.env.startsLocked }
SWIFT
if build "$work/source-edited.txt" "${source_build[@]}"; then
  cat "$work/source-edited.txt"; fail "the source-built lint passed an edited file's violation"
fi
grep -q "$expected" "$work/source-edited.txt" || { cat "$work/source-edited.txt"; fail "source build: no $expected"; }
ok "with archgen built from source, an edited file's violation fails the build"
