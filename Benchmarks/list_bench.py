#!/usr/bin/env python3
"""Measures a lazy List at several sizes through a pseudo-terminal, as a user's
terminal sees it: example-long-list with --rows N, for each N.

For every size: time to the first frame, CPU time and bytes per notch of the
wheel (the rows move by three lines), time to change one visible row (s stars
row 3), time to insert a row at the top (i), and resident memory. The list is
lazy when these figures do not grow with N; the script exits with 1 when a
target of Benchmarks/targets.py (100 against 1,000,000 rows) is missed.

    python3 Benchmarks/list_bench.py path/to/example-long-list [--rows 100 1000000]
        [--notches 200] [--starts 9] [--json PATH]
"""
import argparse
import json
import os
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import targets  # noqa: E402
from pty_bench import BenchError, Terminal  # noqa: E402

FIRST_FRAME_TIMEOUT = 30.0
UPDATE_TIMEOUT = 5.0
SETTLE_SECONDS = 0.020
EDITS = 20
# The wheel, turned down or up over the list (1-based column 5, row 10).
WHEEL_DOWN = b"\x1b[<65;5;10M"
WHEEL_UP = b"\x1b[<64;5;10M"
# Notches in one direction before turning back: 25 notches are 75 lines, less
# than 100 rows and their dividers scroll.
LEG = 25


def resident_kib(term):
    with open(f"/proc/{term.process.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise BenchError(f"{term.name}: no VmRSS")


def shows(term, pattern):
    return any(re.search(pattern, line) for line in term.screen.display)


def timed(term, key, condition, what):
    """Sends `key`, waits for `condition`; the wall time in ms."""
    start = time.monotonic()
    term.send(key)
    term.wait_for(condition, what, UPDATE_TIMEOUT)
    elapsed = (time.monotonic() - start) * 1000
    term.settle(SETTLE_SECONDS)
    return elapsed


def first_frame_ms(program, rows):
    """Starts the program once; the time until its first frame shows."""
    term = Terminal(f"{rows} rows", [program, "--rows", str(rows)])
    try:
        term.wait_for(lambda: shows(term, rf"^{rows} rows") and shows(term, r"^ ?row 0\b"),
                      "the first frame", FIRST_FRAME_TIMEOUT)
        return (time.monotonic() - term.started) * 1000
    finally:
        term.close()


def measure(program, rows, notches, starts, log):
    # A start is mostly the process's own loading, which moves with the
    # machine's load: the median of several starts, alternating sizes left
    # to the caller.
    log(f"{rows} rows: {starts} starts")
    starts_ms = [first_frame_ms(program, rows) for _ in range(starts)]
    term = Terminal(f"{rows} rows", [program, "--rows", str(rows)])
    try:
        term.wait_for(lambda: shows(term, rf"^{rows} rows") and shows(term, r"^ ?row 0\b"),
                      "the first frame", FIRST_FRAME_TIMEOUT)
        term.settle(0.5)
        rss_open = resident_kib(term)

        log(f"{rows} rows: {EDITS} edits of a visible row, {EDITS} inserts at the top")
        starred = False
        edit_ms = []
        for _ in range(EDITS):
            starred = not starred
            want = (lambda: shows(term, r"★ row 3\b")) if starred else (lambda: not shows(term, r"★ row 3\b"))
            edit_ms.append(timed(term, b"s", want, "row 3 starred or not"))
        insert_ms = []
        for inserted in range(1, EDITS + 1):
            total = rows + inserted
            insert_ms.append(timed(term, b"i", lambda: shows(term, rf"^{total} rows"), f"{total} rows"))

        log(f"{rows} rows: {notches} notches of the wheel")
        per_notch_bytes = []
        before_ns = term.cpu_ns()
        for notch in range(notches):
            key = WHEEL_DOWN if (notch // LEG) % 2 == 0 else WHEEL_UP
            screen, written = list(term.screen.display), term.written
            term.send(key)
            term.wait_for(lambda: term.screen.display != screen, "the rows to move", UPDATE_TIMEOUT)
            term.settle(SETTLE_SECONDS)
            per_notch_bytes.append(term.written - written)
        cpu_us = (term.cpu_ns() - before_ns) / 1000 / notches
        rss_scrolled = resident_kib(term)
        peak = term.peak_rss_kib()
        term.send(b"\x03")
        term.settle(0.2, 5)
        return {
            "rows": rows,
            "firstFrameMs": round(statistics.median(starts_ms), 1),
            "firstFrameRunsMs": [round(ms, 1) for ms in starts_ms],
            "cpuUsPerNotch": round(cpu_us, 1),
            "bytesPerNotch": {"median": statistics.median(per_notch_bytes), "max": max(per_notch_bytes)},
            "changeRowMs": round(statistics.median(edit_ms), 2),
            "insertAtTopMs": round(statistics.median(insert_ms), 2),
            "rssOpenKiB": rss_open,
            "rssAfterScrollKiB": rss_scrolled,
            "peakRssKiB": peak,
        }
    finally:
        term.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("program")
    parser.add_argument("--rows", type=int, nargs="+", default=[100, 1_000_000])
    parser.add_argument("--notches", type=int, default=200)
    parser.add_argument("--starts", type=int, default=9, help="starts per size for the first frame's median")
    parser.add_argument("--json")
    options = parser.parse_args()
    log = lambda message: print(message, file=sys.stderr, flush=True)
    try:
        results = [measure(options.program, rows, options.notches, options.starts, log) for rows in options.rows]
    except BenchError as error:
        sys.exit(f"list_bench: {error}")
    print(f"{'rows':>9} {'first frame':>12} {'CPU/notch':>10} {'bytes/notch':>12} {'change row':>11} "
          f"{'insert top':>11} {'RSS open':>9} {'RSS scrolled':>13}")
    for r in results:
        print(f"{r['rows']:>9,} {r['firstFrameMs']:>9.1f} ms {r['cpuUsPerNotch']:>7.1f} µs "
              f"{r['bytesPerNotch']['median']:>12} {r['changeRowMs']:>8.2f} ms {r['insertAtTopMs']:>8.2f} ms "
              f"{r['rssOpenKiB'] / 1024:>6.1f} MiB {r['rssAfterScrollKiB'] / 1024:>10.1f} MiB")
    if len(results) >= 2:
        small, large = results[0], results[-1]
        print(f"{large['rows']:,} rows against {small['rows']:,}: "
              f"first frame {large['firstFrameMs'] / small['firstFrameMs']:.2f}x, "
              f"CPU per notch {large['cpuUsPerNotch'] / small['cpuUsPerNotch']:.2f}x, "
              f"resident memory {(large['rssAfterScrollKiB'] - small['rssAfterScrollKiB']) / 1024:+.1f} MiB")
    if options.json:
        with open(options.json, "w") as out:
            json.dump(results, out, indent=2)
    return targets.judge("list", results)


if __name__ == "__main__":
    sys.exit(main())
