#!/usr/bin/env bash
# Runs the commands given side by side, each a string for bash, and prints
# each one's output whole, in the order given, once it ends: what one run
# says never interleaves with another's. Fails, naming them, if any failed.
# Most of a test run waits on terminals and timers, not on the two cores, so
# runs that share no files finish in the time of the longest.
# Usage: Tests/parallel.sh 'command one' 'command two' ...
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: $0 'command' ..." >&2; exit 2; }
logs=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$logs"' EXIT
pids=()
started=$SECONDS
for index in $(seq 1 $#); do
  { bash -c "${!index}"; status=$?; echo $((SECONDS - started)) >"$logs/$index.seconds"; exit $status; } \
    >"$logs/$index.out" 2>&1 &
  pids+=($!)
done
failed=()
for index in $(seq 1 $#); do
  status=0
  wait "${pids[$((index - 1))]}" || status=$?
  cat "$logs/$index.out"
  echo "($(cat "$logs/$index.seconds" 2>/dev/null || echo ?) s: ${!index})"
  [ "$status" -eq 0 ] || failed+=("${!index} (exit status $status)")
done
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}" >&2
  exit 1
fi
