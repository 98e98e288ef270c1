#!/usr/bin/env python3
"""What a program costs to start: instructions from exec to its first frame,
one key and its exit, and resident memory once it rests.

Each program runs in an 80x24 pseudo-terminal, twice:
- under `valgrind --tool=callgrind`, whole process (the dynamic linker, the
  runtime's set-up and the first resolve included): the first frame is waited
  for on the screen, then one key, its frame, and the quit key. Callgrind
  counts instructions, so the figure is exact whatever the machine's load.
- natively, to read `VmRSS` from /proc once the first frame has been quiet
  for a second, with the shared libraries it mapped.

For the counter and the to-do list it also gives the share of the functions
their start ran in their own binary that Linking/start-order.txt does not
list (Benchmarks/start_order.py): code the linker left scattered.

    python3 Benchmarks/startup_bench.py NAME=COMMAND [NAME=COMMAND ...]
        [--json PATH]

A program's NAME picks what it is asked: `baseline` and `counter` show
"Count: 0" and take "+" then "q"; `todo` (example-todo-list) shows "3 left",
takes a click on its first item's toggle and quits on Ctrl-C. The script exits with 1 when a target
of Benchmarks/targets.py is missed.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_files  # noqa: E402
import targets  # noqa: E402
from pty_bench import BenchError, Terminal, parse_program  # noqa: E402

# Under valgrind a program runs some fifty times slower.
TIMEOUT = 120.0


def shows(term, text):
    return any(text in line for line in term.screen.display)


class Script:
    """The screens a program is waited for and the keys it is sent."""

    def __init__(self, first, key, after, quit_key):
        self.first, self.key, self.after, self.quit_key = first, key, after, quit_key


SCRIPTS = {
    "counter": Script(lambda t: t.shows_count(0), b"+", lambda t: t.shows_count(1), b"q"),
    "baseline": Script(lambda t: t.shows_count(0), b"+", lambda t: t.shows_count(1), b"q"),
    # A click on the first item's toggle (press and release, SGR mouse
    # reporting) ticks it.
    "todo": Script(lambda t: shows(t, "3 left"), b"\x1b[<0;5;6M\x1b[<0;5;6m",
                   lambda t: shows(t, "2 left"), b"\x03"),
}


# The programs whose starts Linking/start-order.txt is written from
# (Benchmarks/start_order.py): how much of their start it leaves out is judged.
ORDERED = ("counter", "todo")


def run(name, argv, script, on_rest=None):
    """Runs the script's first frame, key and quit; returns the exit status."""
    term = Terminal(name, argv)
    try:
        term.wait_for(lambda: script.first(term), "the first frame", TIMEOUT)
        if on_rest:
            term.settle(1.0, limit=10.0)
            on_rest(term.process.pid)
        term.send(script.key)
        term.wait_for(lambda: script.after(term), "the key's frame", TIMEOUT)
        term.send(script.quit_key)
        while term.process.isalive():
            term.read(0.05)
        if term.process.signalstatus is not None:
            return -term.process.signalstatus
        return term.process.exitstatus
    finally:
        term.close()


def total_instructions(name, argv, script, out_dir):
    """The instructions of the whole run, and the functions of the program's
    binary it ran (see `callgrind_files.functions_run`)."""
    out = os.path.join(out_dir, f"{name}.out")
    stripped = callgrind_files.stripped_copy(argv[0], out_dir, f"{name}-stripped")
    run(name, ["valgrind", "--tool=callgrind", "--compress-strings=no", "--demangle=no",
               f"--callgrind-out-file={out}", stripped, *argv[1:]], script)
    return callgrind_files.total_instructions(out), callgrind_files.functions_run(out, stripped)


def unplaced_share(functions):
    """The share of `functions` that Linking/start-order.txt does not list:
    what a stale list leaves scattered over the code."""
    with open(callgrind_files.START_ORDER) as order:
        placed = {line.strip() for line in order}
    return sum(name not in placed for name in functions) / max(len(functions), 1)


def memory_at_rest(name, argv, script):
    """VmRSS in kB at rest, and the number of shared objects mapped."""
    found = {}

    def read(pid):
        with open(f"/proc/{pid}/status") as status:
            found["rss"] = int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))
        with open(f"/proc/{pid}/maps") as maps:
            found["libraries"] = len({line.split()[-1] for line in maps if ".so" in line.split()[-1]})

    status = run(name, argv, script, on_rest=read)
    if status not in (0, 130):
        raise BenchError(f"{name}: exited with status {status}")
    return found["rss"], found["libraries"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+", type=parse_program, metavar="NAME=COMMAND")
    parser.add_argument("--json")
    options = parser.parse_args()
    for name, _ in options.programs:
        if name not in SCRIPTS:
            sys.exit(f"startup_bench: no script for {name!r}; known: {', '.join(SCRIPTS)}")

    def measure(name, command, argv, out_dir):
        callgrind_files.log(f"{name}: resident memory at rest")
        rss, libraries = memory_at_rest(name, argv, SCRIPTS[name])
        callgrind_files.log(f"{name}: callgrind, exec to the first frame, one key, quit")
        instructions, functions = total_instructions(name, argv, SCRIPTS[name], out_dir)
        result = {"name": name, "command": command, "startInstructions": instructions,
                  "residentKB": rss, "sharedLibraries": libraries, "binaryBytes": os.path.getsize(argv[0])}
        if name in ORDERED:
            result["unplacedShare"] = unplaced_share(functions)
        return result

    results = callgrind_files.measure_programs("startup_bench", options.programs, measure)
    for result in results:
        unplaced = (f"; {result['unplacedShare']:.1%} of its start's functions not in the start order"
                    if "unplacedShare" in result else "")
        print(f"{result['name']:<10} {result['startInstructions']:>13,} instructions to start, take a key"
              f" and quit; {result['residentKB'] / 1024:6.1f} MB resident at rest,"
              f" {result['sharedLibraries']} shared libraries, binary {result['binaryBytes'] / 1e6:.1f} MB{unplaced}")
    return targets.finish("startup", results, options.json)


if __name__ == "__main__":
    sys.exit(main())
