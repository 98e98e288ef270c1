#!/usr/bin/env bash
# Compiles code written as a user writes it in Swift 5 mode (Swift 6 mode is the package build's own),
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
includes+=(-I "$build/COpenCombineHelpers.build" -I "$build/CImage.build")

# Swift 6 mode is the package's own: `swift build` compiles every example and
# StateKitTestingTests in it (swiftLanguageModes), SIL's mandatory passes
# included, where Swift 6's concurrency and initialization diagnostics come
# from. What that build cannot show is Swift 5 mode, and code that reaches
# beyond the public API (the package's build passes its package name, so
# `package` symbols are in reach there). One type check in Swift 5 mode,
# without the package's name, shows both: the type checker is what differs
# between the modes, and the mandatory passes' errors are the same in both.
# Two at a time, one a core.
compile() {
  local name=$1
  shift
  if swiftc -swift-version 5 -parse-as-library -wmo -module-name "$name" "${includes[@]}" \
    -load-plugin-executable "$build/StateKitMacros-tool#StateKitMacros" \
    -typecheck "$@" >"$work/$name.log" 2>&1; then
    touch "$work/$name.ok"
  fi
}

echo "language modes: user code against the public API alone, in Swift 5 mode (Swift 6 mode: the package's build)"
# The largest first, so that the smaller ones fill the other core meanwhile.
jobs_list=("StateKitTestingTests $root/Tests/StateKitTestingTests")
for example in "$root"/Sources/Examples/*/; do
  jobs_list+=("$(basename "$example") $example")
done
for job in "${jobs_list[@]}"; do
  read -r name directory <<<"$job"
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  # A target with resources reaches them through the `Bundle.module` SwiftPM writes for it.
  derived=()
  [ -d "$build/$name.build/DerivedSources" ] && derived=("$build/$name.build/DerivedSources"/*.swift)
  compile "$name" "$directory"/*.swift "${derived[@]}" &
done
wait

failures=0
checks=0
for job in "${jobs_list[@]}"; do
  read -r name _ <<<"$job"
  checks=$((checks + 1))
  if [ -f "$work/$name.ok" ]; then
    echo "  ok   $name, Swift 5 mode"
  else
    failures=$((failures + 1))
    echo "  FAIL $name, Swift 5 mode:" >&2
    sed 's/^/       /' "$work/$name.log" | head -40 >&2
  fi
done
echo "language modes: $((checks - failures)) of $checks compiled"
[ "$failures" -eq 0 ]
