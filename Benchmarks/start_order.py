#!/usr/bin/env python3
"""Writes Linking/start-order.txt: the functions a program runs from exec to
its first frame, one key and its exit, for the linker to place side by side.

A program's code is mapped from its file a page at a time, and the kernel
maps the 64 KB around each page it faults in. The functions a start runs are
some 500 KB, spread over 17 MB of code: the counter rested in 7.3 MB of it.
Placed together (`lld --symbol-ordering-file`), they rest in half that.

    python3 Benchmarks/start_order.py NAME=COMMAND [NAME=COMMAND ...]
        [--out Linking/start-order.txt]

NAME picks the script of Benchmarks/startup_bench.py (`counter`, `todo`).
Each program runs under callgrind, whole process; the names it ran in its own
binary are listed in the order of the programs, each once, mangled as the
linker knows them. A name the linker no longer finds is skipped, so a stale
list costs memory, never correctness: `make bench` judges the share of the
counter's and the to-do list's start that the list leaves out
(`startup_bench.py`), and the memory. SwiftPM does not see the list as an
input of a link: remove the release programs to link them with a new one.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind_files  # noqa: E402
import startup_bench  # noqa: E402
from pty_bench import parse_program  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+", type=parse_program, metavar="NAME=COMMAND")
    parser.add_argument("--out", default=callgrind_files.START_ORDER)
    options = parser.parse_args()

    def measure(name, command, argv, out_dir):
        callgrind_files.log(f"{name}: callgrind, the functions of exec to the first frame, one key, quit")
        out = os.path.join(out_dir, f"{name}.out")
        copy = callgrind_files.stripped_copy(argv[0], out_dir, f"{name}-stripped")
        startup_bench.run(name, ["valgrind", "--tool=callgrind", "--compress-strings=no", "--demangle=no",
                                 f"--callgrind-out-file={out}", copy, *argv[1:]],
                          startup_bench.SCRIPTS[name])
        return callgrind_files.functions_run(out, copy)

    listed, seen = [], set()
    for names in callgrind_files.measure_programs("start_order", options.programs, measure):
        listed += [name for name in names if name not in seen]
        seen.update(names)
    with open(options.out, "w") as order:
        order.write("".join(f"{name}\n" for name in listed))
    print(f"{options.out}: {len(listed)} functions")


if __name__ == "__main__":
    sys.exit(main())
