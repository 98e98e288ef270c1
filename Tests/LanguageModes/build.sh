#!/usr/bin/env bash
# Compiles code written as a user writes it, in both Swift language modes,
# against the modules `swift build` made: every example program, and the
# tests written as a user's package would write them (StateKitTestingTests).
# Without the package's name, so only the public API is in reach, as in a
# user's own package. Fails on any error.
# Usage: Tests/LanguageModes/build.sh [path/to/.build/debug]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=$(realpath "${1:-$root/.build/debug}")
[ -d "$build/Modules" ] || { echo "language modes: no modules in $build (build first)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
includes=(-I "$build/Modules")
for module in CNcurses CMainQueue CLibC; do includes+=(-I "$root/Sources/$module"); done
# OpenCombine's C helpers, whose module map SwiftPM writes beside their objects.
includes+=(-I "$build/COpenCombineHelpers.build")

failures=0
checks=0
compile() {
  local name=$1 mode=$2; shift 2
  checks=$((checks + 1))
  if swiftc -swift-version "$mode" -parse-as-library -wmo -module-name "$name" "${includes[@]}" \
    -load-plugin-executable "$build/StateKitMacros-tool#StateKitMacros" \
    -c "$@" -o "$work/$name-$mode.o" >"$work/$name-$mode.log" 2>&1; then
    echo "  ok   $name, Swift $mode mode"
  else
    failures=$((failures + 1))
    echo "  FAIL $name, Swift $mode mode:" >&2
    sed 's/^/       /' "$work/$name-$mode.log" | head -40 >&2
  fi
}

echo "language modes: user code against the public API, in Swift 5 and Swift 6 modes"
for mode in 5 6; do
  for example in "$root"/Sources/Examples/*/; do
    compile "$(basename "$example")" "$mode" "$example"*.swift
  done
  compile StateKitTestingTests "$mode" "$root"/Tests/StateKitTestingTests/*.swift
done
echo "language modes: $((checks - failures)) of $checks compiled"
[ "$failures" -eq 0 ]
