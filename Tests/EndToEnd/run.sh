#!/usr/bin/env bash
# End-to-end tests of the real binaries: the command-line contract, then the
# apps in tmux and a pseudo-terminal as a user sees them, and the terminal's
# state after they end. One file per area, sharing lib.sh.
# Usage: Tests/EndToEnd/run.sh path/to/statekit-demo [AREA ...]
#   AREA: demo history apps examples inline nothing_lost protocols unavailable (default: all, in that order)
set -uo pipefail

demo=$(realpath "${1:-.build/debug/statekit-demo}")
shift $(($# > 0 ? 1 : 0))
here=$(cd "$(dirname "$0")" && pwd)
[ -x "$demo" ] || { echo "e2e: no binary at $demo (build first)" >&2; exit 1; }

# shellcheck source=Tests/EndToEnd/lib.sh
source "$here/lib.sh"

areas=("$@")
[ ${#areas[@]} -gt 0 ] || areas=(demo history apps examples inline nothing_lost protocols unavailable)
for area in "${areas[@]}"; do
  [ -f "$here/$area.sh" ] || { echo "e2e: no area named $area" >&2; exit 2; }
  # shellcheck source=/dev/null
  source "$here/$area.sh"
done

echo "e2e: $((checks - failures)) of $checks checks passed"
[ "$failures" -eq 0 ]
