#!/usr/bin/env bash
# Draws every example program's first screen as an SVG picture, from its
# headless screen (STATEKIT_SCREENSHOT), at 80x24, into OUT_DIR: the
# pictures the README shows. Each runs with a home of its own, so that what
# this machine's user stored (@AppStorage) never reaches a picture, in true
# colour on a dark background whatever the caller's terminal says.
#
#   bash Tests/Docs/screenshots.sh BIN_DIR OUT_DIR
set -euo pipefail

bin=${1:?the directory of the built programs}
out=${2:?the directory the pictures go to}
here=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

count=0
for product in $(bash "$here/Tests/Docs/app_examples.sh"); do
  [ -x "$bin/$product" ] || { echo "screenshots: no $bin/$product (build first)" >&2; exit 1; }
  env -u NO_COLOR -u COLORFGBG HOME="$home" XDG_CONFIG_HOME="$home/.config" COLUMNS=80 LINES=24 STATEKIT_SCREENSHOT="$out/$product.svg" \
    "$bin/$product" </dev/null >/dev/null
  count=$((count + 1))
done
echo "screenshots: $count examples drawn into $out"
