#!/usr/bin/env bash
# Proves archgen's SwiftPM plugins on Fixtures/PluginSample, a package that depends on archgen by
# path and runs the artifact bundle's binary (built here once if missing, from the debug build):
#   - `swift package plugin --list` shows the archgen command;
#   - building runs ArchgenEnumProps (the sample uses the generated isOpen) and ArchgenLint;
#   - a planted violation is reported by `swift package archgen lint` and fails the build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ ! -f "$root/.artifacts/archgen.artifactbundle/info.json" ]; then
  bash "$root/.ci/build-artifactbundle.sh" --configuration debug >/dev/null
fi
work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
cp -R "$root/Fixtures/PluginSample" "$work/sample"
export ARCHGEN_PACKAGE="$root"
cd "$work/sample"
fail() { echo "plugins: FAIL: $*" >&2; exit 1; }

swift package plugin --list >"$work/list.txt" 2>&1 || { cat "$work/list.txt"; fail "plugin --list"; }
grep -q "‘archgen’\|'archgen'" "$work/list.txt" || { cat "$work/list.txt"; fail "no archgen command"; }
echo "plugins: ok: swift package plugin --list shows the archgen command"

swift build >"$work/build.txt" 2>&1 || { cat "$work/build.txt"; fail "the clean sample does not build"; }
generated="$(find .build -name 'DoorKit+EnumProperties.swift' | head -n 1)"
[ -n "$generated" ] && grep -q "var isOpen: Bool" "$generated" || fail "no generated isOpen"
echo "plugins: ok: the sample builds with the generated enum properties and a clean lint"

cat > Sources/DoorKit/Doorbell.swift <<'SWIFT'
enum Doorbell {
  static func ring() -> Bool { CurrentEnvironment.env.startsLocked }
}
SWIFT
expected="Doorbell.swift:2:32: error:"
if swift package --allow-writing-to-package-directory archgen lint >"$work/command.txt" 2>&1; then
  cat "$work/command.txt"; fail "swift package archgen lint passed a planted violation"
fi
grep -q "$expected" "$work/command.txt" || { cat "$work/command.txt"; fail "command: no $expected"; }
echo "plugins: ok: swift package archgen lint reports the planted violation"
if swift build >"$work/planted.txt" 2>&1; then
  cat "$work/planted.txt"; fail "the build passed a planted violation"
fi
grep -q "$expected" "$work/planted.txt" || { cat "$work/planted.txt"; fail "build: no $expected"; }
echo "plugins: ok: the build fails with the lint diagnostic"
