#!/usr/bin/env bash
# Proves the stand-ins: builds every module (../build.sh) into a temp dir, then
#   - every ok_*.swift here must type-check,
#   - every bad_*.swift here must fail to type-check, with an error message
#     containing each `// expect-error: TEXT` line written in the file.
# A check file containing the line `// with: App/Environment.swift` is compiled
# together with that (non-module) app source file.
#
# usage: run.sh            (prints one line per check and "N passed, N failed")
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
swiftc="${SWIFTC:-swiftc}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mods="$tmp/modules"
logs="$tmp/logs"
mkdir -p "$mods" "$logs"

if ! "$root/build.sh" "$mods" >"$logs/build.txt" 2>&1; then
  cat "$logs/build.txt" >&2
  echo "run.sh: building the stand-in modules failed" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

# Same XCTest lookup as build.sh.
xctest_flags=()
while IFS= read -r dir; do
  if [[ -e "$dir/XCTest.swiftmodule" ]]; then
    xctest_flags=(-I "$dir")
    break
  fi
done < <("$swiftc" -print-target-info 2>/dev/null \
  | sed -n '/"runtimeLibraryImportPaths"/,/]/p' \
  | grep -o '"/[^"]*"' | tr -d '"')

checks=()
while IFS= read -r f; do checks+=("$f"); done < <(find "$here" -maxdepth 1 \( -name 'ok_*.swift' -o -name 'bad_*.swift' \) | LC_ALL=C sort)

typecheck() { # file -> writes $logs/<name>.out and .rc
  local file="$1" name extra=()
  name="$(basename "$file" .swift)"
  while IFS= read -r rel; do
    extra+=("$root/$rel")
  done < <(sed -n 's|^// with: *\(.*[^ ]\) *$|\1|p' "$file")
  set +e
  "$swiftc" -typecheck -swift-version 5 -I "$mods" ${xctest_flags[@]+"${xctest_flags[@]}"} \
    "$file" ${extra[@]+"${extra[@]}"} >"$logs/$name.out" 2>&1
  echo $? >"$logs/$name.rc"
  set -e
}

# Type-check in parallel (bounded), then judge in a stable order.
jobs_max="${JOBS:-$(nproc 2>/dev/null || echo 4)}"
for f in "${checks[@]}"; do
  while (( $(jobs -rp | wc -l) >= jobs_max )); do wait -n || true; done
  typecheck "$f" &
done
wait

passed=0
failed=0
for f in "${checks[@]}"; do
  name="$(basename "$f" .swift)"
  rc="$(cat "$logs/$name.rc")"
  out="$logs/$name.out"
  case "$name" in
    ok_*)
      if [[ "$rc" == 0 ]]; then
        warnings="$(grep -c ': warning:' "$out" || true)"
        echo "PASS $name (type-checks; $warnings warnings)"
        passed=$((passed + 1))
      else
        echo "FAIL $name: expected to type-check, got:"
        grep -E ': error:' "$out" | sed 's/^/    /' | head -20
        failed=$((failed + 1))
      fi
      ;;
    bad_*)
      expected=()
      while IFS= read -r e; do expected+=("$e"); done < <(sed -n 's|^// expect-error: *\(.*[^ ]\) *$|\1|p' "$f")
      if [[ "$rc" == 0 ]]; then
        echo "FAIL $name: expected a type error, but it type-checks"
        failed=$((failed + 1))
        continue
      fi
      if [[ ${#expected[@]} -eq 0 ]]; then
        echo "FAIL $name: no '// expect-error:' line in the file"
        failed=$((failed + 1))
        continue
      fi
      missing=""
      for e in "${expected[@]}"; do
        if ! grep -E ': error:' "$out" | grep -qF -- "$e"; then missing="$e"; break; fi
      done
      if [[ -z "$missing" ]]; then
        first="$(grep -m1 -E ': error:' "$out" | sed 's/^.*: error: //')"
        echo "PASS $name (rejected: $first)"
        passed=$((passed + 1))
      else
        echo "FAIL $name: rejected, but no error mentions \"$missing\"; errors were:"
        grep -E ': error:' "$out" | sed 's/^/    /' | head -20
        failed=$((failed + 1))
      fi
      ;;
  esac
done

echo "$passed passed, $failed failed"
[[ "$failed" == 0 ]]
