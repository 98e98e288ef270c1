#!/usr/bin/env bash
# Prints the example programs that are apps, one a line, from Package.swift:
# each draws its first screen for STATEKIT_SCREENSHOT. example-ship is a
# command-line tool whose views are inline, with no screen of its own
# (Tests/EndToEnd/inline.sh drives it).
#
#   bash Tests/Docs/app_examples.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
sed -n 's/.*\.executable(name: "\(example-[a-z0-9-]*\)".*/\1/p' "$here/Package.swift" | grep -vx 'example-ship'
