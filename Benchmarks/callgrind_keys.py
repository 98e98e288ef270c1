#!/usr/bin/env python3
"""Counts the instructions a counter program spends per "+", with callgrind.

Each program runs under `valgrind --tool=callgrind` in an 80x24 pseudo-terminal
twice: once with SHORT presses of "+", once with LONG, each press waited for on
the screen, then "q". Start-up and exit cost the same in both runs, so

    instructions per key = (total(LONG) - total(SHORT)) / (LONG - SHORT)

is exact and does not depend on the machine's load. The script exits with 1
when a target of Benchmarks/targets.py is missed. It is reproduced with

    python3 Benchmarks/callgrind_keys.py NAME=COMMAND [NAME=COMMAND ...]
        [--short 100] [--long 600] [--json PATH]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_files  # noqa: E402
import targets  # noqa: E402
from pty_bench import BenchError, Terminal, parse_program  # noqa: E402

# Under valgrind a program runs some fifty times slower.
TIMEOUT = 120.0


def total_instructions(name, argv, presses, out_dir):
    out = os.path.join(out_dir, f"{name}-{presses}.out")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv]
    term = Terminal(name, command)
    try:
        term.wait_for(lambda: term.shows_count(0), "the first frame", TIMEOUT)
        for count in range(1, presses + 1):
            term.send(b"+")
            term.wait_for(lambda: term.shows_count(count), f"Count: {count}", TIMEOUT)
        status = quit_and_wait(term)
        if status != 0:
            raise BenchError(f"{name}: exited with status {status}")
    finally:
        term.close()
    return callgrind_files.total_instructions(out)


def quit_and_wait(term):
    term.send(b"q")
    while term.process.isalive():
        term.read(0.05)
    if term.process.signalstatus is not None:
        return -term.process.signalstatus
    return term.process.exitstatus


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+", type=parse_program, metavar="NAME=COMMAND")
    parser.add_argument("--short", type=int, default=100)
    parser.add_argument("--long", type=int, default=600)
    parser.add_argument("--json")
    options = parser.parse_args()

    def measure(name, command, argv, out_dir):
        argv[0] = callgrind_files.stripped_copy(argv[0], out_dir, f"{name}-stripped")
        callgrind_files.log(f"{name}: callgrind, {options.short} and {options.long} presses")
        short = total_instructions(name, argv, options.short, out_dir)
        long = total_instructions(name, argv, options.long, out_dir)
        per_key = (long - short) / (options.long - options.short)
        return {"name": name, "command": command, "instructionsPerKey": round(per_key)}

    results = callgrind_files.measure_programs("callgrind_keys", options.programs, measure)
    for result in results:
        print(f"{result['name']:<12} {result['instructionsPerKey']:>10,} instructions per key")
    return targets.finish("callgrind", results, options.json)


if __name__ == "__main__":
    sys.exit(main())
