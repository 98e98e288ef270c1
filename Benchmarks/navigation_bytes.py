#!/usr/bin/env python3
"""Bytes example-contacts writes per push, per pop, and per alert opened and
closed, against the bytes of one full frame, at 80x24.

Runs the program in an 80x24 pseudo-terminal. Its first frame, every cell
of the screen drawn from blank (and the terminal set up), is the full
frame. Pushes and pops have targets; an alert's figures are reported: it
dims every cell of the screen under it, which costs about a frame of its
own. Then, N times: Enter on
the list's first contact pushes its page, Escape pops it; a click on the
page's Delete opens an alert, Escape closes it. Each step waits until the
emulated screen shows its result, and counts the bytes it wrote.

    python3 Benchmarks/navigation_bytes.py PROGRAM [--times 20] [--json PATH]
"""
import argparse
import json
import os
import select
import statistics
import sys
import time

try:
    import ptyprocess
    import pyte
except ImportError as missing:
    sys.exit(f"navigation_bytes: {missing.name} is missing: python3 -m pip install pyte pexpect")

import targets

COLUMNS, ROWS = 80, 24
SETTLE_SECONDS = 0.1


def shows(text):
    return lambda screen: any(text in line for line in screen.display)


def lacks(text):
    return lambda screen: not any(text in line for line in screen.display)


def read_until(process, stream, screen, predicate, timeout=10):
    """Feeds output to the emulator until `predicate(screen)` and the output
    settles; returns the bytes read."""
    total = 0
    deadline = time.monotonic() + timeout
    while not predicate(screen):
        left = deadline - time.monotonic()
        if left <= 0:
            raise SystemExit("navigation_bytes: timed out; the screen:\n" + "\n".join(screen.display))
        if select.select([process.fd], [], [], left)[0]:
            data = os.read(process.fd, 65536)
            total += len(data)
            stream.feed(data.decode("utf-8", "replace"))
    while select.select([process.fd], [], [], SETTLE_SECONDS)[0]:
        data = os.read(process.fd, 65536)
        total += len(data)
        stream.feed(data.decode("utf-8", "replace"))
    return total


def click(process, screen, text):
    """An SGR mouse click (press and release) on the middle of `text`."""
    for row, line in enumerate(screen.display):
        column = line.find(text)
        if column >= 0:
            x, y = column + len(text) // 2 + 1, row + 1
            process.write(f"\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m".encode())
            return
    raise SystemExit(f"navigation_bytes: {text} is not on the screen")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program")
    parser.add_argument("--times", type=int, default=20)
    parser.add_argument("--json")
    args = parser.parse_args()
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    process = ptyprocess.PtyProcess.spawn([args.program], dimensions=(ROWS, COLUMNS), env=env)
    screen = pyte.Screen(COLUMNS, ROWS)
    stream = pyte.Stream(screen)
    full_frame = read_until(process, stream, screen, shows("Katherine Johnson"), 15)
    # Tab past the toolbar's Add to the list, whose current row is the first.
    process.write(b"\t\t")
    read_until(process, stream, screen, lambda s: True)
    pushes, pops, opens, closes = [], [], [], []
    for _ in range(args.times):
        process.write(b"\r")
        pushes.append(read_until(process, stream, screen, shows("Email: ada@example.org")))
        click(process, screen, "Delete")
        opens.append(read_until(process, stream, screen, shows("Delete Ada Lovelace?")))
        process.write(b"\x1b")
        closes.append(read_until(process, stream, screen, lacks("Delete Ada Lovelace?")))
        process.write(b"\x1b")
        pops.append(read_until(process, stream, screen, lacks("Email:")))
        # The list takes the focus again for the next push.
        process.write(b"\t\t")
        read_until(process, stream, screen, lambda s: True)
    process.write(b"\x03")
    process.wait()
    result = {"program": os.path.basename(args.program), "fullFrameBytes": full_frame, "times": args.times}
    for name, sizes in (("push", pushes), ("pop", pops), ("alertOpen", opens), ("alertClose", closes)):
        result[name + "Bytes"] = {"median": statistics.median(sizes), "min": min(sizes), "max": max(sizes)}
    print(
        f"{result['program']} at {COLUMNS}x{ROWS}: a full frame {full_frame} bytes; per push "
        f"{result['pushBytes']['median']}, per pop {result['popBytes']['median']}, per alert opened "
        f"{result['alertOpenBytes']['median']} and closed {result['alertCloseBytes']['median']} "
        f"(medians of {args.times})")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(result, out, indent=2)
    sys.exit(targets.judge("navigation", result))


if __name__ == "__main__":
    main()
