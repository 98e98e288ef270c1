#!/usr/bin/env bash
# Reads every example program's first screen as text (STATEKIT_SCREENSHOT
# with a name ending in .txt), with colour and without, and fails where a
# screen reads like a form from 1990: with colour, no run of more than three
# underscores (a text field's room) and no navigation row in brackets
# (`[ Ada Lovelace › ]`); without colour, the buttons' brackets are what
# the tint said, so the examples' screens must still show some.
#
#   bash Tests/Docs/check_look.sh BIN_DIR
set -euo pipefail

bin=${1:?the directory of the built programs}
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

screens=0
for product in $(bash "$here/Tests/Docs/app_examples.sh"); do
  [ -x "$bin/$product" ] || { echo "check_look: no $bin/$product (build first)" >&2; exit 1; }
  for mode in colour none; do
    if [ "$mode" = none ]; then no_color=1; else no_color=; fi
    env -u COLORFGBG HOME="$work" XDG_CONFIG_HOME="$work/.config" NO_COLOR="$no_color" COLUMNS=80 LINES=24 \
      STATEKIT_SCREENSHOT="$work/$product.$mode.txt" "$bin/$product" </dev/null >/dev/null
    screens=$((screens + 1))
  done
done

python3 - "$work" <<'PY'
import glob, os, re, sys
failures = []
bracketed_somewhere = False
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.txt"))):
    name = os.path.basename(path)
    text = open(path, encoding="utf-8").read()
    if name.endswith(".colour.txt"):
        for row, line in enumerate(text.split("\n")):
            if re.search(r"_{4,}", line):
                failures.append(f"{name}, row {row}: a run of underscores: {line.strip()!r}")
            if re.search(r"\[ [^\]]*› \]", line):
                failures.append(f"{name}, row {row}: a navigation row in brackets: {line.strip()!r}")
    elif re.search(r"\[ [^\]]+ \]", text):
        bracketed_somewhere = True
if not bracketed_somewhere:
    failures.append("without colour, no example shows a button in brackets")
for failure in failures:
    print("check_look: " + failure, file=sys.stderr)
sys.exit(1 if failures else 0)
PY
echo "check_look: $screens screens read, with colour and without"
