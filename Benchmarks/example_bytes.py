#!/usr/bin/env python3
"""Bytes a StateKit example program writes per press of its focused button.

Runs the program in an 80x24 pseudo-terminal, waits for its first frame,
focuses the first control with Tab, then presses Enter N times, each time
waiting until the count on the emulated screen has moved, and reports the
bytes each press wrote (median and range). Ctrl-C ends the program.

    python3 Benchmarks/example_bytes.py PROGRAM [--presses 50] [--json PATH]
"""
import argparse
import json
import os
import re
import select
import statistics
import sys
import time

try:
    import ptyprocess
    import pyte
except ImportError as missing:
    sys.exit(f"example_bytes: {missing.name} is missing: python3 -m pip install pyte pexpect")

COLUMNS, ROWS = 80, 24
SETTLE_SECONDS = 0.05


def read_until(process, stream, screen, predicate, timeout):
    """Feeds output to the emulator until `predicate(screen)`; returns the bytes read."""
    total = 0
    deadline = time.monotonic() + timeout
    while not predicate(screen):
        left = deadline - time.monotonic()
        if left <= 0:
            raise SystemExit("example_bytes: timed out; the screen:\n" + "\n".join(screen.display))
        ready, _, _ = select.select([process.fd], [], [], left)
        if ready:
            data = os.read(process.fd, 65536)
            total += len(data)
            stream.feed(data.decode("utf-8", "replace"))
    # Whatever trails the visible change still belongs to this press.
    while select.select([process.fd], [], [], SETTLE_SECONDS)[0]:
        data = os.read(process.fd, 65536)
        total += len(data)
        stream.feed(data.decode("utf-8", "replace"))
    return total


def count(screen):
    match = re.search(r"Count: (\d+)", "\n".join(screen.display))
    return int(match.group(1)) if match else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program")
    parser.add_argument("--presses", type=int, default=50)
    parser.add_argument("--json")
    args = parser.parse_args()
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    process = ptyprocess.PtyProcess.spawn([args.program], dimensions=(ROWS, COLUMNS), env=env)
    screen = pyte.Screen(COLUMNS, ROWS)
    stream = pyte.Stream(screen)
    read_until(process, stream, screen, lambda s: count(s) == 0, 15)
    process.write(b"\t")
    focus_bytes = read_until(process, stream, screen, lambda s: True, 5)
    sizes = []
    for press in range(1, args.presses + 1):
        process.write(b"\r")
        sizes.append(read_until(process, stream, screen, lambda s, n=press: count(s) == n, 5))
    process.write(b"\x03")
    process.wait()
    result = {
        "program": os.path.basename(args.program),
        "focus_bytes": focus_bytes,
        "bytes_per_press_median": statistics.median(sizes),
        "bytes_per_press_min": min(sizes),
        "bytes_per_press_max": max(sizes),
        "presses": len(sizes),
    }
    print(
        f"{result['program']}: Tab (focus drawn) {focus_bytes} bytes; per press of Enter "
        f"{result['bytes_per_press_median']} bytes (min {min(sizes)}, max {max(sizes)}, {len(sizes)} presses)")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(result, out, indent=2)


if __name__ == "__main__":
    main()
