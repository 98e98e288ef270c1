#!/usr/bin/env bash
# Builds the combined DocC archive of StateKit and StateKitTesting from the
# modules a debug build made: the symbol graphs of their public API, each
# module's catalog converted with them (StateKitTesting's linking to
# StateKit's), then the two merged into one site under a synthesized landing
# page. Warnings fail the build. This is what swift-docc-plugin's
# `generate-documentation --enable-experimental-combined-documentation` does,
# without the plugin's own build of its snippet extractor, which a clean
# clone would otherwise compile on every run.
# Usage: Tests/Docs/build_archive.sh BUILD_DIR OUTPUT_DIR WORK_DIR
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: $0 BUILD_DIR OUTPUT_DIR WORK_DIR" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(realpath "$1")
output=$2
work=$3
[ -d "$build/Modules" ] || { echo "docs: no modules in $build (build first)" >&2; exit 1; }
rm -rf "$output" "$work"
mkdir -p "$work"

includes=(-I "$build/Modules" -I "$build/COpenCombineHelpers.build" -I "$build/CImage.build")
for module in CNcurses CMainQueue CLibC; do includes+=(-I "$root/Sources/$module"); done
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# Converts one module's catalog; further arguments go to docc (a dependency).
convert() {
  local module=$1
  shift
  mkdir -p "$work/$module.symbols"
  swift symbolgraph-extract -module-name "$module" -target "$triple" "${includes[@]}" \
    -minimum-access-level public -emit-extension-block-symbols -skip-synthesized-members \
    -output-dir "$work/$module.symbols"
  echo "docs: $module"
  docc convert "$root/Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/$module.symbols" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --transform-for-static-hosting --warnings-as-errors --enable-experimental-external-link-support \
    --experimental-documentation-coverage --coverage-summary-level brief \
    --output-path "$work/$module.doccarchive" "$@"
}

convert StateKit
convert StateKitTesting --dependency "$work/StateKit.doccarchive"
docc merge "$work/StateKit.doccarchive" "$work/StateKitTesting.doccarchive" \
  --synthesized-landing-page-name StateKit --synthesized-landing-page-kind Package \
  --output-path "$output"
echo "docs: the combined archive is in $output"
