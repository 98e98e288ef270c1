#!/usr/bin/env python3
"""A key typed in a form's text field, through a pseudo-terminal: StateKit's
form against the same form written with ncurses's form library in C
(Benchmarks/Baseline/field.c), in one run.

Each program runs in an 80x24 pseudo-terminal and is sent letters and
Backspace in turn, each waited for on the emulated screen (pyte), in the
first field of a form of five. Two figures per program:
- bytes written per key (median), everything the program wrote from the key
  until the screen showed it and the output went quiet;
- instructions per key, counted exactly by callgrind over the whole process,
  two runs of different lengths, the difference divided by the difference in
  keys, so that start-up and exit cancel out.

    python3 Benchmarks/field_bench.py NAME=COMMAND [NAME=COMMAND ...]
        [--baseline NAME] [--keys 200] [--short 40] [--long 240] [--json PATH]

A program may need keys to put the focus in the first field first:
`statekit` is sent Tab (StateKit focuses nothing until asked, as SwiftUI
does). Each program quits on Ctrl-C. The script exits with 1 when a target of
Benchmarks/targets.py is missed.
"""
import argparse
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_files  # noqa: E402
import targets  # noqa: E402
from pty_bench import SETTLE_SECONDS, BenchError, Terminal, parse_program  # noqa: E402

FIRST_FRAME_TIMEOUT = 15.0
KEY_TIMEOUT = 5.0
# Under valgrind a program runs some fifty times slower.
CALLGRIND_TIMEOUT = 120.0
FOCUS_KEYS = {"statekit": b"\t"}
TYPED = re.compile(r"Field 0\s+a\s*$")


def shows_typed(term):
    return any(TYPED.search(line) for line in term.screen.display)


def shows_form(term):
    return any("Field 4" in line for line in term.screen.display)


def press(term, index, timeout):
    """Sends the index-th key (a letter, then Backspace, in turn) and waits
    for the screen to show it; the bytes written meanwhile."""
    before = term.written
    typing = index % 2 == 0
    term.send(b"a" if typing else b"\x7f")
    term.wait_for(lambda: shows_typed(term) == typing, "the key's frame", timeout)
    term.settle(SETTLE_SECONDS, limit=timeout)
    return term.written - before


def start(name, argv, timeout):
    """The program shown with its form, the focus in the first field."""
    term = Terminal(name, argv)
    try:
        term.wait_for(lambda: shows_form(term), "the form", timeout)
        focus = FOCUS_KEYS.get(name)
        if focus:
            term.send(focus)
            term.settle(0.2 if timeout == FIRST_FRAME_TIMEOUT else 2.0, limit=timeout)
    except BaseException:
        term.close()
        raise
    return term


def quit(term):
    term.send(b"\x03")
    while term.process.isalive():
        term.read(0.05)
    status = -term.process.signalstatus if term.process.signalstatus is not None else term.process.exitstatus
    if status != 130:
        raise BenchError(f"{term.name}: exited with status {status} on Ctrl-C, not 130")


def bytes_per_key(name, argv, keys):
    term = start(name, argv, FIRST_FRAME_TIMEOUT)
    try:
        written = [press(term, index, KEY_TIMEOUT) for index in range(keys)]
        quit(term)
    finally:
        term.close()
    return written


def total_instructions(name, argv, keys, out_dir):
    out = os.path.join(out_dir, f"{name}-{keys}.out")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv]
    term = start(name, command, CALLGRIND_TIMEOUT)
    try:
        for index in range(keys):
            press(term, index, CALLGRIND_TIMEOUT)
        quit(term)
    finally:
        term.close()
    return callgrind_files.total_instructions(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+", type=parse_program, metavar="NAME=COMMAND")
    parser.add_argument("--baseline", default="baseline")
    parser.add_argument("--keys", type=int, default=200)
    parser.add_argument("--short", type=int, default=40)
    parser.add_argument("--long", type=int, default=240)
    parser.add_argument("--json")
    options = parser.parse_args()
    if options.short % 2 or options.long % 2 or options.long <= options.short:
        sys.exit("field_bench: --short and --long must be even, --long the larger")

    def measure(name, command, argv, out_dir):
        callgrind_files.log(f"{name}: {options.keys} keys, bytes per key")
        written = bytes_per_key(name, argv, options.keys)
        stripped = callgrind_files.stripped_copy(argv[0], out_dir, f"{name}-stripped")
        callgrind_files.log(f"{name}: callgrind, {options.short} and {options.long} keys")
        short = total_instructions(name, [stripped, *argv[1:]], options.short, out_dir)
        long = total_instructions(name, [stripped, *argv[1:]], options.long, out_dir)
        return {
            "name": name, "command": command,
            "bytesPerKey": {"median": statistics.median(written), "max": max(written)},
            "instructionsPerKey": round((long - short) / (options.long - options.short)),
        }

    results = callgrind_files.measure_programs("field_bench", options.programs, measure)
    for result in results:
        print(f"{result['name']:<10} {result['bytesPerKey']['median']:>6g} B per key (median),"
              f" {result['instructionsPerKey']:>10,} instructions per key")
    data = {"baseline": options.baseline, "programs": results}
    return targets.finish("field", data, options.json)


if __name__ == "__main__":
    sys.exit(main())
