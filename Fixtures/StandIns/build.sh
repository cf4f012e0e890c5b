#!/usr/bin/env bash
# Builds the interface stand-in modules listed in modules.txt into OUTDIR.
#
# usage: build.sh OUTDIR
#
# modules.txt is the single source of truth: one line per module, in build
# order, formatted `Module: Dep1 Dep2` (deps may be empty). Every `.swift` file
# in the folder named after the module is compiled into `OUTDIR/Module.swiftmodule`.
# Foundation, Dispatch and XCTest are system modules and never listed.
set -euo pipefail

if [[ $# -ne 1 ]]; then
  echo "usage: $0 OUTDIR" >&2
  exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
outdir="$1"
mkdir -p "$outdir"
outdir="$(cd "$outdir" && pwd)"

swiftc="${SWIFTC:-swiftc}"

# XCTest on Linux ships as a prebuilt module inside the toolchain
# (e.g. /opt/swift/usr/lib/swift/linux/XCTest.swiftmodule). That directory is
# normally on the default import path already; add it explicitly anyway so a
# toolchain with a different layout still works.
xctest_flags=()
while IFS= read -r dir; do
  if [[ -e "$dir/XCTest.swiftmodule" ]]; then
    xctest_flags=(-I "$dir")
    break
  fi
done < <("$swiftc" -print-target-info 2>/dev/null \
  | sed -n '/"runtimeLibraryImportPaths"/,/]/p' \
  | grep -o '"/[^"]*"' | tr -d '"')

built=" "
while IFS= read -r line || [[ -n "$line" ]]; do
  line="${line%%#*}"
  [[ -z "${line//[[:space:]]/}" ]] && continue
  if [[ "$line" != *:* ]]; then
    echo "build.sh: malformed modules.txt line (expected 'Module: Deps'): $line" >&2
    exit 1
  fi
  module="${line%%:*}"
  module="${module//[[:space:]]/}"
  for dep in ${line#*:}; do
    if [[ "$built" != *" $dep "* ]]; then
      echo "build.sh: $module depends on $dep, which is not listed before it in modules.txt" >&2
      exit 1
    fi
  done
  srcdir="$here/$module"
  if [[ ! -d "$srcdir" ]]; then
    echo "build.sh: no folder for module $module ($srcdir)" >&2
    exit 1
  fi
  files=()
  while IFS= read -r f; do files+=("$f"); done < <(find "$srcdir" -name '*.swift' | LC_ALL=C sort)
  if [[ ${#files[@]} -eq 0 ]]; then
    echo "build.sh: module $module has no .swift files" >&2
    exit 1
  fi
  echo "build.sh: $module (${#files[@]} files)"
  "$swiftc" -parse-as-library -emit-module \
    -emit-module-path "$outdir/$module.swiftmodule" \
    -module-name "$module" -swift-version 5 \
    -I "$outdir" ${xctest_flags[@]+"${xctest_flags[@]}"} \
    "${files[@]}"
  built+="$module "
done < "$here/modules.txt"
