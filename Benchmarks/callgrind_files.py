"""What the callgrind scripts share: the loop over the programs they are
given, the copy of a program valgrind can read, and the total a run counted.

valgrind 3.19 cannot read DWARF 5, which clang writes for the package's C
targets: callgrind runs a copy without debug information (the symbols stay,
so profiles still name functions).
"""
import os
import shlex
import subprocess
import sys
import tempfile

from pty_bench import BenchError


def stripped_copy(binary, out_dir, name):
    """A copy of `binary` in `out_dir`, named `name`, without debug information."""
    copy = os.path.join(out_dir, name)
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True, capture_output=True)
    return copy


def total_instructions(out):
    """The instructions the callgrind run that wrote `out` counted."""
    with open(out) as data:
        for line in data:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    raise RuntimeError(f"{out} has no summary line")


def functions_run(out, binary):
    """The functions of `binary` that the callgrind run which wrote `out`
    (with `--compress-strings=no --demangle=no`) counted, each once, mangled
    as the linker knows them."""
    names, seen, current = [], set(), None
    with open(out, errors="replace") as data:
        for line in data:
            if line.startswith("ob="):
                current = line[3:].strip()
            elif line.startswith("fn=") and current == binary:
                # Callgrind marks a recursion's deeper levels with 'N; an
                # address stands for code without a symbol, which the linker
                # cannot place.
                name = line[3:].strip().split("'")[0]
                if name not in seen and not name.startswith("0x") and " " not in name:
                    seen.add(name)
                    names.append(name)
    return names


# The functions release builds place side by side (Benchmarks/start_order.py).
START_ORDER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Linking", "start-order.txt")


def log(message):
    """A line of progress, on standard error."""
    print(message, file=sys.stderr, flush=True)


def measure_programs(script, programs, measure):
    """`measure(name, command, argv, out_dir)` for each (NAME, COMMAND) of
    `programs`, with one temporary directory for all: the list of what it
    returned. Exits, naming `script`, when a program is not built or a
    measurement fails."""
    results = []
    with tempfile.TemporaryDirectory() as out_dir:
        for name, command in programs:
            argv = shlex.split(command)
            if not os.path.isfile(argv[0]):
                sys.exit(f"{script}: {argv[0]} does not exist (build it first)")
            try:
                results.append(measure(name, command, argv, out_dir))
            except BenchError as error:
                sys.exit(f"{script}: {error}")
    return results
