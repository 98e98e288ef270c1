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

# In Swift 6 mode each compilation runs the type checker and SIL's mandatory
# passes, where Swift 6's concurrency and initialization diagnostics come
# from, and stops before machine code, which the package's own build makes
# anyway. In Swift 5 mode the type checker is what differs (the mandatory
# passes' errors are the same in both modes), so it stops there. Two at a
# time, one a core.
compile() {
  local name=$1 mode=$2; shift 2
  local stop=(-emit-sil -o "$work/$name-$mode.sil")
  [ "$mode" = 5 ] && stop=(-typecheck)
  if swiftc -swift-version "$mode" -parse-as-library -wmo -module-name "$name" "${includes[@]}" \
    -load-plugin-executable "$build/StateKitMacros-tool#StateKitMacros" \
    "${stop[@]}" "$@" >"$work/$name-$mode.log" 2>&1; then
    touch "$work/$name-$mode.ok"
  fi
}

echo "language modes: user code against the public API, in Swift 5 and Swift 6 modes"
jobs_list=()
for mode in 5 6; do
  # The largest first, so that the smaller ones fill the other core meanwhile.
  jobs_list+=("StateKitTestingTests $mode $root/Tests/StateKitTestingTests")
done
for mode in 5 6; do
  for example in "$root"/Sources/Examples/*/; do
    jobs_list+=("$(basename "$example") $mode $example")
  done
done
for job in "${jobs_list[@]}"; do
  read -r name mode directory <<<"$job"
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  compile "$name" "$mode" "$directory"/*.swift &
done
wait

failures=0
checks=0
for job in "${jobs_list[@]}"; do
  read -r name mode _ <<<"$job"
  checks=$((checks + 1))
  if [ -f "$work/$name-$mode.ok" ]; then
    echo "  ok   $name, Swift $mode mode"
  else
    failures=$((failures + 1))
    echo "  FAIL $name, Swift $mode mode:" >&2
    sed 's/^/       /' "$work/$name-$mode.log" | head -40 >&2
  fi
done
echo "language modes: $((checks - failures)) of $checks compiled"
[ "$failures" -eq 0 ]
